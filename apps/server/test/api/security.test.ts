import { LIMITS, SECURITY_LIMITS } from '@mb/contract/limits';
import { MESSAGES, SECURITY_MESSAGES } from '@mb/contract/ui-text';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/features/notifications/schema.ts';
import { activityEvents, securityAlerts } from '../../src/features/security/schema.ts';
import { emailHash, pruneSecurityEvents, recordSecurityEvent, securitySummary } from '../../src/features/security/service.ts';
import { staffRoles } from '../../src/features/staff/schema.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// Security events (spec §3), threat detection with the §9 thresholds (§7 detect_security_threats), the
// default write throttle (§7 check_enhanced_rate_limit_v2) and the staff list of events.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const eventsOfType = (type: string) =>
  t.ctx.db.select().from(activityEvents).where(eq(activityEvents.event_type, type)).orderBy(desc(activityEvents.id));
const eventsFromIp = (type: string, ip: string) =>
  t.ctx.db
    .select()
    .from(activityEvents)
    .where(and(eq(activityEvents.event_type, type), eq(activityEvents.ip, ip)))
    .orderBy(activityEvents.id);
const alertsFor = (rule: string, subject: string) =>
  t.ctx.db
    .select()
    .from(securityAlerts)
    .where(and(eq(securityAlerts.rule, rule), eq(securityAlerts.subject, subject)));

const notificationsOf = (userId: string) => t.ctx.db.select().from(notifications).where(eq(notifications.user_id, userId));

async function grant(userId: string, role: 'admin' | 'moderator' | 'post_production_editor', permissions: string[] = []) {
  await t.ctx.db.insert(staffRoles).values({ user_id: userId, role, permissions });
}

let ipCounter = 0;
/** A fresh documentation-range address per test, so one test's events never count towards another's. */
const freshIp = () => `203.0.113.${++ipCounter}`;

describe('recordSecurityEvent', () => {
  it('stores a security_ event with its user, data and address', async () => {
    const u = await signUpUser(t);
    const row = await recordSecurityEvent(t.ctx.db, {
      userId: u.userId,
      type: 'security_role_changed',
      data: { role: 'moderator', by: 'test' },
      ip: '198.18.0.50',
    });
    expect(row).toMatchObject({ user_id: u.userId, event_type: 'security_role_changed', ip: '198.18.0.50' });
    expect(row.event_data).toEqual({ role: 'moderator', by: 'test' });
    const [stored] = await eventsOfType('security_role_changed');
    expect(stored?.id).toBe(row.id);
  });

  it('records inside a caller transaction and rolls back with it', async () => {
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await recordSecurityEvent(tx, { type: 'security_role_changed', data: { marker: 'rolled-back' } });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const rows = await eventsOfType('security_role_changed');
    expect(rows.some((r) => r.event_data.marker === 'rolled-back')).toBe(false);
  });

  it('keeps NUL and control characters out of the stored data and cuts long strings', async () => {
    const row = await recordSecurityEvent(t.ctx.db, {
      type: 'security_suspicious_input',
      data: { field: 'bio\u0000\u0007x', long: 'a'.repeat(1000) },
      ip: '198.18.0.51',
    });
    expect(row.event_data).toEqual({ field: 'biox', long: 'a'.repeat(200) });
  });

  it('refuses a type without the security_ prefix, and so does the database', async () => {
    await expect(recordSecurityEvent(t.ctx.db, { type: 'login' as never })).rejects.toThrow(/security_/);
    await expect(t.ctx.db.insert(activityEvents).values({ event_type: 'login' })).rejects.toThrow();
    // The underscore is literal: "securityXfoo" is not a security event either.
    await expect(t.ctx.db.insert(activityEvents).values({ event_type: 'securityXfoo' })).rejects.toThrow();
  });
});

describe('failed sign-ins', () => {
  it('are recorded with the e-mail hash, never the e-mail; the 5th for one account raises one alert to content moderators', async () => {
    const moderator = await signUpUser(t);
    await grant(moderator.userId, 'moderator', ['content_moderation']);
    const editor = await signUpUser(t);
    await grant(editor.userId, 'post_production_editor');
    const victim = await signUpUser(t);
    const subject = `email:${emailHash(victim.email)}`;
    const threshold = LIMITS.alertFailedLogins;
    for (let i = 1; i <= threshold + 2; i++) {
      // Each from its own address, so only the account's count reaches the threshold.
      const r = await t.call('signIn', {
        body: { email: victim.email, password: 'Wrong-password-1' },
        headers: { 'x-forwarded-for': freshIp() },
      });
      expect(r.status).toBe(401);
      const alerts = await alertsFor('failed_logins', subject);
      expect(alerts, `after attempt ${i}`).toHaveLength(i < threshold ? 0 : 1);
      expect(await notificationsOf(moderator.userId), `after attempt ${i}`).toHaveLength(i < threshold ? 0 : 1);
    }
    const [alert] = await notificationsOf(moderator.userId);
    expect(alert).toMatchObject({ type: 'system_update', title: SECURITY_MESSAGES.alertTitle, action_url: '/admin' });
    expect(alert?.content).toContain(SECURITY_MESSAGES.failedLogins(threshold, SECURITY_LIMITS.threatWindowSeconds / 60));
    expect(alert?.content).toContain(emailHash(victim.email).slice(0, 12));
    expect(alert?.content).not.toContain(victim.email);
    // Neither a staff member without content_moderation nor the account's owner is told.
    expect(await notificationsOf(editor.userId)).toHaveLength(0);
    expect(await notificationsOf(victim.userId)).toHaveLength(0);
    const events = (await eventsOfType('security_failed_login')).filter((e) => e.event_data.email_hash === emailHash(victim.email));
    expect(events).toHaveLength(threshold + 2);
    const raw = JSON.stringify(events);
    expect(raw).not.toContain(victim.email);
    expect(raw).not.toContain('Wrong-password-1');
    expect(events[0]?.event_data).toMatchObject({ via: 'sign_in' });
  });

  it('from one address at several accounts: the 5th raises an alert for the address', async () => {
    const ip = freshIp();
    for (let i = 1; i <= LIMITS.alertFailedLogins; i++) {
      await t.call('signIn', {
        body: { email: `nobody${i}.${ip}@example.test`, password: 'Wrong-password-1' },
        headers: { 'x-forwarded-for': ip },
      });
    }
    expect(await alertsFor('failed_logins', `ip:${ip}`)).toHaveLength(1);
  });

  it('a wrong current password before a change counts too, against the member', async () => {
    const u = await signUpUser(t);
    const ip = freshIp();
    const r = await t.call('changePassword', {
      token: u.token,
      body: { current_password: 'Not-my-password-9', new_password: 'Another-Long-Pass-77' },
      headers: { 'x-forwarded-for': ip },
    });
    expect(r.status).toBe(400);
    const [e] = await eventsFromIp('security_failed_login', ip);
    expect(e).toMatchObject({ user_id: u.userId, event_data: { via: 'change_password' } });
  });

  it('a successful sign-in records nothing', async () => {
    const u = await signUpUser(t);
    const ip = freshIp();
    expect((await t.call('signIn', { body: { email: u.email, password: u.password }, headers: { 'x-forwarded-for': ip } })).status).toBe(
      200,
    );
    expect(await eventsFromIp('security_failed_login', ip)).toHaveLength(0);
  });
});

describe('the default write throttle', () => {
  it('lets a member make 120 writes in 5 minutes, answers the next with 429 and Retry-After, and records each refusal', async () => {
    const u = await signUpUser(t);
    const ip = freshIp();
    const { max, windowSeconds } = SECURITY_LIMITS.writesPerUser;
    const patch = () =>
      t.call('updateMyProfile', { token: u.token, body: { display_name: 'Busy Bee' }, headers: { 'x-forwarded-for': ip } });
    for (let i = 1; i <= max; i++) {
      const r = await patch();
      expect(r.status, `write ${i}`).toBe(200);
      expect(r.headers.get('ratelimit-remaining'), `write ${i}`).toBe(String(max - i));
    }
    const refused = await patch();
    expect(refused.status).toBe(429);
    expect(refused.error).toMatchObject({ code: 'rate_limited', message: MESSAGES.tooManyRequests });
    expect(refused.headers.get('ratelimit-limit')).toBe(String(max));
    const retry = Number(refused.headers.get('retry-after'));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(windowSeconds);
    const [event] = await eventsFromIp('security_rate_limited', ip);
    expect(event).toMatchObject({
      user_id: u.userId,
      event_data: { limit: 'writesPerUser', bucket: 'writes', method: 'PATCH', route: '/api/v1/profiles/me' },
    });
    // Reads are not throttled by default.
    const read = await t.call('myProfile', { token: u.token, headers: { 'x-forwarded-for': ip } });
    expect(read.status).toBe(200);
    expect(read.headers.get('ratelimit-limit')).toBeNull();

    // 20 refusals from one member (spec §9 "20 rapid requests") raise one alert; more do not raise another.
    for (let i = 2; i <= LIMITS.alertRapidRequests + 3; i++) {
      expect((await patch()).status).toBe(429);
      expect(await alertsFor('rapid_requests', `user:${u.userId}`), `after refusal ${i}`).toHaveLength(
        i < LIMITS.alertRapidRequests ? 0 : 1,
      );
    }
    expect(await alertsFor('rapid_requests', `ip:${ip}`)).toHaveLength(1);
  });

  it('counts anonymous writes per address, before validation', async () => {
    const ip = freshIp();
    const { max } = SECURITY_LIMITS.writesPerIp;
    for (let i = 1; i <= max; i++) {
      // Malformed: the throttle still counts it (a flood of junk is throttled like any other).
      const r = await t.call('refresh', { body: { refresh_token: i % 2 ? 'x'.repeat(40) : 42 }, headers: { 'x-forwarded-for': ip } });
      expect(r.status, `attempt ${i}`).not.toBe(429);
    }
    const r = await t.call('refresh', { body: { refresh_token: 'x'.repeat(40) }, headers: { 'x-forwarded-for': ip } });
    expect(r.status).toBe(429);
    expect((await t.call('refresh', { body: { refresh_token: 'x'.repeat(40) }, headers: { 'x-forwarded-for': freshIp() } })).status).toBe(
      401,
    );
  });

  it('is replaced, not added to, by a route that names its own throttle', async () => {
    const r = await t.call('signIn', {
      body: { email: 'someone@example.test', password: 'Wrong-password-1' },
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect(r.headers.get('ratelimit-limit')).toBe('25');
    const rows = await t.ctx.database.query<{ key: string }>(`select key from rate_limits where key like 'writes:%someone%'`);
    expect(rows).toHaveLength(0);
  });

  it('refuses when the counter cannot be read (spec §8: not allowed), and records the refusal', async () => {
    const u = await signUpUser(t);
    const ip = freshIp();
    await t.ctx.database.query('alter table rate_limits rename to rate_limits_away');
    try {
      const r = await t.call('updateMyProfile', { token: u.token, body: { display_name: 'Blocked' }, headers: { 'x-forwarded-for': ip } });
      expect(r.status).toBe(429);
      expect(r.error?.message).toBe(MESSAGES.tooManyRequests);
    } finally {
      await t.ctx.database.query('alter table rate_limits_away rename to rate_limits');
    }
    const profile = await t.call('myProfile', { token: u.token });
    expect(profile.data.display_name).not.toBe('Blocked');
    expect(await eventsFromIp('security_rate_limited', ip)).toHaveLength(1);
  });
});

describe('suspicious input', () => {
  it('is recorded by field and pattern, never the text; the 3rd from one member raises one alert', async () => {
    const u = await signUpUser(t);
    const ip = freshIp();
    const payloads = ['<script>alert(document.cookie)</script>', '<img src=x onerror=alert(1)>', "x' OR '1'='1", '<svg onload=alert(1)>'];
    for (const [i, bio] of payloads.entries()) {
      const r = await t.call('updateMyProfile', { token: u.token, body: { bio }, headers: { 'x-forwarded-for': ip } });
      expect(r.status).toBe(200);
      expect(await alertsFor('suspicious_patterns', `user:${u.userId}`), `after ${i + 1}`).toHaveLength(
        i + 1 < LIMITS.alertSuspiciousPatterns ? 0 : 1,
      );
    }
    const events = await eventsFromIp('security_suspicious_input', ip);
    expect(events).toHaveLength(payloads.length);
    expect(events[0]).toMatchObject({
      user_id: u.userId,
      event_data: { method: 'PATCH', route: '/api/v1/profiles/me', findings: [{ field: 'body.bio', patterns: ['script_tag'] }] },
    });
    expect(JSON.stringify(events)).not.toContain('alert(');
  });

  it('is seen on public routes and in path parameters, even when the request is refused', async () => {
    const ip = freshIp();
    const r = await fetch(`${t.url}/api/v1/blog/${encodeURIComponent("1' UNION SELECT password FROM users--")}`, {
      headers: { 'x-forwarded-for': ip },
    });
    expect(r.status).toBe(404);
    const anon = await fetch(`${t.url}/api/v1/profiles/me`, {
      method: 'PATCH',
      headers: { 'x-forwarded-for': ip, 'content-type': 'application/json' },
      body: JSON.stringify({ bio: '<script>x</script>' }),
    });
    expect(anon.status).toBe(401);
    const events = await eventsFromIp('security_suspicious_input', ip);
    expect(events.map((e) => e.event_data.findings)).toEqual([
      [{ field: 'params.id', patterns: ['sql_union'] }],
      [{ field: 'body.bio', patterns: ['script_tag'] }],
    ]);
    expect(events.every((e) => e.user_id === null)).toBe(true);
  });

  it('a flood from one source stores at most the budget per window; reads stay cheap', async () => {
    const ip = freshIp();
    const budget = SECURITY_LIMITS.eventsPerSource;
    for (let i = 0; i < budget + 5; i++) {
      const r = await fetch(`${t.url}/api/v1/blog?page=${encodeURIComponent("1' or '1'='1")}`, { headers: { 'x-forwarded-for': ip } });
      expect(r.status).toBeLessThan(500);
    }
    expect(await eventsFromIp('security_suspicious_input', ip)).toHaveLength(budget);
    // The alert was raised long before the budget ran out.
    expect(await alertsFor('suspicious_patterns', `ip:${ip}`)).toHaveLength(1);
  });

  it('a NUL byte is recorded, then refused with 400', async () => {
    const u = await signUpUser(t);
    const ip = freshIp();
    const r = await t.call('updateMyProfile', { token: u.token, body: { bio: 'a\u0000b' }, headers: { 'x-forwarded-for': ip } });
    expect(r.status).toBe(400);
    const [e] = await eventsFromIp('security_suspicious_input', ip);
    expect(e?.event_data.findings).toEqual([{ field: 'body.bio', patterns: ['nul_byte'] }]);
  });

  it('never looks into passwords', async () => {
    const ip = freshIp();
    await t.call('signIn', { body: { email: 'pw@example.test', password: "' OR 1=1 --<script>" }, headers: { 'x-forwarded-for': ip } });
    expect(await eventsFromIp('security_suspicious_input', ip)).toHaveLength(0);
  });
});

describe('GET /api/v1/admin/security-events', () => {
  it('answers 401 signed out and 403 to members and staff without admin or content_moderation', async () => {
    expect((await t.call('securityEvents')).status).toBe(401);
    const member = await signUpUser(t);
    const editor = await signUpUser(t);
    await grant(editor.userId, 'post_production_editor');
    const modNoPerm = await signUpUser(t);
    await grant(modNoPerm.userId, 'moderator', ['staff_management']);
    for (const u of [member, editor, modNoPerm]) {
      const r = await t.call('securityEvents', { token: u.token });
      expect(r.status).toBe(403);
      expect(r.error?.message).toBe(MESSAGES.staffDenied);
    }
  });

  it('lists the last 24 hours newest first for admins and content moderators', async () => {
    const admin = await signUpUser(t);
    await grant(admin.userId, 'admin');
    const moderator = await signUpUser(t);
    await grant(moderator.userId, 'moderator', ['content_moderation']);
    const old = await recordSecurityEvent(t.ctx.db, { type: 'security_role_changed', data: { marker: 'old' } });
    await t.ctx.db.update(activityEvents).set({ created_at: sql`now() - interval '25 hours'` }).where(eq(activityEvents.id, old.id));
    const fresh = await recordSecurityEvent(t.ctx.db, { type: 'security_role_changed', data: { marker: 'fresh' }, ip: '198.18.0.9' });
    for (const u of [admin, moderator]) {
      const r = await t.call('securityEvents', { token: u.token });
      expect(r.status).toBe(200);
      expect(r.data.events[0]).toMatchObject({ id: fresh.id, type: 'security_role_changed', ip: '198.18.0.9', data: { marker: 'fresh' } });
      expect(r.data.events.some((e) => e.id === old.id)).toBe(false);
      const times = r.data.events.map((e) => e.created_at);
      expect([...times].sort().reverse()).toEqual(times);
    }
  });
});

describe('securitySummary', () => {
  it('counts by type, names the busiest addresses and the latest alerts', async () => {
    const since = new Date(Date.now() - 3_600_000);
    const s = await securitySummary(t.ctx, since);
    const byType = Object.fromEntries(s.by_type.map((r) => [r.type, r.count]));
    expect(byType.security_failed_login).toBeGreaterThanOrEqual(LIMITS.alertFailedLogins);
    expect(byType.security_rate_limited).toBeGreaterThanOrEqual(LIMITS.alertRapidRequests);
    expect(byType.security_suspicious_input).toBeGreaterThanOrEqual(LIMITS.alertSuspiciousPatterns);
    expect(s.total).toBe(s.by_type.reduce((n, r) => n + r.count, 0));
    expect(s.top_sources.length).toBeGreaterThan(0);
    expect(s.top_sources.length).toBeLessThanOrEqual(SECURITY_LIMITS.summaryTopSources);
    expect(s.top_sources[0]?.count).toBeGreaterThanOrEqual(s.top_sources.at(-1)?.count ?? 0);
    expect(new Set(s.recent_alerts.map((a) => a.rule))).toEqual(new Set(['failed_logins', 'rapid_requests', 'suspicious_patterns']));
    // Nothing since a moment in the future.
    expect((await securitySummary(t.ctx, new Date(Date.now() + 60_000))).total).toBe(0);
  });
});

describe('member text is sanitized at write time', () => {
  it('profile text loses control characters and bidi overrides; markup stays text for React to escape', async () => {
    const u = await signUpUser(t);
    const r = await t.call('updateMyProfile', {
      token: u.token,
      body: {
        display_name: 'Ada\u0007 \u202eLovelace',
        bio: '  Line one\r\nLine two\u0008 <b>not bold</b>  ',
        location: '\u2066Berlin\u2069',
      },
    });
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({ display_name: 'Ada Lovelace', bio: 'Line one\nLine two <b>not bold</b>', location: 'Berlin' });
  });
});

describe('retention', () => {
  it('a daily job deletes events and alerts older than 90 days, and nothing newer', async () => {
    expect(t.ctx.jobs.kinds()).toContain('security.prune_events');
    const old = await recordSecurityEvent(t.ctx.db, { type: 'security_role_changed', data: { marker: 'ancient' } });
    const recent = await recordSecurityEvent(t.ctx.db, { type: 'security_role_changed', data: { marker: 'recent' } });
    await t.ctx.db.update(activityEvents).set({ created_at: sql`now() - interval '91 days'` }).where(eq(activityEvents.id, old.id));
    await t.ctx.db.update(activityEvents).set({ created_at: sql`now() - interval '89 days'` }).where(eq(activityEvents.id, recent.id));
    expect(await pruneSecurityEvents(t.ctx)).toBe(1);
    const left = await t.ctx.db.select({ id: activityEvents.id }).from(activityEvents).where(eq(activityEvents.id, recent.id));
    expect(left).toHaveLength(1);
    expect(await pruneSecurityEvents(t.ctx)).toBe(0);
  });
});
