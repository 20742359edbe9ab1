import { createHash } from 'node:crypto';
import { API_KEY_PREFIX, API_RATE_LIMIT, DEVELOPER_MESSAGES as D } from '@mb/contract/developer';
import { SUB_USER_MESSAGES as S } from '@mb/contract/enterprise-sub-users';
import { MB_EVENTS_APP_ID } from '@mb/contract/mini-apps';
import { type PublicApiRouteDef, type PublicApiRouteName, publicApiRoutes } from '@mb/contract/public-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render, words } from '../../src/platform/i18n.ts';
import { type NamedMember, namedMember } from '../helpers/profiles.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

// Developer settings (issue 17): API keys (shown once, stored hashed, scoped, expiring, revocable) and
// the public REST API under /api/public/v1, confined to the enterprise's actively linked studios.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});

type ProfileType = 'creator' | 'business' | 'studio' | 'enterprise';
type Member = NamedMember;
const member = (type: ProfileType): Promise<Member> => namedMember(t, 'dk', 'Name', type);
const q = <R = Record<string, unknown>>(text: string, params: unknown[] = []) => t.ctx.database.query<R>(text, params);

async function link(enterprise: Member, studio: Member) {
  const inv = await t.call('inviteStudio', { token: enterprise.token, body: { studio: studio.username } });
  expect(inv.status, JSON.stringify(inv.error)).toBe(201);
  const acc = await t.call('acceptEnterpriseLink', { token: studio.token, params: { id: inv.data.link.id } });
  expect(acc.status, JSON.stringify(acc.error)).toBe(200);
  return inv.data.link.id as string;
}

async function newKey(
  owner: { token: string },
  scopes: string[],
  expires_in: '30' | '90' | '365' | 'never' = 'never',
  name = 'Integration',
) {
  const r = await t.call('createApiKey', { token: owner.token, body: { name, scopes, expires_in } as never });
  expect(r.status, JSON.stringify(r.error)).toBe(201);
  return r.data;
}

/** One call to the public API with `key` (or none). */
async function pub(key: string | null, method: 'GET' | 'POST', path: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (key !== null) headers.authorization = `Bearer ${key}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(t.url + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = (await res.json()) as Record<string, unknown> & { error?: { code: string; message: string } };
  return { status: res.status, headers: res.headers, json };
}

/** A casting call of `studio` with one submitted application by `applicant` (rows straight in: casting's own tests prove the flow). */
async function callWithApplication(studio: Member, applicant: Member) {
  const form = await t.call('createCastingForm', {
    token: studio.token,
    body: { title: 'Form', fields: [{ id: 'name', type: 'text', label: 'Name', required: true }] },
  });
  expect(form.status, JSON.stringify(form.error)).toBe(201);
  const [call] = await q<{ id: string }>(
    `insert into casting_calls (studio_id, form_id, title, role_description, disclosure, deadline)
     values ($1, $2, 'Lead', 'Lead role.', 'Full nudity.', '2030-01-01') returning id`,
    [studio.userId, form.data.id],
  );
  const [app] = await q<{ id: string }>(
    `insert into casting_applications (call_id, applicant_id, answers, disclosure_acknowledged_at, note)
     values ($1, $2, '{"name":"Ada"}'::jsonb, now(), 'private note of the studio') returning id`,
    [call?.id, applicant.userId],
  );
  return { callId: call?.id as string, applicationId: app?.id as string };
}

const ALL_READ = ['profiles:read', 'portfolio:read', 'casting:read', 'events:read'];

describe('managing keys', () => {
  it('the enterprise creates a key: the full key once, only its SHA-256 stored, a prefix in lists, an audit event', async () => {
    const e = await member('enterprise');
    const created = await newKey(e, ['profiles:read', 'casting:read', 'casting:write'], '90', 'Reporting');
    expect(created.secret.startsWith(API_KEY_PREFIX)).toBe(true);
    expect(created.secret.length).toBeGreaterThanOrEqual(API_KEY_PREFIX.length + 32);
    expect(created.key).toMatchObject({ name: 'Reporting', prefix: created.secret.slice(0, API_KEY_PREFIX.length + 4), status: 'active' });
    // One entry per area: casting:write includes casting:read.
    expect(created.key.scopes).toEqual(['profiles:read', 'casting:write']);
    const days = (Date.parse(created.key.expires_at as string) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);

    const [row] = await q<{ secret_hash: string; created_by: string; whole: string }>(
      'select secret_hash, created_by, k::text as whole from api_keys k where id = $1',
      [created.key.id],
    );
    expect(row?.secret_hash).toBe(createHash('sha256').update(created.secret).digest('hex'));
    expect(row?.whole).not.toContain(created.secret.slice(API_KEY_PREFIX.length + 4));
    expect(row?.created_by).toBe(e.userId);

    const list = await t.call('listApiKeys', { token: e.token });
    expect(list.status).toBe(200);
    expect(list.data.can_manage).toBe(true);
    expect(list.data.keys).toHaveLength(1);
    expect(JSON.stringify(list.data)).not.toContain(created.secret);
    expect(list.data.keys[0]).toMatchObject({ id: created.key.id, last_used_at: null, revoked_at: null, created_by: `Name ${e.username}` });

    const audit = await q<{ event_data: Record<string, unknown> }>(
      "select event_data from activity_events where event_type = 'security_api_key_created' and user_id = $1",
      [e.userId],
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]?.event_data).toMatchObject({ by: e.userId, key_id: created.key.id, prefix: created.key.prefix });
    expect(JSON.stringify(audit)).not.toContain(created.secret);
  });

  it('bad input is refused with the field and the words the form shows', async () => {
    const e = await member('enterprise');
    const noName = await t.call('createApiKey', { token: e.token, body: { name: '  ', scopes: ['events:read'], expires_in: '30' } });
    expect(noName.status).toBe(400);
    expect(noName.error?.fields?.name).toBe(D.nameRequired);
    const noScopes = await t.call('createApiKey', { token: e.token, body: { name: 'x', scopes: [], expires_in: '30' } });
    expect(noScopes.error?.fields?.scopes).toBe(D.scopesRequired);
    const badScope = await t.call('createApiKey', {
      token: e.token,
      body: { name: 'x', scopes: ['admin:write'], expires_in: '30' } as never,
    });
    expect(badScope.status).toBe(400);
    const badExpiry = await t.call('createApiKey', {
      token: e.token,
      body: { name: 'x', scopes: ['events:read'], expires_in: '7' } as never,
    });
    expect(badExpiry.error?.fields?.expires_in).toBe(D.expiryInvalid);
    expect((await q('select 1 from api_keys where enterprise_id = $1', [e.userId])).length).toBe(0);
  });

  it('revoking: the owner only, once, audited; a revoked key stays listed', async () => {
    const e = await member('enterprise');
    const other = await member('enterprise');
    const { key } = await newKey(e, ['events:read']);
    const stranger = await t.call('revokeApiKey', { token: other.token, params: { id: key.id } });
    expect(stranger.status).toBe(404);
    const r = await t.call('revokeApiKey', { token: e.token, params: { id: key.id } });
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({ id: key.id, status: 'revoked' });
    expect(r.data.revoked_at).not.toBeNull();
    const again = await t.call('revokeApiKey', { token: e.token, params: { id: key.id } });
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe(D.alreadyRevoked);
    const list = await t.call('listApiKeys', { token: e.token });
    expect(list.data.keys.map((k) => k.status)).toEqual(['revoked']);
    const audit = await q("select 1 from activity_events where event_type = 'security_api_key_revoked' and user_id = $1", [e.userId]);
    expect(audit).toHaveLength(1);
  });

  it('only enterprise accounts have keys; a studio session made by the enterprise may not manage them', async () => {
    for (const type of ['creator', 'business', 'studio'] as const) {
      const m = await member(type);
      const r = await t.call('listApiKeys', { token: m.token });
      expect(r.status).toBe(403);
      expect(r.error?.message).toBe(D.enterpriseOnly);
      expect(
        (await t.call('createApiKey', { token: m.token, body: { name: 'x', scopes: ['events:read'], expires_in: '30' } })).status,
      ).toBe(403);
    }
    const e = await member('enterprise');
    const s = await member('studio');
    await link(e, s);
    const sw = await t.call('useLinkedAccount', { token: e.token, params: { id: s.userId } });
    expect(sw.status).toBe(200);
    const asStudio = sw.data.session.access_token as string;
    expect((await t.call('listApiKeys', { token: asStudio })).status).toBe(403);
    expect((await t.call('createApiKey', { token: asStudio, body: { name: 'x', scopes: ['events:read'], expires_in: '30' } })).status).toBe(
      403,
    );
  });

  it('sub-users: an Admin creates and revokes (named as the creator); a Manager and a Viewer see the list only', async () => {
    const e = await member('enterprise');
    const as = async (role: 'admin' | 'manager' | 'viewer') => {
      const u = await member('creator');
      const r = await t.call('inviteSubUser', { token: e.token, body: { email: u.email, role } });
      expect(r.status, JSON.stringify(r.error)).toBe(201);
      const [mail] = await q<{ text_body: string }>(
        "select text_body from mail_outbox where kind = 'enterprise_sub_user_invitation' and to_address = $1",
        [u.email],
      );
      const token = decodeURIComponent(/token=([A-Za-z0-9_%-]+)/.exec(mail?.text_body ?? '')?.[1] ?? '');
      expect((await t.call('acceptSubUserInvitation', { token: u.token, body: { token } })).status).toBe(200);
      const sw = await t.call('useLinkedAccount', { token: u.token, params: { id: e.userId } });
      expect(sw.status).toBe(200);
      return { u, token: sw.data.session.access_token as string };
    };
    const admin = await as('admin');
    const made = await newKey(admin, ['events:read']);
    expect(made.key.created_by).toBe(`Name ${admin.u.username}`);
    const [audit] = await q<{ event_data: Record<string, unknown> }>(
      "select event_data from activity_events where event_type = 'security_api_key_created' and user_id = $1",
      [e.userId],
    );
    expect(audit?.event_data).toMatchObject({ by: admin.u.userId, role: 'admin' });

    for (const [role, message] of [
      ['manager', S.managerRefused],
      ['viewer', S.viewerReadOnly],
    ] as const) {
      const sub = await as(role);
      const list = await t.call('listApiKeys', { token: sub.token });
      expect(list.status).toBe(200);
      expect(list.data.can_manage).toBe(false);
      expect(list.data.keys.map((k) => k.id)).toEqual([made.key.id]);
      const c = await t.call('createApiKey', { token: sub.token, body: { name: 'x', scopes: ['events:read'], expires_in: '30' } });
      expect(c.status).toBe(403);
      expect(c.error?.message).toBe(message);
      const r = await t.call('revokeApiKey', { token: sub.token, params: { id: made.key.id } });
      expect(r.status).toBe(403);
    }
    expect((await t.call('revokeApiKey', { token: admin.token, params: { id: made.key.id } })).status).toBe(200);
  });
});

describe('the public API', () => {
  let a: Member;
  let studio: Member;
  let otherStudio: Member;
  let applicant: Member;
  let call: { callId: string; applicationId: string };
  let otherCall: { callId: string; applicationId: string };
  let linkId: string;

  beforeAll(async () => {
    a = await member('enterprise');
    const b = await member('enterprise');
    studio = await member('studio');
    otherStudio = await member('studio');
    applicant = await member('creator');
    linkId = await link(a, studio);
    await link(b, otherStudio);
    call = await callWithApplication(studio, applicant);
    otherCall = await callWithApplication(otherStudio, applicant);
    await q(
      `insert into portfolio_items (owner_id, kind, thumb_key, full_key, size_bytes, views_count, likes_count, moderation_status)
       values ($1, 'image', 'x/t.webp', 'x/f.webp', 10, 7, 3, 'approved'), ($1, 'video', 'x/t2.webp', 'x/f2.mp4', 10, 5, 1, 'pending')`,
      [studio.userId],
    );
  });

  it('a key reads its enterprise’s linked studios, with rate-limit headers on every answer', async () => {
    const { secret } = await newKey(a, ALL_READ);
    const list = await pub(secret, 'GET', '/api/public/v1/studios');
    expect(list.status).toBe(200);
    expect(list.json.studios).toEqual([
      expect.objectContaining({ id: studio.userId, username: studio.username, display_name: `Name ${studio.username}` }),
    ]);
    expect(list.headers.get('ratelimit-limit')).toBe(String(API_RATE_LIMIT.max));
    expect(Number(list.headers.get('ratelimit-remaining'))).toBe(API_RATE_LIMIT.max - 1);
    expect(Number(list.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    expect(list.headers.get('cache-control')).toBe('no-store');

    const profile = await pub(secret, 'GET', `/api/public/v1/studios/${studio.userId}`);
    expect(profile.status).toBe(200);
    expect(profile.json.studio).toMatchObject({ id: studio.userId, username: studio.username, visibility: 'public' });

    const stats = await pub(secret, 'GET', `/api/public/v1/studios/${studio.userId}/portfolio/stats`);
    expect(stats.json.stats).toEqual({
      studio_id: studio.userId,
      items: 2,
      images: 1,
      videos: 1,
      public_items: 1,
      albums: 0,
      views: 12,
      likes: 4,
    });

    const calls = await pub(secret, 'GET', `/api/public/v1/studios/${studio.userId}/casting/calls`);
    expect(calls.status).toBe(200);
    expect(calls.json.calls).toEqual([expect.objectContaining({ id: call.callId, title: 'Lead', applicants: 1 })]);

    const apps = await pub(secret, 'GET', `/api/public/v1/studios/${studio.userId}/casting/calls/${call.callId}/applications`);
    expect(apps.status).toBe(200);
    const [application] = apps.json.applications as Record<string, unknown>[];
    expect(application).toMatchObject({ id: call.applicationId, status: 'submitted', answers: { name: 'Ada' } });
    expect(application?.applicant).toMatchObject({ id: applicant.userId, username: applicant.username });
    // Never what the studio does not see, nor its private notes.
    expect(JSON.stringify(apps.json)).not.toContain(applicant.email);
    expect(JSON.stringify(apps.json)).not.toContain('private note');

    const noEvents = await pub(secret, 'GET', `/api/public/v1/studios/${studio.userId}/events`);
    expect(noEvents.json).toEqual({ events: [] });
    // Installed straight in (the app store's own tests prove who may install it).
    await q("insert into mb_app_installations (user_id, app_id, status) values ($1, $2, 'active')", [studio.userId, MB_EVENTS_APP_ID]);
    await q(`insert into events (organizer_id, title, status, published_at) values ($1, 'Mixer', 'published', now())`, [studio.userId]);
    const withEvents = await pub(secret, 'GET', `/api/public/v1/studios/${studio.userId}/events`);
    expect(withEvents.status).toBe(200);
    expect(withEvents.json.events).toEqual([expect.objectContaining({ title: 'Mixer', status: 'published' })]);
  });

  it('casting:write changes an application’s status through casting’s rules; casting:read alone is 403', async () => {
    const reader = await newKey(a, ['casting:read']);
    const writer = await newKey(a, ['casting:write']);
    const path = `/api/public/v1/studios/${studio.userId}/casting/applications/${call.applicationId}/status`;
    const refused = await pub(reader.secret, 'POST', path, { status: 'shortlisted' });
    expect(refused.status).toBe(403);
    expect(refused.json.error?.message).toBe(render('en', words(D.scopeMissing, { scope: 'casting:write' })));
    const bad = await pub(writer.secret, 'POST', path, { status: 'offered' });
    expect(bad.status).toBe(400);
    const ok = await pub(writer.secret, 'POST', path, { status: 'shortlisted' });
    expect(ok.status).toBe(200);
    expect((ok.json.application as { status: string }).status).toBe('shortlisted');
    const rejected = await pub(writer.secret, 'POST', path, { status: 'rejected' });
    expect(rejected.status).toBe(200);
    // The applicant is told, as when the studio rejects in the app.
    const told = await q("select 1 from notifications where user_id = $1 and title like 'Your application to Lead%'", [applicant.userId]);
    expect(told.length).toBe(1);
    // Casting's rule: a rejected application is closed.
    expect((await pub(writer.secret, 'POST', path, { status: 'shortlisted' })).status).toBe(409);
    // Another studio's application through this studio's path: 404.
    const elsewhere = `/api/public/v1/studios/${studio.userId}/casting/applications/${otherCall.applicationId}/status`;
    expect((await pub(writer.secret, 'POST', elsewhere, { status: 'shortlisted' })).status).toBe(404);
  });

  it('missing, unknown, revoked and expired keys are 401 with a JSON error', async () => {
    const path = '/api/public/v1/studios';
    const none = await pub(null, 'GET', path);
    expect(none.status).toBe(401);
    expect(none.json.error).toMatchObject({ code: 'unauthenticated', message: D.keyMissing });
    expect((await pub(`${API_KEY_PREFIX}nottherealkeyatallxxxxxxxxxxxxxxxxx`, 'GET', path)).json.error?.message).toBe(D.keyUnknown);
    expect((await pub('some-session-token', 'GET', path)).status).toBe(401);
    // A member's own access token is not a key.
    expect((await pub(a.token, 'GET', path)).status).toBe(401);

    const revoked = await newKey(a, ALL_READ);
    expect((await pub(revoked.secret, 'GET', path)).status).toBe(200);
    await t.call('revokeApiKey', { token: a.token, params: { id: revoked.key.id } });
    const r = await pub(revoked.secret, 'GET', path);
    expect(r.status).toBe(401);
    expect(r.json.error?.message).toBe(D.keyRevoked);

    const expiring = await newKey(a, ALL_READ, '30');
    expect((await pub(expiring.secret, 'GET', path)).status).toBe(200);
    await q(`update api_keys set expires_at = now() - interval '1 second' where id = $1`, [expiring.key.id]);
    const x = await pub(expiring.secret, 'GET', path);
    expect(x.status).toBe(401);
    expect(x.json.error?.message).toBe(D.keyExpired);
    const list = await t.call('listApiKeys', { token: a.token });
    expect(list.data.keys.find((k) => k.id === expiring.key.id)?.status).toBe('expired');
  });

  it('last used is written on use, at most once a minute', async () => {
    const { key, secret } = await newKey(a, ALL_READ);
    const lastUsed = async () =>
      (await q<{ last_used_at: Date | null }>('select last_used_at from api_keys where id = $1', [key.id]))[0]?.last_used_at ?? null;
    expect(await lastUsed()).toBeNull();
    await pub(secret, 'GET', '/api/public/v1/studios');
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await pub(secret, 'GET', '/api/public/v1/studios');
    expect((await lastUsed())?.getTime()).toBe(first?.getTime());
    await q(`update api_keys set last_used_at = now() - interval '2 minutes' where id = $1`, [key.id]);
    await pub(secret, 'GET', '/api/public/v1/studios');
    expect(Date.now() - ((await lastUsed())?.getTime() ?? 0)).toBeLessThan(30_000);
    const listed = await t.call('listApiKeys', { token: a.token });
    expect(listed.data.keys.find((k) => k.id === key.id)?.last_used_at).not.toBeNull();
  });

  it('past the per-key limit: 429 with Retry-After and the headers; other keys are unaffected', async () => {
    const spent = await newKey(a, ALL_READ);
    const fresh = await newKey(a, ALL_READ);
    expect((await pub(spent.secret, 'GET', '/api/public/v1/studios')).status).toBe(200);
    await q('update rate_limits set count = $2 where key = $1', [`public-api:key:${spent.key.id}`, API_RATE_LIMIT.max]);
    const r = await pub(spent.secret, 'GET', '/api/public/v1/studios');
    expect(r.status).toBe(429);
    expect(r.json.error).toMatchObject({ code: 'rate_limited', message: D.rateLimited });
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(r.headers.get('ratelimit-remaining')).toBe('0');
    expect(r.headers.get('ratelimit-limit')).toBe(String(API_RATE_LIMIT.max));
    expect((await pub(fresh.secret, 'GET', '/api/public/v1/studios')).status).toBe(200);
  });

  it('malformed input is a 400, never a 500', async () => {
    const { secret } = await newKey(a, ['casting:write', 'profiles:read']);
    const status = `/api/public/v1/studios/${studio.userId}/casting/applications/${call.applicationId}/status`;
    expect((await pub(secret, 'GET', '/api/public/v1/studios/not-a-uuid')).status).toBe(400);
    expect((await pub(secret, 'GET', '/api/public/v1/studios/%00')).status).toBe(400);
    expect((await pub(secret, 'POST', status, { status: 'short\u0000listed' })).status).toBe(400);
    expect((await pub(secret, 'POST', status, [1, 2])).status).toBe(400);
    expect((await pub(secret, 'POST', status, { status: 'x'.repeat(200_000) })).status).toBe(400);
    const raw = await fetch(t.url + status, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(raw.status).toBe(400);
  });

  it('an unlinked studio’s data is 404 at once', async () => {
    const { secret } = await newKey(a, ALL_READ);
    expect((await pub(secret, 'GET', `/api/public/v1/studios/${studio.userId}`)).status).toBe(200);
    expect((await t.call('unlinkEnterpriseStudio', { token: a.token, params: { id: linkId } })).status).toBe(200);
    const r = await pub(secret, 'GET', `/api/public/v1/studios/${studio.userId}`);
    expect(r.status).toBe(404);
    expect(r.json.error?.message).toBe(D.studioNotFound);
    expect((await pub(secret, 'GET', '/api/public/v1/studios')).json.studios).toEqual([]);
    linkId = await link(a, studio);
  });
});

describe('authorization matrix of the public API (keys confined to their scope and their studios)', () => {
  const entries = Object.entries(publicApiRoutes) as [PublicApiRouteName, PublicApiRouteDef][];

  it('every route, by every kind of key: no key 401, revoked 401, wrong scope 403, another enterprise’s studio 404, right scope passes; refusals change nothing', async () => {
    const a = await member('enterprise');
    const b = await member('enterprise');
    const mine = await member('studio');
    const theirs = await member('studio');
    await link(a, mine);
    await link(b, theirs);
    const applicant = await member('creator');
    const own = await callWithApplication(mine, applicant);
    const other = await callWithApplication(theirs, applicant);
    const full = await newKey(a, ['profiles:write', 'portfolio:write', 'casting:write', 'events:write']);
    const revoked = await newKey(a, ['profiles:write', 'portfolio:write', 'casting:write', 'events:write']);
    await t.call('revokeApiKey', { token: a.token, params: { id: revoked.key.id } });
    const pathFor = (def: PublicApiRouteDef, studioId: string, ids: { callId: string; applicationId: string }) =>
      def.path.replace(':studioId', studioId).replace(':callId', ids.callId).replace(':applicationId', ids.applicationId);
    const bodyFor = (def: PublicApiRouteDef) => (def.method === 'POST' ? { status: 'shortlisted' } : undefined);
    const digest = async () =>
      JSON.stringify(
        await q('select id, status, updated_at from casting_applications where id = any($1) order by id', [
          [own.applicationId, other.applicationId],
        ]),
      );

    for (const [name, def] of entries) {
      const before = await digest();
      const path = pathFor(def, mine.userId, own);
      expect((await pub(null, def.method, path, bodyFor(def))).status, `${name} without a key`).toBe(401);
      expect((await pub(revoked.secret, def.method, path, bodyFor(def))).status, `${name} with a revoked key`).toBe(401);
      expect((await pub(a.token, def.method, path, bodyFor(def))).status, `${name} with a member session`).toBe(401);
      if (def.scope) {
        // Every scope but the one the route needs (and, for a read, but its area's write).
        const others = ['profiles', 'portfolio', 'casting', 'events'].filter((x) => x !== def.scope?.area).map((x) => `${x}:write`);
        if (def.scope.level === 'write') others.push(`${def.scope.area}:read`);
        const lacking = await newKey(a, others);
        const r = await pub(lacking.secret, def.method, path, bodyFor(def));
        expect(r.status, `${name} without ${def.scope.area}:${def.scope.level}`).toBe(403);
        expect(r.json.error?.message).toBe(render('en', words(D.scopeMissing, { scope: `${def.scope.area}:${def.scope.level}` })));
        if (def.path.includes(':studioId')) {
          const foreign = await pub(full.secret, def.method, pathFor(def, theirs.userId, other), bodyFor(def));
          expect(foreign.status, `${name} on a studio linked only to another enterprise`).toBe(404);
        }
      }
      expect(await digest(), `${name}: refused calls changed nothing`).toBe(before);
      const ok = await pub(full.secret, def.method, path, bodyFor(def));
      expect(ok.status, `${name} with the right key: ${JSON.stringify(ok.json)}`).toBe(200);
      expect(ok.headers.get('ratelimit-limit')).toBe(String(API_RATE_LIMIT.max));
    }
  });

  it('the OpenAPI 3.1 document lists every route with its scope, parameters and the key scheme', async () => {
    const r = await t.call('publicApiDocument');
    expect(r.status).toBe(200);
    const doc = r.data as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string; 'x-scope': string | null; parameters?: { name: string }[] }>>;
      components: unknown;
    };
    expect(doc.openapi).toBe('3.1.0');
    for (const [name, def] of entries) {
      const op = doc.paths[def.path.replace(/:([A-Za-z_]+)/g, '{$1}')]?.[def.method.toLowerCase()];
      expect(op?.operationId, name).toBe(name);
      expect(op?.['x-scope']).toBe(def.scope ? `${def.scope.area}:${def.scope.level}` : null);
      for (const p of def.path.matchAll(/:([A-Za-z_]+)/g)) expect(op?.parameters?.map((x) => x.name)).toContain(p[1]);
    }
    expect(JSON.stringify(doc.components)).toContain('bearer');
  });
});
