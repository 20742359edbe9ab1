import { COMPLIANCE_MESSAGES } from '@mb/contract/compliance';
import dns2 from 'dns2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isIdentityVerified, verifiedDomainsOf } from '../../src/features/compliance/service.ts';
import { staffRoles } from '../../src/features/staff/schema.ts';
import { purgeIdentityFiles } from '../../src/hub/service.ts';
import { derivedHubCredentials, signHubRequest } from '../../src/platform/hub-protocol.ts';
import { makeImage } from '../helpers/profiles.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// The compliance hub (issue 9): the app's HTTP client against the built-in hub over real HTTP (the
// app listens on an ephemeral port and calls its own /hub/api), the hub's pages as a member and an
// operator would use them, DNS TXT proofs against a local dns2 server, private ID files, and the
// stored fallback when the hub does not answer.

const txt = new Map<string, string>();
let dns: ReturnType<typeof dns2.createServer>;
let t: TestApp;

beforeAll(async () => {
  dns = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = dns2.Packet.createResponseFromRequest(request);
      const [q] = request.questions;
      const value = q ? txt.get(q.name.toLowerCase()) : undefined;
      if (q && value)
        response.answers.push({ name: q.name, type: dns2.Packet.TYPE.TXT, class: dns2.Packet.CLASS.IN, ttl: 1, data: value } as never);
      send(response);
    },
  });
  await dns.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const port = (dns.addresses().udp as { port: number }).port;
  t = await startTestApp({ COMPLIANCE_DNS_SERVERS: `127.0.0.1:${port}` });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await dns?.close();
});

/** A browser of sorts: keeps the hub's cookie, follows nothing by itself, sends forms. */
function browser() {
  const jar = new Map<string, string>();
  const local = (url: string) => {
    const u = new URL(url, t.url);
    return `${t.url}${u.pathname}${u.search}`;
  };
  const send = async (method: string, url: string, body?: URLSearchParams | FormData) => {
    const res = await fetch(local(url), {
      method,
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
      body,
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, v] = (pair ?? '').split('=');
      if (k && v !== undefined) jar.set(k, v);
    }
    return { status: res.status, location: res.headers.get('location'), text: await res.text() };
  };
  return {
    get: (url: string) => send('GET', url),
    post: (url: string, fields: Record<string, string> = {}) => send('POST', url, new URLSearchParams(fields)),
    upload: (url: string, files: Record<string, Buffer>) => {
      const fd = new FormData();
      for (const [name, body] of Object.entries(files))
        fd.append(name, new Blob([new Uint8Array(body)], { type: 'image/png' }), `${name}.png`);
      return send('POST', url, fd);
    },
  };
}

async function openHub(token: string, verificationType: 'identity' | 'domain', returnUrl = '/onboarding') {
  const s = await t.call('complianceSsoToken', { token, body: { verificationType } });
  expect(s.status).toBe(200);
  const l = await t.call('complianceSsoLogin', { token, body: { session_token: s.data.session_token, return_url: returnUrl } });
  expect(l.status).toBe(200);
  const b = browser();
  const entered = await b.get(l.data.verification_url);
  expect(entered.status).toBe(303);
  expect(entered.location).toBe(verificationType === 'domain' ? '/hub/domains' : '/hub/identity');
  return { b, session: s.data, url: l.data.verification_url };
}

async function operator() {
  const u = await signUpUser(t);
  await t.ctx.db.insert(staffRoles).values({ user_id: u.userId, role: 'moderator', permissions: ['content_moderation'] });
  const link = await t.call('complianceOperatorLink', { token: u.token });
  expect(link.status).toBe(200);
  const b = browser();
  expect((await b.get(link.data.url)).location).toBe('/hub/operator');
  return b;
}

const pendingCheckOf = async (userId: string) => {
  const [row] = await t.ctx.database.query<{ id: string; document_key: string | null; selfie_key: string | null }>(
    'select c.id, c.document_key, c.selfie_key from hub_identity_checks c join hub_members m on m.id = c.member_id where m.external_user_id = $1 order by c.submitted_at desc limit 1',
    [userId],
  );
  if (!row) throw new Error('no check');
  return row;
};

/** Waits until GET /compliance/me says `status`, as the browser's polling does. */
async function meUntil(token: string, status: string) {
  let last: Awaited<ReturnType<typeof t.call<'complianceMe'>>> | undefined;
  await expect
    .poll(
      async () => {
        last = await t.call('complianceMe', { token });
        return last.data?.identity.status;
      },
      { timeout: 15_000, interval: 50 },
    )
    .toBe(status);
  if (!last) throw new Error('no answer');
  return last;
}

/** Waits until our stored copy says `status` (the hub's webhook job ran); no GET /compliance/me involved. */
async function storedUntil(userId: string, status: string) {
  await expect
    .poll(
      async () => {
        await t.ctx.jobs.runDue();
        const [row] = await t.ctx.database.query<{ status: string }>(
          "select status from user_verification_status where profile_id = $1 and verification_type = 'identity'",
          [userId],
        );
        return row?.status;
      },
      { timeout: 15_000, interval: 50 },
    )
    .toBe(status);
}

describe('identity verification through the built-in hub', () => {
  it('not started before anything: from the hub, hub_ok true', async () => {
    const u = await signUpUser(t);
    const me = await t.call('complianceMe', { token: u.token });
    expect(me.status).toBe(200);
    expect(me.data).toMatchObject({ hub_ok: true, domains: [], identity: { status: 'not_started', source: 'hub' } });
  });

  it('approve path: upload, pending, operator approves, verified everywhere, member notified', async () => {
    const u = await signUpUser(t);
    const { b } = await openHub(u.token, 'identity');
    const page = await b.get('/hub/identity');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Upload your documents');
    const up = await b.upload('/hub/identity', { document: await makeImage('png'), selfie: await makeImage('png') });
    expect(up.status).toBe(303);
    expect((await b.get(up.location ?? '')).text).toContain('waiting for an operator');
    await meUntil(u.token, 'pending');

    const op = await operator();
    const consolePage = await op.get('/hub/operator');
    expect(consolePage.text).toContain('ID verifications waiting');
    const check = await pendingCheckOf(u.userId);
    const approved = await op.post(`/hub/operator/identity/${check.id}/approve`);
    expect(approved.location).toBe('/hub/operator?m=approved');
    // The hub's signed webhook (a job) stores the decision without anyone polling.
    await storedUntil(u.userId, 'verified');

    const me = await meUntil(u.token, 'verified');
    expect(me.data.identity).toMatchObject({ status: 'verified', source: 'hub', provider: 'vaulth-builtin' });
    expect(me.data.identity.verified_at).not.toBeNull();
    const profile = await t.call('myProfile', { token: u.token });
    expect(profile.data).toMatchObject({ vaulth_verified: true, vaulth_verification_status: 'verified' });
    expect(await isIdentityVerified(t.ctx, u.userId)).toBe(true);
    const [row] = await t.ctx.database.query<{ status: string; provider: string }>(
      "select status, provider from user_verification_status where profile_id = $1 and verification_type = 'identity'",
      [u.userId],
    );
    expect(row).toEqual({ status: 'verified', provider: 'vaulth-builtin' });
    const notes = await t.call('notifications', { token: u.token });
    expect(notes.data.items.filter((n) => n.title === COMPLIANCE_MESSAGES.identityVerifiedTitle)).toHaveLength(1);
    // Deciding again does nothing (already decided).
    expect((await op.post(`/hub/operator/identity/${check.id}/fail`, { reason: 'too late' })).location).toBe('/hub/operator?m=gone');

    // Finishing returns to the same-site return URL through /oauth/callback.
    const back = await b.post('/hub/return', { result: 'completed' });
    expect(back.status).toBe(303);
    const to = new URL(back.location ?? '');
    expect(to.pathname).toBe('/oauth/callback');
    expect(Object.fromEntries(to.searchParams)).toEqual({ return_to: '/onboarding', verification: 'identity', result: 'completed' });
  });

  it('fail path: the operator gives a reason, the member sees it and can upload again', async () => {
    const u = await signUpUser(t);
    const { b } = await openHub(u.token, 'identity');
    await b.upload('/hub/identity', { document: await makeImage('png'), selfie: await makeImage('jpeg') });
    const op = await operator();
    const check = await pendingCheckOf(u.userId);
    // A reason is required.
    expect((await op.post(`/hub/operator/identity/${check.id}/fail`, { reason: ' ' })).location).toBe('/hub/operator?m=reason');
    expect((await op.post(`/hub/operator/identity/${check.id}/fail`, { reason: 'The document photo is blurred' })).location).toBe(
      '/hub/operator?m=failed',
    );
    const me = await meUntil(u.token, 'failed');
    expect(me.data.identity.failure_reason).toBe('The document photo is blurred');
    expect((await t.call('myProfile', { token: u.token })).data.vaulth_verified).toBe(false);
    expect(await isIdentityVerified(t.ctx, u.userId)).toBe(false);
    const notes = await t.call('notifications', { token: u.token });
    expect(notes.data.items.find((n) => n.title === COMPLIANCE_MESSAGES.identityFailedTitle)?.content).toContain('blurred');
    const again = await b.get('/hub/identity');
    expect(again.text).toContain('The document photo is blurred');
    expect(again.text).toContain('Upload your documents');
  });

  it('refuses an upload that is not two images, keeping the status', async () => {
    const u = await signUpUser(t);
    const { b } = await openHub(u.token, 'identity');
    const one = await b.upload('/hub/identity', { document: await makeImage('png') });
    expect(one.status).toBe(400);
    expect(one.text).toContain('Please choose both');
    const text = await b.upload('/hub/identity', { document: Buffer.from('not an image'), selfie: await makeImage('png') });
    expect(text.status).toBe(400);
    expect(text.text).toContain('must be a JPEG, PNG or WebP photo');
    expect((await t.call('complianceMe', { token: u.token })).data.identity.status).toBe('not_started');
  });

  it('identity files are never reachable without a signed URL; signed works; expired fails; purged after retention', async () => {
    const u = await signUpUser(t);
    const { b } = await openHub(u.token, 'identity');
    await b.upload('/hub/identity', { document: await makeImage('png'), selfie: await makeImage('png') });
    const check = await pendingCheckOf(u.userId);
    const key = check.document_key ?? '';
    expect(key).not.toBe('');
    expect((await fetch(`${t.url}/storage/identity/${key}`)).status).toBe(403);
    const signed = t.ctx.storage.url('identity', key, 300);
    expect((await fetch(t.url + signed)).status).toBe(200);
    const expired = t.ctx.storage.url('identity', key, -10);
    expect((await fetch(t.url + expired)).status).toBe(403);
    // The member's own hub page never shows the files; the operator's console links them signed.
    expect((await b.get('/hub/identity')).text).not.toContain(key);
    const op = await operator();
    const page = await op.get('/hub/operator');
    expect(page.text).toMatch(new RegExp(`/storage/identity/${key}\\?expires=\\d+&amp;sig=`));
    await op.post(`/hub/operator/identity/${check.id}/approve`);
    // Kept during the retention period, deleted after it.
    await purgeIdentityFiles(t.ctx, new Date(Date.now() + 29 * 86_400_000));
    expect(await t.ctx.storage.get('identity', key)).not.toBeNull();
    await purgeIdentityFiles(t.ctx, new Date(Date.now() + 31 * 86_400_000));
    expect(await t.ctx.storage.get('identity', key)).toBeNull();
    expect((await fetch(t.url + t.ctx.storage.url('identity', key, 300))).status).toBe(404);
  });

  it('an SSO session opens once, only for its member, and the operator console needs its own link', async () => {
    const u = await signUpUser(t);
    const other = await signUpUser(t);
    const s = await t.call('complianceSsoToken', { token: u.token, body: { verificationType: 'identity' } });
    const stolen = await t.call('complianceSsoLogin', {
      token: other.token,
      body: { session_token: s.data.session_token, return_url: '/dashboard' },
    });
    expect(stolen.status).toBe(400);
    expect(stolen.error?.fields?.session_token).toBe(COMPLIANCE_MESSAGES.sessionInvalid);
    const l = await t.call('complianceSsoLogin', {
      token: u.token,
      body: { session_token: s.data.session_token, return_url: '/dashboard' },
    });
    expect((await browser().get(l.data.verification_url)).status).toBe(303);
    expect((await browser().get(l.data.verification_url)).status).toBe(401);
    // Another member's hub cookie cannot reach the console.
    const member = browser();
    expect((await member.get('/hub/operator')).status).toBe(401);
    expect((await member.post(`/hub/operator/identity/${crypto.randomUUID()}/approve`)).status).toBe(401);
    // A return URL elsewhere is refused by the contract.
    const evil = await t.call('complianceSsoLogin', { token: u.token, body: { session_token: 'x', return_url: 'https://evil.example/' } });
    expect(evil.status).toBe(400);
    expect(evil.error?.fields?.return_url).toBe(COMPLIANCE_MESSAGES.returnUrlInvalid);
    // Someone else's e-mail in the spec's userEmail is refused.
    const wrong = await t.call('complianceSsoToken', { token: u.token, body: { verificationType: 'identity', userEmail: other.email } });
    expect(wrong.status).toBe(400);
  });
});

describe('domains', () => {
  it('TXT proof: not found, then found on _vaulth.<domain>; select links it; an id not in the list is refused', async () => {
    const u = await signUpUser(t, 'business');
    const { b } = await openHub(u.token, 'domain');
    const bad = await b.post('/hub/domains', { domain: 'not a domain' });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain(COMPLIANCE_MESSAGES.domainInvalid);
    expect(bad.text).toContain('value="not a domain"');
    expect((await b.post('/hub/domains', { domain: 'https://Studio-One.example/about' })).location).toBe('/hub/domains?m=added');
    const me = await t.call('complianceMe', { token: u.token });
    const [d] = me.data.domains;
    expect(d).toMatchObject({ domain: 'studio-one.example', status: 'pending', verified_at: null });
    const [row] = await t.ctx.database.query<{ token: string }>('select token from hub_domains where id = $1', [d?.id]);

    expect((await b.post(`/hub/domains/${d?.id}/check`)).location).toBe('/hub/domains?m=missing');
    txt.set('_vaulth.studio-one.example', 'vaulth-verification=wrong-token');
    expect((await b.post(`/hub/domains/${d?.id}/check`)).location).toBe('/hub/domains?m=missing');
    txt.set('_vaulth.studio-one.example', `vaulth-verification=${row?.token}`);
    expect((await b.post(`/hub/domains/${d?.id}/check`)).location).toBe('/hub/domains?m=found');
    const after = await t.call('complianceMe', { token: u.token });
    expect(after.data.domains[0]).toMatchObject({ status: 'verified' });
    expect(after.data.domains[0]?.verified_at).not.toBeNull();

    const refused = await t.call('complianceSelectDomain', { token: u.token, body: { domain_id: crypto.randomUUID() } });
    expect(refused.status).toBe(400);
    expect(refused.error?.fields?.domain_id).toBe(COMPLIANCE_MESSAGES.domainNotInList);
    // Another member's domain id is not in this member's list either.
    const stranger = await signUpUser(t, 'business');
    const theirs = await t.call('complianceSelectDomain', { token: stranger.token, body: { domain_id: d?.id ?? '' } });
    expect(theirs.status).toBe(400);
    expect((await t.call('myProfile', { token: stranger.token })).data.domain_name).toBeNull();

    const sel = await t.call('complianceSelectDomain', { token: u.token, body: { domain_id: d?.id ?? '' } });
    expect(sel.data).toEqual({ domain_name: 'studio-one.example', domain_verified: true });
    expect(await verifiedDomainsOf(t.ctx, u.userId)).toEqual({ domains: after.data.domains, source: 'hub' });
    expect((await t.call('myProfile', { token: u.token })).data).toMatchObject({
      domain_name: 'studio-one.example',
      domain_verified: true,
    });
  });

  it('a TXT record on the domain itself counts; an unverified domain links as unverified', async () => {
    const u = await signUpUser(t, 'business');
    const { b } = await openHub(u.token, 'domain');
    await b.post('/hub/domains', { domain: 'apex.example' });
    await b.post('/hub/domains', { domain: 'later.example' });
    const me = await t.call('complianceMe', { token: u.token });
    const apex = me.data.domains.find((d) => d.domain === 'apex.example');
    const later = me.data.domains.find((d) => d.domain === 'later.example');
    const [row] = await t.ctx.database.query<{ token: string }>('select token from hub_domains where id = $1', [apex?.id]);
    txt.set('apex.example', `vaulth-verification=${row?.token}`);
    expect((await b.post(`/hub/domains/${apex?.id}/check`)).location).toBe('/hub/domains?m=found');
    const sel = await t.call('complianceSelectDomain', { token: u.token, body: { domain_id: later?.id ?? '' } });
    expect(sel.data).toEqual({ domain_name: 'later.example', domain_verified: false });
  });

  it('operator approval at the hub verifies a domain without DNS', async () => {
    const u = await signUpUser(t, 'business');
    const { b } = await openHub(u.token, 'domain');
    await b.post('/hub/domains', { domain: 'no-dns.example' });
    const [d] = (await t.call('complianceMe', { token: u.token })).data.domains;
    expect((await b.post(`/hub/domains/${d?.id}/review`)).location).toBe('/hub/domains?m=review');
    const op = await operator();
    expect((await op.get('/hub/operator')).text).toContain('no-dns.example');
    expect((await op.post(`/hub/operator/domains/${d?.id}/approve`)).location).toBe('/hub/operator?m=approved');
    expect((await t.call('complianceMe', { token: u.token })).data.domains[0]).toMatchObject({ status: 'verified' });
  });

  it('manual request: profile pending, a domain_verification item; approve verifies, reject tells why', async () => {
    const u = await signUpUser(t, 'business');
    const bad = await t.call('complianceManualDomain', { token: u.token, body: { domain: 'nope' } });
    expect(bad.status).toBe(400);
    expect(bad.error?.fields?.domain).toBe(COMPLIANCE_MESSAGES.domainInvalid);
    const r = await t.call('complianceManualDomain', { token: u.token, body: { domain: 'Manual.Example' } });
    expect(r.data).toEqual({ verification_status: 'pending' });
    expect((await t.call('myProfile', { token: u.token })).data).toMatchObject({
      verification_status: 'pending',
      domain_name: 'manual.example',
      domain_verified: false,
    });
    const mod = await signUpUser(t);
    await t.ctx.db.insert(staffRoles).values({ user_id: mod.userId, role: 'moderator', permissions: ['content_moderation'] });
    const list = await t.call('moderationList', { token: mod.token, params: { type: 'domain_verification' }, query: {} });
    const item = list.data.items.find((i) => i.owner_id === u.userId);
    expect(item).toBeDefined();
    const approved = await t.call('moderationApprove', { token: mod.token, params: { id: item?.id ?? '' } });
    expect(approved.status).toBe(200);
    expect((await t.call('myProfile', { token: u.token })).data).toMatchObject({
      domain_name: 'manual.example',
      domain_verified: true,
      verification_status: 'verified',
    });

    const v = await signUpUser(t, 'business');
    await t.call('complianceManualDomain', { token: v.token, body: { domain: 'other.example' } });
    const list2 = await t.call('moderationList', { token: mod.token, params: { type: 'domain_verification' }, query: {} });
    const item2 = list2.data.items.find((i) => i.owner_id === v.userId);
    const rej = await t.call('moderationReject', {
      token: mod.token,
      params: { id: item2?.id ?? '' },
      body: { category: 'other', reason: 'We could not reach anyone at this domain.' },
    });
    expect(rej.status).toBe(200);
    expect((await t.call('myProfile', { token: v.token })).data).toMatchObject({ domain_verified: false, verification_status: 'rejected' });
    const notes = await t.call('notifications', { token: v.token });
    expect(notes.data.items.some((n) => n.content.includes('We could not reach anyone at this domain.'))).toBe(true);
  });
});

describe('the hub API and its failures', () => {
  it('refuses calls without the API key or with a bad signature', async () => {
    const u = await signUpUser(t);
    const path = `/hub/api/users/${u.userId}`;
    expect((await fetch(t.url + path)).status).toBe(401);
    const creds = derivedHubCredentials(t.ctx.tokens.secret);
    const good = signHubRequest(creds, 'GET', path, '');
    expect((await fetch(t.url + path, { headers: good })).status).toBe(200);
    expect((await fetch(t.url + path, { headers: { ...good, 'x-hub-key': 'bh_wrong' } })).status).toBe(401);
    expect((await fetch(t.url + path, { headers: { ...good, 'x-hub-signature': '0'.repeat(64) } })).status).toBe(401);
    const old = signHubRequest(creds, 'GET', path, '', Date.now() - 10 * 60_000);
    expect((await fetch(t.url + path, { headers: old })).status).toBe(401);
    const wrongKey = signHubRequest({ apiKey: creds.apiKey, apiSecret: 'not-the-secret' }, 'POST', '/hub/api/sso/sessions', '{}');
    const post = await fetch(`${t.url}/hub/api/sso/sessions`, {
      method: 'POST',
      headers: { ...wrongKey, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(post.status).toBe(401);
    // The app's webhook wants the hub's signature too.
    const hook = await fetch(`${t.url}/api/v1/compliance/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'user.updated', external_user_id: u.userId }),
    });
    expect(hook.status).toBe(401);
  });

  it('sso-exchange answers the hub sign-in URL for any e-mail and refuses a value without @', async () => {
    const u = await signUpUser(t);
    const known = await t.call('complianceSsoExchange', { body: { email: u.email, target_url: '/compliance' } });
    const unknown = await t.call('complianceSsoExchange', { body: { email: 'nobody@example.test', target_url: '/compliance' } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const strip = (url: string) => new URL(url).pathname;
    expect(strip(known.data.sso_url)).toBe(strip(unknown.data.sso_url));
    const page = await browser().get(known.data.sso_url);
    expect(page.status).toBe(200);
    expect(page.text).toContain('/auth?redirect=%2Fcompliance');
    const bad = await t.call('complianceSsoExchange', { body: { email: 'no-at-sign', target_url: '/compliance' } });
    expect(bad.status).toBe(400);
    expect(bad.error?.fields?.email).toBe(COMPLIANCE_MESSAGES.emailRequired);
  });

  it('when the hub fails: the stored status with hub_ok false and no domains; writes answer 503 with the §8 message', async () => {
    const u = await signUpUser(t);
    const { b } = await openHub(u.token, 'identity');
    await b.upload('/hub/identity', { document: await makeImage('png'), selfie: await makeImage('png') });
    await meUntil(u.token, 'pending');
    // Point the app at a hub that is not there (an admin's setting on /admin/platforms).
    // Port 1 on loopback: nothing listens there, so the connection is refused at once.
    const deadUrl = 'http://127.0.0.1:1/hub';
    await t.ctx.database.query(
      "insert into platform_settings (key, value) values ('compliance_hub_base_url', $1), ('compliance_hub_api_key', '\"k-12345678\"'), ('compliance_hub_api_secret', '\"s-12345678\"') on conflict (key) do update set value = excluded.value",
      [JSON.stringify(deadUrl)],
    );
    try {
      const me = await t.call('complianceMe', { token: u.token });
      expect(me.status).toBe(200);
      expect(me.data).toMatchObject({
        hub_ok: false,
        domains: [],
        identity: { status: 'pending', source: 'stored', provider: 'vaulth-builtin' },
      });
      const tok = await t.call('complianceSsoToken', { token: u.token, body: { verificationType: 'identity' } });
      expect(tok.status).toBe(503);
      expect(tok.error?.message).toBe(COMPLIANCE_MESSAGES.ssoTokenFailed);
      const sel = await t.call('complianceSelectDomain', { token: u.token, body: { domain_id: 'x' } });
      expect(sel.status).toBe(503);
      expect(sel.error?.message).toBe(COMPLIANCE_MESSAGES.fetchDomainsFailed);
      await t.call('complianceManualDomain', { token: u.token, body: { domain: 'fallback.example' } });
      expect(await verifiedDomainsOf(t.ctx, u.userId)).toEqual({
        domains: [{ id: 'profile', domain: 'fallback.example', verified_at: null, status: 'pending' }],
        source: 'stored',
      });
    } finally {
      await t.ctx.database.query("delete from platform_settings where key like 'compliance_hub_%'");
    }
    expect((await t.call('complianceMe', { token: u.token })).data.hub_ok).toBe(true);
  });
});

describe('the hub outside the contract: junk never makes a 500', () => {
  it('pages, API and webhook answer 4xx to broken input', async () => {
    const creds = derivedHubCredentials(t.ctx.tokens.secret);
    const signedFetch = (method: string, path: string, body = '', type = 'application/json') =>
      fetch(t.url + path, {
        method,
        headers: { ...signHubRequest(creds, method, path, body), ...(body ? { 'content-type': type } : {}) },
        body: body || undefined,
      });
    const u = await signUpUser(t);
    const { b } = await openHub(u.token, 'domain');
    const statuses = [
      (await fetch(`${t.url}/hub/sso?token=%00`)).status,
      (await fetch(`${t.url}/hub/sso?token=a&token=b`)).status,
      (await fetch(`${t.url}/hub/operator/enter?ticket=%ZZ`)).status,
      (await signedFetch('GET', '/hub/api/users/%00')).status,
      (await signedFetch('POST', '/hub/api/sso/sessions', '{not json')).status,
      (
        await signedFetch(
          'POST',
          '/hub/api/sso/sessions',
          JSON.stringify({ external_user_id: 'x\u0000y', email: 'a@b.c', display_name: null, verification_type: 'identity' }),
        )
      ).status,
      (await signedFetch('POST', '/hub/api/sso/verification-url', '[]')).status,
      (await signedFetch('POST', '/api/v1/compliance/webhook', 'not json')).status,
      (await signedFetch('POST', '/api/v1/compliance/webhook', JSON.stringify({ event: 'user.updated', external_user_id: 'nobody' })))
        .status,
      (await b.post('/hub/domains', { domain: 'x'.repeat(5000) })).status,
      (await b.post('/hub/domains', { domain: 'a\u0000b.example' })).status,
      (await b.post('/hub/domains/%ZZ/check')).status,
      (await b.post(`/hub/domains/${crypto.randomUUID()}/explode`)).status,
      (await b.post('/hub/domains/not-a-uuid/check')).status,
      (
        await fetch(`${t.url}/hub/identity`, {
          method: 'POST',
          headers: { 'content-type': 'multipart/form-data; boundary=nothere' },
          body: 'garbage',
        })
      ).status,
    ];
    expect(statuses.map((s, i) => [i, s]).filter(([, s]) => (s ?? 0) >= 500)).toEqual([]);
    // The signed webhook for someone unknown is accepted and changes nothing.
    expect(statuses[8]).toBe(200);
  });
});
