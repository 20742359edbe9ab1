import { BLOCK_MESSAGES } from '@mb/contract/blocks';
import { COLLAB_MESSAGES } from '@mb/contract/collabs';
import { EVENT_MESSAGES } from '@mb/contract/events';
import { STAFF_ADMIN_MESSAGES } from '@mb/contract/ui-text';
import { WEBHOOK_MESSAGES } from '@mb/contract/webhooks';
import { Secret, TOTP } from 'otpauth';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as accounts from '../../src/features/admin/accounts.ts';
import { currentHub } from '../../src/features/compliance/service.ts';
import { staffRoles } from '../../src/features/staff/schema.ts';
import { relyingParty } from '../../src/features/twofactor/service.ts';
import { namedMember } from '../helpers/profiles.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { softPasskey } from '../helpers/webauthn.ts';

// Issue 31 (the outside security probe): ids in any case, the last administrator, impossible dates,
// outgoing addresses, PDF metadata and sessions left open when two-factor sign-in is turned on.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

type Member = Awaited<ReturnType<typeof signUpUser>>;
const upper = (id: string) => id.toUpperCase();

/** Runs `fn` with private targets refused, as in production (the setting is read on every check). */
async function asInProduction<T>(fn: () => Promise<T>): Promise<T> {
  const config = t.ctx.config as { WEBHOOKS_ALLOW_PRIVATE?: 'on' | 'off' };
  config.WEBHOOKS_ALLOW_PRIVATE = 'off';
  try {
    return await fn();
  } finally {
    config.WEBHOOKS_ALLOW_PRIVATE = undefined;
  }
}

describe('an own id in upper case is still one’s own', () => {
  let admin: Member;
  beforeAll(async () => {
    admin = await signUpUser(t);
    await t.ctx.db
      .insert(staffRoles)
      .values({ user_id: admin.userId, role: 'admin', permissions: ['staff_management', 'content_moderation'] });
  });

  it('an admin cannot demote or suspend themselves by writing their id in capitals', async () => {
    const demote = await t.call('adminSetStaffRole', {
      token: admin.token,
      params: { id: upper(admin.userId) },
      body: { role: 'moderator', permissions: [] },
    });
    expect(demote.status).toBe(403);
    expect(demote.error?.message).toBe(STAFF_ADMIN_MESSAGES.notYourself);
    const suspend = await t.call('adminSuspend', { token: admin.token, params: { id: upper(admin.userId) }, body: { reason: 'probe' } });
    expect(suspend.status).toBe(403);
    expect(suspend.error?.message).toBe(STAFF_ADMIN_MESSAGES.notYourself);
    const revoke = await t.call('adminRevokeStaffRole', { token: admin.token, params: { id: upper(admin.userId) } });
    expect(revoke.status).toBe(403);
    const me = await t.call('myStaffStatus', { token: admin.token });
    expect(me.data).toMatchObject({ is_admin: true, role: 'admin' });
  });

  it('another member’s id in capitals works as in lower case', async () => {
    const m = await signUpUser(t);
    const r = await t.call('adminMember', { token: admin.token, params: { id: upper(m.userId) } });
    expect(r.status).toBe(200);
    expect(r.data.id).toBe(m.userId);
  });

  it('blocking or muting oneself in capitals is a 400 with the message, not a 500', async () => {
    const m = await signUpUser(t);
    for (const route of ['block', 'mute'] as const) {
      const r = await t.call(route, { token: m.token, params: { userId: upper(m.userId) } });
      expect(r.status, route).toBe(400);
      expect(r.error?.message).toBe(BLOCK_MESSAGES.notYourself);
    }
  });
});

describe('the last active administrator who manages staff stays one', () => {
  it('cannot be demoted, revoked or suspended by anyone, even by an admin whose own suspension is under way', async () => {
    // A fresh database: the rule counts every admin, so this one holds only the two made here.
    const own = await startTestApp();
    try {
      const a = await signUpUser(own);
      const b = await signUpUser(own);
      await own.ctx.db.insert(staffRoles).values([
        { user_id: a.userId, role: 'admin', permissions: ['staff_management'] },
        { user_id: b.userId, role: 'admin', permissions: ['staff_management'] },
      ]);
      // a suspends b: a is still there, so this is allowed.
      expect((await own.call('adminSuspend', { token: a.token, params: { id: b.userId }, body: { reason: 'left' } })).status).toBe(200);
      // b's request was already past its access check when the suspension landed (b's sessions are gone
      // now, so the race is played on the service): a is the last active admin and stays one.
      const bActor = { userId: b.userId, sessionId: 'in-flight' } as Parameters<typeof accounts.setStaffRole>[1];
      for (const attempt of [
        () => accounts.setStaffRole(own.ctx, bActor, a.userId, { role: 'moderator', permissions: [] }),
        () => accounts.setStaffRole(own.ctx, bActor, a.userId, { role: 'admin', permissions: [] }),
        () => accounts.revokeStaffRole(own.ctx, bActor, a.userId),
        () => accounts.suspendMember(own.ctx, bActor, a.userId, 'take over'),
      ]) {
        await expect(attempt()).rejects.toMatchObject({ code: 'conflict', message: STAFF_ADMIN_MESSAGES.lastAdmin });
      }
      const me = await own.call('myStaffStatus', { token: a.token });
      expect(me.data).toMatchObject({ is_admin: true, permissions: ['staff_management'] });
      expect((await own.call('me', { token: a.token })).status).toBe(200);

      // With another active admin, the same change is allowed.
      const c = await signUpUser(own);
      await own.call('adminSetStaffRole', {
        token: a.token,
        params: { id: c.userId },
        body: { role: 'admin', permissions: ['staff_management'] },
      });
      const demoteC = await own.call('adminSetStaffRole', {
        token: a.token,
        params: { id: c.userId },
        body: { role: 'moderator', permissions: [] },
      });
      expect(demoteC.status).toBe(200);
    } finally {
      await own.close();
    }
  });
});

describe('impossible dates are a 400 naming the field', () => {
  const inDays = (n: number, hour = 20) => {
    const d = new Date(Date.now() + n * 86_400_000);
    return `${d.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;
  };
  const draft = (over: Record<string, unknown> = {}) => ({
    title: 'After-party',
    category: 'party',
    location: 'Berlin, Germany',
    starts_local: inDays(10, 20),
    ends_local: inDays(10, 23),
    timezone: 'Europe/Berlin',
    capacity: 100,
    ticket_kind: 'free',
    ...over,
  });

  it('events: starts_local and ends_local, on create and on edit', async () => {
    const organizer = await signUpUser(t);
    await t.ctx.database.query("insert into mb_app_installations (user_id, app_id, status) values ($1, 'mb-events', 'active')", [
      organizer.userId,
    ]);
    for (const [field, value] of [
      ['starts_local', 'not-a-date'],
      ['starts_local', '2026-02-31T20:00'],
      ['ends_local', '2027-13-01T20:00'],
      ['ends_local', '2027-01-01T24:00'],
    ] as const) {
      const r = await t.call('createOrganizedEvent', { token: organizer.token, body: draft({ [field]: value }) });
      expect(r.status, `${field} ${value}`).toBe(400);
      expect(r.error?.fields?.[field]).toBe(EVENT_MESSAGES.badDateTime);
    }
    const made = await t.call('createOrganizedEvent', { token: organizer.token, body: draft() });
    expect(made.status, JSON.stringify(made.error)).toBe(201);
    const patch = await t.call('updateOrganizedEvent', {
      token: organizer.token,
      params: { id: made.data.id },
      body: { starts_local: '2027-02-29T10:00', ends_local: 'soon' },
    });
    expect(patch.status).toBe(400);
    expect(patch.error?.fields).toMatchObject({ starts_local: EVENT_MESSAGES.badDateTime, ends_local: EVENT_MESSAGES.badDateTime });
    // A leap day is a day.
    const leap = await t.call('updateOrganizedEvent', {
      token: organizer.token,
      params: { id: made.data.id },
      body: { starts_local: '2028-02-29T10:00', ends_local: '2028-02-29T12:00' },
    });
    expect(leap.status, JSON.stringify(leap.error)).toBe(200);
  });

  it('collaborations: starts_on, ends_on (create and edit) and a task’s due_on', async () => {
    const owner = await namedMember(t, 'hard', 'Owner');
    for (const field of ['starts_on', 'ends_on'] as const) {
      const r = await t.call('createCollab', { token: owner.token, body: { title: 'Shoot', [field]: '2026-02-31' } });
      expect(r.status, field).toBe(400);
      expect(r.error?.fields?.[field]).toBe(COLLAB_MESSAGES.badDate);
    }
    const made = await t.call('createCollab', { token: owner.token, body: { title: 'Shoot', starts_on: '2027-01-10' } });
    expect(made.status).toBe(201);
    const id = made.data.id;
    const edit = await t.call('updateCollab', { token: owner.token, params: { id }, body: { ends_on: '2027-04-31' } });
    expect(edit.status).toBe(400);
    expect(edit.error?.fields?.ends_on).toBe(COLLAB_MESSAGES.badDate);
    const task = await t.call('createCollabTask', {
      token: owner.token,
      params: { id },
      body: { title: 'Book the van', due_on: '2027-02-30' },
    });
    expect(task.status).toBe(400);
    expect(task.error?.fields?.due_on).toBe(COLLAB_MESSAGES.badDate);
    const ok = await t.call('createCollabTask', {
      token: owner.token,
      params: { id },
      body: { title: 'Book the van', due_on: '2027-02-28' },
    });
    expect(ok.status).toBe(201);
    const moved = await t.call('updateCollabTask', {
      token: owner.token,
      params: { id, taskId: ok.data.id },
      body: { due_on: '2027-06-31' },
    });
    expect(moved.status).toBe(400);
    expect(moved.error?.fields?.due_on).toBe(COLLAB_MESSAGES.badDate);
  });
});

describe('outgoing addresses go through the one check', () => {
  it('webhooks refuse IPv4 hidden in IPv6 (compatible, mapped, NAT64, 6to4) outside an allowed setting', async () => {
    const enterprise = await namedMember(t, 'hard_ent', 'Acme', 'enterprise');
    await asInProduction(async () => {
      for (const url of [
        'https://[::127.0.0.1]/hook',
        'https://[::7f00:1]/hook',
        'https://[::ffff:169.254.169.254]/latest',
        'https://[::ffff:0:a00:1]/hook',
        'https://[64:ff9b::a9fe:a9fe]/latest',
        'https://[2002:7f00:1::]/hook',
        'https://[fe80::1]/hook',
        'https://printer.local/hook',
      ]) {
        const r = await t.call('createWebhook', {
          token: enterprise.token,
          body: { url, description: '', event_types: ['application.created'], enabled: true },
        });
        expect(r.status, url).toBe(400);
        expect(r.error?.fields?.url, url).toBe(WEBHOOK_MESSAGES.urlPrivate);
      }
    });
  });

  it('the compliance hub URL an admin saves: https and a public host in production', async () => {
    const admin = await signUpUser(t);
    await t.ctx.db.insert(staffRoles).values({ user_id: admin.userId, role: 'admin', permissions: ['staff_management'] });
    const save = (url: string) => t.call('adminUpdateSettings', { token: admin.token, body: { compliance_hub_base_url: url } });
    await asInProduction(async () => {
      const plain = await save('http://127.0.0.1:8080');
      expect(plain.status).toBe(400);
      expect(plain.error?.fields?.compliance_hub_base_url).toBe(STAFF_ADMIN_MESSAGES.hubUrlHttps);
      for (const url of ['https://169.254.169.254', 'https://[::127.0.0.1]', 'https://10.0.0.7/hub', 'https://hub.internal']) {
        const r = await save(url);
        expect(r.status, url).toBe(400);
        expect(r.error?.fields?.compliance_hub_base_url, url).toBe(STAFF_ADMIN_MESSAGES.hubUrlPrivate);
      }
      expect((await save('https://user:pw@hub.example.test')).error?.fields?.compliance_hub_base_url).toBe(
        STAFF_ADMIN_MESSAGES.hubUrlCredentials,
      );
      expect((await save('https://hub.example.test')).status).toBe(200);
    });
    // Outside production (development, tests) a hub on this machine may be used.
    expect((await save('http://127.0.0.1:8080')).status).toBe(200);
    await save('');
  });

  it('a hub URL stored before the rule is refused at the connection: no member e-mail leaves for a private address', async () => {
    let reached = 0;
    const { createServer } = await import('node:http');
    const trap = createServer((_req, res) => {
      reached++;
      res.end('{}');
    });
    await new Promise<void>((r) => trap.listen(0, '127.0.0.1', r));
    const port = (trap.address() as { port: number }).port;
    await t.ctx.database.query(
      "insert into platform_settings (key, value) values ('compliance_hub_base_url', $1), ('compliance_hub_api_key', '\"k-12345678\"'), ('compliance_hub_api_secret', '\"s-12345678\"') on conflict (key) do update set value = excluded.value",
      [JSON.stringify(`https://127.0.0.1:${port}`)],
    );
    try {
      await asInProduction(async () => {
        const hub = await currentHub(t.ctx);
        await expect(hub.ssoExchange('member@example.test', '/dashboard')).rejects.toThrow(/private or local address|refused/);
      });
      expect(reached).toBe(0);
    } finally {
      await t.ctx.database.query("delete from platform_settings where key like 'compliance_hub_%'");
      await new Promise((r) => trap.close(r));
    }
  });
});

/** A one-page PDF whose information dictionary and XMP name a person and their software, readable in the bytes. */
async function pdfWithMetadata() {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.addPage([200, 200]);
  const info = doc.context.obj({
    Author: PDFString.of('Jane Private'),
    Creator: PDFString.of('SecretWriter 9'),
    Producer: PDFString.of('HomeOffice PDF'),
    Title: PDFString.of('Contract draft for Jane'),
  });
  doc.context.trailerInfo.Info = doc.context.register(info);
  const xmp = doc.context.stream('<x:xmpmeta><dc:creator>Jane Private</dc:creator></x:xmpmeta>', {
    Type: 'Metadata',
    Subtype: 'XML',
  });
  doc.catalog.set(PDFName.of('Metadata'), doc.context.register(xmp));
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

describe('PDFs lose their author, creator and XMP', () => {
  it('on /uploads: what is served names nobody, and still opens', async () => {
    const u = await signUpUser(t);
    const original = await pdfWithMetadata();
    for (const secret of ['Jane Private', 'SecretWriter 9', 'HomeOffice PDF', 'Contract draft'])
      expect(original.includes(secret)).toBe(true);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(original)], { type: 'application/pdf' }), 'contract.pdf');
    const res = await fetch(`${t.url}/api/v1/uploads`, { method: 'POST', headers: { authorization: `Bearer ${u.token}` }, body: form });
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    const served = Buffer.from(await (await fetch(t.url + url)).arrayBuffer());
    for (const secret of ['Jane Private', 'SecretWriter 9', 'HomeOffice PDF', 'Contract draft', 'xmpmeta', '/Metadata'])
      expect(served.includes(secret), secret).toBe(false);
    const back = await PDFDocument.load(served, { updateMetadata: false });
    expect(back.getPageCount()).toBe(1);
    expect([back.getAuthor(), back.getCreator(), back.getProducer(), back.getTitle()]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('a PDF that cannot be opened is refused, not stored as it came', async () => {
    const u = await signUpUser(t);
    const form = new FormData();
    const broken = Buffer.from(
      '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n3 0 obj << /Filter /Standard /V 1 /R 2 /O (x) /U (y) /P -4 >> endobj\ntrailer << /Root 1 0 R /Encrypt 3 0 R >>\n%%EOF\n',
    );
    form.append('file', new Blob([new Uint8Array(broken)], { type: 'application/pdf' }), 'locked.pdf');
    const res = await fetch(`${t.url}/api/v1/uploads`, { method: 'POST', headers: { authorization: `Bearer ${u.token}` }, body: form });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: { fields: { file: string } } }).error.fields.file).toMatch(/damaged or encrypted/);
  });
});

describe('turning two-factor sign-in on can sign out the other sessions', () => {
  const codeAt = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
  const secondSession = async (u: Member) => {
    const r = await t.call('signIn', { body: { email: u.email, password: u.password } });
    expect(r.status).toBe(200);
    return r.data.access_token;
  };

  it('authenticator app: with sign_out_others the session opened before with the password alone ends; this one stays', async () => {
    const u = await signUpUser(t);
    const other = await secondSession(u);
    const start = await t.call('totpStart', { token: u.token });
    const on = await t.call('totpConfirm', { token: u.token, body: { code: codeAt(start.data.secret), sign_out_others: true } });
    expect(on.status, JSON.stringify(on.error)).toBe(200);
    expect(on.data.signed_out).toBe(1);
    expect(on.data.recovery_codes).toHaveLength(10);
    expect((await t.call('me', { token: other })).status).toBe(401);
    expect((await t.call('me', { token: u.token })).status).toBe(200);
  });

  it('authenticator app: left unticked, the other session stays', async () => {
    const u = await signUpUser(t);
    const other = await secondSession(u);
    const start = await t.call('totpStart', { token: u.token });
    const on = await t.call('totpConfirm', { token: u.token, body: { code: codeAt(start.data.secret), sign_out_others: false } });
    expect(on.data.signed_out).toBe(0);
    expect((await t.call('me', { token: other })).status).toBe(200);
  });

  it('a first passkey: the same choice', async () => {
    const rp = relyingParty(t.ctx);
    const u = await signUpUser(t);
    const other = await secondSession(u);
    const key = softPasskey({ origin: rp.origins[0] as string, rpId: rp.rpID });
    const opts = await t.call('passkeyNewOptions', { token: u.token });
    const reg = await t.call('passkeyRegister', {
      token: u.token,
      body: { ceremony_token: opts.data.ceremony_token, name: 'Laptop', response: key.register(opts.data.options), sign_out_others: true },
    });
    expect(reg.status, JSON.stringify(reg.error)).toBe(201);
    expect((await t.call('me', { token: other })).status).toBe(401);
    expect((await t.call('me', { token: u.token })).status).toBe(200);
  });
});

describe('HSTS in production', () => {
  it('sent when the request came over https through a trusted proxy (by count or by address), never for plain http', async () => {
    for (const trust of ['1', '127.0.0.1']) {
      const prod = await startTestApp({ NODE_ENV: 'production', TRUST_PROXY: trust, JWT_SECRET: 'p'.repeat(40) });
      try {
        for (const [method, path] of [
          ['GET', '/api/health'],
          ['HEAD', '/api/health'],
          ['GET', '/api/v1/auth/user'],
          ['POST', '/api/v1/auth/signin'],
          ['GET', '/auth'],
        ]) {
          const tls = await fetch(prod.url + path, { method, headers: { 'x-forwarded-proto': 'https' } });
          expect(tls.headers.get('strict-transport-security'), `${trust} ${method} ${path}`).toBe('max-age=31536000; includeSubDomains');
          const plain = await fetch(prod.url + path, { method });
          expect(plain.headers.get('strict-transport-security'), `${trust} ${method} ${path} plain`).toBeNull();
        }
      } finally {
        await prod.close();
      }
    }
  });
});
