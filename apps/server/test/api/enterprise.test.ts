import { randomBytes } from 'node:crypto';
import { ENTERPRISE_MESSAGES as M } from '@mb/contract/enterprise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// Enterprise accounts and their studios (issue 17): company details, invitations answered by the studio,
// the link on both sides, unlinking from either side; only enterprises invite, only studios are linked.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});

type ProfileType = 'creator' | 'business' | 'studio' | 'enterprise';
type Member = Awaited<ReturnType<typeof signUpUser>> & { username: string };

async function member(type: ProfileType): Promise<Member> {
  const u = await signUpUser(t, type);
  const username = `en_${randomBytes(5).toString('hex')}`;
  const p = await t.call('updateMyProfile', { token: u.token, body: { username, display_name: `Name ${username}` } });
  if (p.status !== 200) throw new Error(`profile failed: ${JSON.stringify(p.error)}`);
  return { ...u, username };
}

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
  });
});
