import { ENTERPRISE_MESSAGES as M } from '@mb/contract/enterprise';
import { DELEGATION_MESSAGES } from '@mb/contract/enterprise-sub-users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NamedMember, namedMember } from '../helpers/profiles.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// Enterprise accounts and their studios (issue 17): company details, invitations answered by the studio,
// the link on both sides, unlinking from either side; only enterprises invite, only studios are linked.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, undefined, { pages: true });
}, 60_000);
afterAll(async () => {
  await t.close();
});

type ProfileType = 'creator' | 'business' | 'studio' | 'enterprise';
type Member = NamedMember;

const member = (type: ProfileType): Promise<Member> => namedMember(t, 'en', 'Name', type);

async function linked(enterprise: Member, studio: Member) {
  const inv = await t.call('inviteStudio', { token: enterprise.token, body: { studio: studio.username } });
  expect(inv.status, JSON.stringify(inv.error)).toBe(201);
  const acc = await t.call('acceptEnterpriseLink', { token: studio.token, params: { id: inv.data.link.id } });
  expect(acc.status, JSON.stringify(acc.error)).toBe(200);
  return inv.data.link.id as string;
}

describe('company details', () => {
  it('an enterprise saves and reads its company details; bad input gets clear messages', async () => {
    const e = await member('enterprise');
    const empty = await t.call('myEnterprise', { token: e.token });
    expect(empty.status).toBe(200);
    expect(empty.data).toEqual({ account: { company_name: '', business_email: '', website: '', about: '' }, links: [] });
    const body = {
      company_name: 'Velvet Group',
      business_email: 'Ops@Velvet.example',
      website: 'https://velvet.example',
      about: 'Studios.',
    };
    const saved = await t.call('updateMyEnterprise', { token: e.token, body });
    expect(saved.status).toBe(200);
    expect(saved.data.account).toEqual({ ...body, business_email: 'ops@velvet.example' });
    const bad = await t.call('updateMyEnterprise', {
      token: e.token,
      body: { company_name: ' ', business_email: 'nope', website: 'velvet', about: '' },
    });
    expect(bad.status).toBe(400);
    expect(bad.error?.fields).toMatchObject({
      company_name: M.companyNameRequired,
      business_email: M.businessEmailInvalid,
      website: M.websiteInvalid,
    });
  });

  it('only enterprise accounts have company details', async () => {
    for (const type of ['creator', 'studio', 'business'] as const) {
      const m = await member(type);
      const r = await t.call('myEnterprise', { token: m.token });
      expect(r.status).toBe(403);
      expect(r.error?.message).toBe(M.enterpriseOnly);
      const w = await t.call('updateMyEnterprise', {
        token: m.token,
        body: { company_name: 'X', business_email: '', website: '', about: '' },
      });
      expect(w.status).toBe(403);
    }
  });
});

describe('studio links', () => {
  it('invite by username, the studio is notified and accepts, the link shows on both sides, then unlinks', async () => {
    const e = await member('enterprise');
    await t.call('updateMyEnterprise', {
      token: e.token,
      body: { company_name: 'Velvet Group', business_email: '', website: '', about: '' },
    });
    const s = await member('studio');
    const inv = await t.call('inviteStudio', { token: e.token, body: { studio: s.username } });
    expect(inv.status).toBe(201);
    expect(inv.data.link).toMatchObject({
      status: 'invited',
      enterprise: { id: e.userId, name: 'Velvet Group' },
      studio: { id: s.userId },
    });

    const bell = await t.call('notifications', { token: s.token });
    expect(bell.status).toBe(200);
    const n = (bell.data.items as { type: string; content: string; action_url: string | null }[]).find((x) => x.type === 'enterprise_link');
    expect(n?.content).toBe(M.inviteContent('Velvet Group'));

    const pending = await t.call('myStudioEnterprises', { token: s.token });
    expect(pending.data.links).toHaveLength(1);
    expect(pending.data.links[0]).toMatchObject({ status: 'invited', enterprise: { id: e.userId } });

    const again = await t.call('inviteStudio', { token: e.token, body: { studio: s.email.toUpperCase() } });
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe(M.alreadyInvited);

    const acc = await t.call('acceptEnterpriseLink', { token: s.token, params: { id: inv.data.link.id } });
    expect(acc.status).toBe(200);
    expect(acc.data.link.status).toBe('active');
    expect(acc.data.link.accepted_at).not.toBeNull();
    const mine = await t.call('myEnterprise', { token: e.token });
    expect(mine.data.links).toEqual([expect.objectContaining({ id: inv.data.link.id, status: 'active' })]);
    const dup = await t.call('inviteStudio', { token: e.token, body: { studio: s.username } });
    expect(dup.error?.message).toBe(M.alreadyLinked);

    const pub = await t.call('publicEnterprise', { params: { id: e.userId } });
    expect(pub.status).toBe(200);
    expect(pub.data).toMatchObject({ company_name: 'Velvet Group', studios: [{ id: s.userId, username: s.username }] });

    // The studio unlinks; the enterprise is told and the link is gone on both sides.
    const un = await t.call('unlinkEnterpriseStudio', { token: s.token, params: { id: inv.data.link.id } });
    expect(un.status).toBe(200);
    expect((await t.call('myEnterprise', { token: e.token })).data.links).toEqual([]);
    expect((await t.call('myStudioEnterprises', { token: s.token })).data.links).toEqual([]);
    expect((await t.call('publicEnterprise', { params: { id: e.userId } })).data.studios).toEqual([]);
    const told = await t.call('notifications', { token: e.token });
    expect((told.data.items as { title: string }[]).map((x) => x.title)).toContain(M.unlinkedTitle);
  });

  it('invite by e-mail; the studio declines; the enterprise may invite again and unlink itself', async () => {
    const e = await member('enterprise');
    const s = await member('studio');
    const inv = await t.call('inviteStudio', { token: e.token, body: { studio: s.email } });
    expect(inv.status).toBe(201);
    const dec = await t.call('declineEnterpriseLink', { token: s.token, params: { id: inv.data.link.id } });
    expect(dec.status).toBe(200);
    expect((await t.call('myEnterprise', { token: e.token })).data.links).toEqual([]);
    const id = await linked(e, s);
    const un = await t.call('unlinkEnterpriseStudio', { token: e.token, params: { id } });
    expect(un.status).toBe(200);
    expect((await t.call('myStudioEnterprises', { token: s.token })).data.links).toEqual([]);
  });

  it('only enterprises invite, and only studios are invited', async () => {
    const s = await member('studio');
    for (const type of ['creator', 'business', 'studio'] as const) {
      const m = await member(type);
      const r = await t.call('inviteStudio', { token: m.token, body: { studio: s.username } });
      expect(r.status, type).toBe(403);
      expect(r.error?.message).toBe(M.enterpriseOnly);
    }
    const e = await member('enterprise');
    for (const type of ['creator', 'business', 'enterprise'] as const) {
      const m = await member(type);
      const r = await t.call('inviteStudio', { token: e.token, body: { studio: m.username } });
      expect(r.status, type).toBe(400);
      expect(r.error?.fields?.studio).toBe(M.studiosOnly);
    }
    const none = await t.call('inviteStudio', { token: e.token, body: { studio: 'nobody_here_at_all' } });
    expect(none.status).toBe(404);
    expect(none.error?.message).toBe(M.studioNotFound);
    const blank = await t.call('inviteStudio', { token: e.token, body: { studio: '  ' } });
    expect(blank.status).toBe(400);
    expect(blank.error?.fields?.studio).toBe(M.studioRequired);
  });

  it('only the invited studio answers; nobody else sees or ends a link', async () => {
    const e = await member('enterprise');
    const s = await member('studio');
    const other = await member('studio');
    const stranger = await member('enterprise');
    const inv = await t.call('inviteStudio', { token: e.token, body: { studio: s.username } });
    const id = inv.data.link.id;
    // The enterprise cannot accept its own invitation; another studio cannot either.
    expect((await t.call('acceptEnterpriseLink', { token: e.token, params: { id } })).status).toBe(403);
    expect((await t.call('acceptEnterpriseLink', { token: other.token, params: { id } })).status).toBe(404);
    expect((await t.call('declineEnterpriseLink', { token: other.token, params: { id } })).status).toBe(404);
    expect((await t.call('unlinkEnterpriseStudio', { token: stranger.token, params: { id } })).status).toBe(404);
    expect((await t.call('unlinkEnterpriseStudio', { token: other.token, params: { id } })).status).toBe(404);
    expect((await t.call('myStudioEnterprises', { token: other.token })).data.links).toEqual([]);
    expect((await t.call('myEnterprise', { token: stranger.token })).data.links).toEqual([]);
    // The link is still there, still an invitation.
    expect((await t.call('myStudioEnterprises', { token: s.token })).data.links[0]).toMatchObject({ id, status: 'invited' });
    // Once accepted, it cannot be accepted again.
    expect((await t.call('acceptEnterpriseLink', { token: s.token, params: { id } })).status).toBe(200);
    expect((await t.call('acceptEnterpriseLink', { token: s.token, params: { id } })).status).toBe(404);
  });

  it('a studio may be linked to two enterprises; the public page shows only active studios', async () => {
    const a = await member('enterprise');
    const b = await member('enterprise');
    const s = await member('studio');
    const s2 = await member('studio');
    await linked(a, s);
    await linked(b, s);
    await t.call('inviteStudio', { token: a.token, body: { studio: s2.username } });
    expect((await t.call('myStudioEnterprises', { token: s.token })).data.links).toHaveLength(2);
    const pub = await t.call('publicEnterprise', { params: { id: a.userId } });
    expect(pub.data.studios.map((x: { id: string }) => x.id)).toEqual([s.userId]);
    expect((await t.call('publicEnterprise', { params: { id: s.userId } })).status).toBe(404);

    // The page itself is served with the company's own meta; a studio's id is a 404 page.
    await t.call('updateMyEnterprise', {
      token: a.token,
      body: { company_name: 'Harbor & Co', business_email: '', website: '', about: 'Three studios by the sea.' },
    });
    const page = await fetch(`${t.url}/enterprise/${a.userId}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>Harbor &amp; Co');
    expect(html).toMatch(/property="og:description" content="Three studios by the sea\."/);
    expect((await fetch(`${t.url}/enterprise/${s.userId}`)).status).toBe(404);
  });
});

// 'Use Platform as' (issue 17): delegated sessions scoped to one actively linked studio.
describe('linked accounts and delegated sessions', () => {
  const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
  const useAs = (token: string, id: string) => t.call('useLinkedAccount', { token, params: { id } });
  const delegatedWrites = (studioId: string) =>
    t.ctx.database.query<{ event_data: { delegated_by: string; route: string; method: string; outcome: string } }>(
      "select event_data from activity_events where event_type = 'security_delegated_write' and user_id = $1 order by id",
      [studioId],
    );

  it('the switcher lists the enterprise and its active studios only (spec §3 names)', async () => {
    const e = await member('enterprise');
    const alone = await t.call('linkedAccounts', { token: e.token });
    expect(alone.data).toEqual({
      accounts: [expect.objectContaining({ id: e.userId, type: 'enterprise' })],
      active_id: e.userId,
      delegated: false,
    });
    const s = await member('studio');
    const pending = await member('studio');
    await linked(e, s);
    await t.call('inviteStudio', { token: e.token, body: { studio: pending.username } });
    const two = await t.call('linkedAccounts', { token: e.token });
    expect(two.data.accounts).toEqual([
      { id: e.userId, name: `Name ${e.username}`, type: 'enterprise', avatar_url: null },
      { id: s.userId, name: `Name ${s.username}`, type: 'studio', avatar_url: null },
    ]);
    // A studio without a display name or username is 'Studio Account'.
    const bare = await signUpUser(t, 'studio');
    await t.call('inviteStudio', { token: e.token, body: { studio: bare.email } });
    const links = await t.call('myStudioEnterprises', { token: bare.token });
    await t.call('acceptEnterpriseLink', { token: bare.token, params: { id: links.data.links[0]?.id ?? '' } });
    const three = await t.call('linkedAccounts', { token: e.token });
    expect(three.data.accounts[2]).toMatchObject({ id: bare.userId, name: 'Studio Account', type: 'studio' });
    // The studio itself sees only its own account.
    expect((await t.call('linkedAccounts', { token: s.token })).data.accounts).toHaveLength(1);
  });

  it('an enterprise never switches into a studio it is not actively linked to', async () => {
    const e = await member('enterprise');
    const other = await member('enterprise');
    const s = await member('studio');
    const invitedOnly = await member('studio');
    await linked(other, s);
    await t.call('inviteStudio', { token: e.token, body: { studio: invitedOnly.username } });
    for (const target of [s, invitedOnly]) {
      const r = await useAs(e.token, target.userId);
      expect(r.status).toBe(404);
      expect(r.error?.message).toBe(M.accountNotLinked);
    }
    // A studio cannot switch into its enterprise; a creator into anyone.
    expect((await useAs(s.token, other.userId)).status).toBe(404);
    const c = await member('creator');
    expect((await useAs(c.token, s.userId)).status).toBe(404);
    expect(await t.ctx.database.query('select 1 from auth_sessions where user_id = $1 and delegated_by is not null', [s.userId])).toEqual(
      [],
    );
  });

  it('switching in acts as the studio: writes are the studio’s and logged with the enterprise member', async () => {
    const e = await member('enterprise');
    const s = await member('studio');
    await linked(e, s);
    const sw = await useAs(e.token, s.userId);
    expect(sw.status, JSON.stringify(sw.error)).toBe(200);
    expect(sw.data.account).toMatchObject({ id: s.userId, type: 'studio' });
    expect(sw.data.session.user.id).toBe(s.userId);
    const as = sw.data.session.access_token as string;
    expect((await t.call('me', { token: as })).data.id).toBe(s.userId);
    expect((await t.call('linkedAccounts', { token: as })).data).toMatchObject({
      active_id: s.userId,
      delegated: true,
      accounts: [{ id: e.userId }, { id: s.userId }],
    });
    // The enterprise's own session still works alongside.
    expect((await t.call('me', { token: e.token })).data.id).toBe(e.userId);

    const form = await t.call('createCastingForm', {
      token: as,
      body: { title: 'Delegated form', fields: [{ id: 'name', type: 'text', label: 'Name', required: true }] },
    });
    expect(form.status, JSON.stringify(form.error)).toBe(201);
    const call = await t.call('createCastingCall', {
      token: as,
      body: {
        form_id: form.data.id,
        title: 'Posted by the enterprise as the studio',
        role_description: 'Lead role.',
        starts_on: inDays(20),
        ends_on: inDays(21),
        location: 'Miami, Florida, United States',
        rate_min: 800,
        rate_max: 1500,
        rate_unit: 'per_scene',
        content_types: ['straight'],
        disclosure: 'Full nudity.',
        deadline: inDays(10),
      },
    });
    expect(call.status, JSON.stringify(call.error)).toBe(201);
    expect(call.data.studio).toMatchObject({ user_id: s.userId, username: s.username });
    const logged = await delegatedWrites(s.userId);
    expect(logged.map((r) => r.event_data)).toEqual([
      expect.objectContaining({ delegated_by: e.userId, method: 'POST', route: '/api/v1/casting/forms', outcome: 'ok' }),
      expect.objectContaining({ delegated_by: e.userId, method: 'POST', route: '/api/v1/casting/calls', outcome: 'ok' }),
    ]);
    // The enterprise's own writes are not delegated ones.
    await t.call('updateMyEnterprise', { token: e.token, body: { company_name: 'Own', business_email: '', website: '', about: '' } });
    expect(await delegatedWrites(e.userId)).toEqual([]);
    // Enterprise-only routes are out of reach as the studio.
    expect((await t.call('inviteStudio', { token: as, body: { studio: s.username } })).status).toBe(403);
  });

  it('a delegated session may not change the password or e-mail, nor manage sessions', async () => {
    const e = await member('enterprise');
    const s = await member('studio');
    await linked(e, s);
    const as = (await useAs(e.token, s.userId)).data.session.access_token as string;
    const pw = await t.call('changePassword', {
      token: as,
      body: { current_password: s.password, new_password: 'Another-Velvet-Rope-42' },
    });
    expect(pw.status).toBe(403);
    expect(pw.error?.message).toBe(DELEGATION_MESSAGES.never);
    const em = await t.call('changeEmail', { token: as, body: { current_password: s.password, email: 'taken.over@example.test' } });
    expect(em.status).toBe(403);
    expect(em.error?.message).toBe(DELEGATION_MESSAGES.never);
    const ss = await t.call('sessions', { token: as });
    expect(ss.status).toBe(403);
    // Nothing changed: the studio still signs in with its password and e-mail.
    expect((await t.call('signIn', { body: { email: s.email, password: s.password } })).status).toBe(200);
    // The refused attempts are on the record with who tried.
    expect((await delegatedWrites(s.userId)).map((r) => r.event_data.outcome)).toEqual(['forbidden', 'forbidden']);
  });

  it('unlinking ends the delegated session at once, from either side; its refresh token is refused too', async () => {
    for (const side of ['enterprise', 'studio'] as const) {
      const e = await member('enterprise');
      const s = await member('studio');
      const id = await linked(e, s);
      const sw = await useAs(e.token, s.userId);
      const as = sw.data.session.access_token as string;
      expect((await t.call('me', { token: as })).status).toBe(200);
      await t.call('unlinkEnterpriseStudio', { token: side === 'enterprise' ? e.token : s.token, params: { id } });
      expect((await t.call('me', { token: as })).status, side).toBe(401);
      expect((await t.call('refresh', { body: { refresh_token: sw.data.session.refresh_token } })).status).toBe(401);
      expect((await useAs(e.token, s.userId)).status).toBe(404);
      // The studio's and the enterprise's own sessions are untouched.
      expect((await t.call('me', { token: s.token })).status).toBe(200);
      expect((await t.call('me', { token: e.token })).status).toBe(200);
    }
  });

  it('switching back returns to the enterprise’s own session and ends the delegated one; signing out ends it too', async () => {
    const e = await member('enterprise');
    const s = await member('studio');
    const s2 = await member('studio');
    await linked(e, s);
    await linked(e, s2);
    const first = (await useAs(e.token, s.userId)).data.session;
    // From one studio straight to another: the first delegated session ends.
    const second = await useAs(first.access_token, s2.userId);
    expect(second.status, JSON.stringify(second.error)).toBe(200);
    expect((await t.call('me', { token: first.access_token })).status).toBe(401);
    const back = await useAs(second.data.session.access_token, e.userId);
    expect(back.status, JSON.stringify(back.error)).toBe(200);
    expect(back.data.account).toMatchObject({ id: e.userId, type: 'enterprise' });
    expect(back.data.session.user.id).toBe(e.userId);
    expect((await t.call('me', { token: second.data.session.access_token })).status).toBe(401);
    const own = back.data.session.access_token as string;
    expect((await t.call('linkedAccounts', { token: own })).data).toMatchObject({ active_id: e.userId, delegated: false });
    // The enterprise's fresh tokens belong to its own session: its refresh works.
    expect((await t.call('refresh', { body: { refresh_token: back.data.session.refresh_token } })).status).toBe(200);
    // Signing out the enterprise's session ends delegated sessions made from it.
    const again = (await useAs(own, s.userId)).data.session;
    expect((await t.call('signOut', { token: own })).status).toBe(200);
    expect((await t.call('me', { token: again.access_token })).status).toBe(401);

    // Signing out while acting as the studio signs the enterprise member out: its own session ends too.
    const signedIn = await t.call('signIn', { body: { email: e.email, password: e.password } });
    const mine = signedIn.data.access_token as string;
    const acting = (await useAs(mine, s.userId)).data.session;
    expect((await t.call('signOut', { token: acting.access_token })).status).toBe(200);
    expect((await t.call('me', { token: acting.access_token })).status).toBe(401);
    expect((await t.call('me', { token: mine })).status).toBe(401);
    expect((await t.call('me', { token: s.token })).status).toBe(200);
  });
});

describe('studio dashboard', () => {
  const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
  it('shows the studio its casting pipeline, bookings and events (apps not installed) and its statistics', async () => {
    const s = await member('studio');
    const empty = await t.call('studioDashboard', { token: s.token });
    expect(empty.status).toBe(200);
    expect(empty.data).toEqual({
      casting: { calls: [] },
      bookings: { installed: false, requests: 0, upcoming: [] },
      events: { installed: false, upcoming: [] },
      stats: { followers: 0, portfolio_views: 0 },
    });
    const form = await t.call('createCastingForm', {
      token: s.token,
      body: { title: 'Form', fields: [{ id: 'name', type: 'text', label: 'Name', required: true }] },
    });
    const call = await t.call('createCastingCall', {
      token: s.token,
      body: {
        form_id: form.data.id,
        title: 'Lead',
        role_description: 'Lead role.',
        starts_on: inDays(20),
        ends_on: inDays(21),
        location: 'Miami, Florida, United States',
        rate_min: 800,
        rate_max: 1500,
        rate_unit: 'per_scene',
        content_types: ['straight'],
        disclosure: 'Full nudity.',
        deadline: inDays(10),
      },
    });
    expect(call.status).toBe(201);
    const fan = await member('creator');
    expect((await t.call('follow', { token: fan.token, params: { userId: s.userId } })).status).toBe(200);
    const full = await t.call('studioDashboard', { token: s.token });
    expect(full.data.casting?.calls).toEqual([
      expect.objectContaining({ id: call.data.id, title: 'Lead', applicants: 0, accepting: true }),
    ]);
    expect(full.data.stats).toEqual({ followers: 1, portfolio_views: 0 });

    // The enterprise acting as the studio sees the same; the enterprise itself and creators do not.
    const e = await member('enterprise');
    await linked(e, s);
    const as = (await t.call('useLinkedAccount', { token: e.token, params: { id: s.userId } })).data.session.access_token as string;
    expect((await t.call('studioDashboard', { token: as })).data.casting?.calls).toHaveLength(1);
    for (const other of [e, fan]) {
      const r = await t.call('studioDashboard', { token: other.token });
      expect(r.status).toBe(403);
      expect(r.error?.message).toBe(M.studioDashboardOnly);
    }
  });
});
