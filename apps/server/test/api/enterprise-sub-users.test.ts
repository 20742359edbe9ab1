import { randomBytes } from 'node:crypto';
import { DELEGATION_MESSAGES, SUB_USER_MESSAGES as S } from '@mb/contract/enterprise-sub-users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// Enterprise sub-users (issue 17): invitations by e-mail with a role, accepted once with the e-mail's
// token; a sub-user acts for the enterprise through a delegated session whose role is enforced on every
// request; removal and role changes end those sessions at once.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});

type ProfileType = 'creator' | 'business' | 'studio' | 'enterprise';
type Member = Awaited<ReturnType<typeof signUpUser>> & { username: string };
type Role = 'admin' | 'manager' | 'viewer';

async function member(type: ProfileType): Promise<Member> {
  const u = await signUpUser(t, type);
  const username = `su_${randomBytes(5).toString('hex')}`;
  const p = await t.call('updateMyProfile', { token: u.token, body: { username, display_name: `Name ${username}` } });
  if (p.status !== 200) throw new Error(`profile failed: ${JSON.stringify(p.error)}`);
  return { ...u, username };
}

/** The token of the latest invitation e-mail to `email` (mailed in the inviting transaction). */
async function mailedToken(email: string): Promise<string> {
  const mails = await t.ctx.database.query<{ text_body: string }>(
    "select text_body from mail_outbox where kind = 'enterprise_sub_user_invitation' and to_address = $1 order by created_at desc, id desc",
    [email],
  );
  const token = /token=([A-Za-z0-9_%-]+)/.exec(mails[0]?.text_body ?? '')?.[1];
  if (!token) throw new Error(`no invitation mail for ${email}`);
  return decodeURIComponent(token);
}

async function invite(e: Member, email: string, role: Role) {
  const r = await t.call('inviteSubUser', { token: e.token, body: { email, role } });
  expect(r.status, JSON.stringify(r.error)).toBe(201);
  return { id: r.data.sub_user.id as string, token: await mailedToken(email.toLowerCase()) };
}

/** An active sub-user of `e` with `role`, switched into the enterprise: the delegated session's tokens. */
async function actingAs(e: Member, role: Role, type: ProfileType = 'creator') {
  const u = await member(type);
  const inv = await invite(e, u.email, role);
  const acc = await t.call('acceptSubUserInvitation', { token: u.token, body: { token: inv.token } });
  expect(acc.status, JSON.stringify(acc.error)).toBe(200);
  const sw = await t.call('useLinkedAccount', { token: u.token, params: { id: e.userId } });
  expect(sw.status, JSON.stringify(sw.error)).toBe(200);
  return { u, id: inv.id, as: sw.data.session.access_token as string, refresh: sw.data.session.refresh_token as string };
}

const delegatedWrites = (enterpriseId: string) =>
  t.ctx.database.query<{ event_data: { delegated_by: string; route: string; outcome: string; role?: string } }>(
    "select event_data from activity_events where event_type = 'security_delegated_write' and user_id = $1 order by id",
    [enterpriseId],
  );

describe('inviting and accepting', () => {
  it('the enterprise invites by e-mail; the invitee is mailed and notified, accepts once, and both sides see it', async () => {
    const e = await member('enterprise');
    await t.call('updateMyEnterprise', {
      token: e.token,
      body: { company_name: 'Velvet Group', business_email: '', website: '', about: '' },
    });
    const u = await member('creator');
    const r = await t.call('inviteSubUser', { token: e.token, body: { email: u.email.toUpperCase(), role: 'manager' } });
    expect(r.status).toBe(201);
    expect(r.data.sub_user).toMatchObject({ email: u.email, role: 'manager', status: 'invited', member: null, accepted_at: null });
    const days = (Date.parse(r.data.sub_user.expires_at as string) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const token = await mailedToken(u.email);
    const bell = await t.call('notifications', { token: u.token });
    const note = (bell.data.items as { title: string; content: string; action_url: string | null }[]).find(
      (n) => n.title === S.invitationTitle,
    );
    expect(note?.content).toBe(S.invitationNotice('Velvet Group'));
    expect(note?.action_url).toMatch(/^\/enterprise-invitation\?token=/);

    const acc = await t.call('acceptSubUserInvitation', { token: u.token, body: { token } });
    expect(acc.status).toBe(200);
    expect(acc.data).toMatchObject({ enterprise: { id: e.userId, type: 'enterprise' }, role: 'manager' });
    const list = await t.call('listSubUsers', { token: e.token });
    expect(list.data.sub_users).toEqual([
      expect.objectContaining({ status: 'active', role: 'manager', expires_at: null, member: expect.objectContaining({ id: u.userId }) }),
    ]);
    // Single use.
    const again = await t.call('acceptSubUserInvitation', { token: u.token, body: { token } });
    expect(again.status).toBe(404);
    expect(again.error?.message).toBe(S.invitationInvalid);
    // Already active: inviting again is refused.
    const dup = await t.call('inviteSubUser', { token: e.token, body: { email: u.email, role: 'viewer' } });
    expect(dup.status).toBe(409);
    expect(dup.error?.message).toBe(S.alreadyActive);
    // The switcher now lists the enterprise after the member's own account.
    const linked = await t.call('linkedAccounts', { token: u.token });
    expect(linked.data.accounts.map((a: { id: string }) => a.id)).toEqual([u.userId, e.userId]);
  });

  it('the link expires, and inviting again sends a fresh link that replaces the old one', async () => {
    const e = await member('enterprise');
    const u = await member('studio');
    const first = await invite(e, u.email, 'viewer');
    await t.ctx.database.query("update enterprise_sub_users set token_expires_at = now() - interval '1 minute' where id = $1", [first.id]);
    const late = await t.call('acceptSubUserInvitation', { token: u.token, body: { token: first.token } });
    expect(late.status).toBe(400);
    expect(late.error?.message).toBe(S.invitationExpired);
    const second = await invite(e, u.email, 'admin');
    expect(second.id).toBe(first.id);
    expect(second.token).not.toBe(first.token);
    expect((await t.call('acceptSubUserInvitation', { token: u.token, body: { token: first.token } })).status).toBe(404);
    const ok = await t.call('acceptSubUserInvitation', { token: u.token, body: { token: second.token } });
    expect(ok.status).toBe(200);
    expect(ok.data.role).toBe('admin');
  });

  it('only the invited address accepts, never an enterprise, never from a delegated session', async () => {
    const e = await member('enterprise');
    const u = await member('business');
    const other = await member('creator');
    const inv = await invite(e, u.email, 'viewer');
    const wrong = await t.call('acceptSubUserInvitation', { token: other.token, body: { token: inv.token } });
    expect(wrong.status).toBe(403);
    expect(wrong.error?.message).toBe(S.invitationOtherEmail);
    const ent = await member('enterprise');
    const invE = await invite(e, ent.email, 'viewer');
    const byEnterprise = await t.call('acceptSubUserInvitation', { token: ent.token, body: { token: invE.token } });
    expect(byEnterprise.status).toBe(403);
    expect(byEnterprise.error?.message).toBe(S.invitationEnterprise);
    const bogus = await t.call('acceptSubUserInvitation', { token: u.token, body: { token: 'x'.repeat(43) } });
    expect(bogus.status).toBe(404);
    // Still usable by the right account afterwards.
    expect((await t.call('acceptSubUserInvitation', { token: u.token, body: { token: inv.token } })).status).toBe(200);
  });

  it('only the enterprise manages sub-users; bad input gets clear messages', async () => {
    const e = await member('enterprise');
    const inv = await invite(e, `someone${Date.now()}@example.test`, 'viewer');
    for (const type of ['creator', 'business', 'studio'] as const) {
      const m = await member(type);
      const list = await t.call('listSubUsers', { token: m.token });
      expect(list.status, type).toBe(403);
      const r = await t.call('inviteSubUser', { token: m.token, body: { email: 'x@example.test', role: 'viewer' } });
      expect(r.status, type).toBe(403);
      expect((await t.call('changeSubUserRole', { token: m.token, params: { id: inv.id }, body: { role: 'admin' } })).status).toBe(403);
      expect((await t.call('removeSubUser', { token: m.token, params: { id: inv.id } })).status).toBe(403);
    }
    // Another enterprise cannot touch this one's sub-users.
    const other = await member('enterprise');
    expect((await t.call('changeSubUserRole', { token: other.token, params: { id: inv.id }, body: { role: 'admin' } })).status).toBe(404);
    expect((await t.call('removeSubUser', { token: other.token, params: { id: inv.id } })).status).toBe(404);
    const bad = await t.call('inviteSubUser', { token: e.token, body: { email: 'nope', role: 'owner' } });
    expect(bad.status).toBe(400);
    expect(bad.error?.fields).toMatchObject({ email: S.emailInvalid, role: S.roleInvalid });
    const own = await t.call('inviteSubUser', { token: e.token, body: { email: e.email, role: 'viewer' } });
    expect(own.status).toBe(400);
    expect(own.error?.message).toBe(S.ownEmail);
  });
});

describe('acting for the enterprise within the role', () => {
  it('a viewer reads as the enterprise but cannot change anything; every refused write is logged', async () => {
    const e = await member('enterprise');
    const { u, as } = await actingAs(e, 'viewer');
    const me = await t.call('me', { token: as });
    expect(me.data.id).toBe(e.userId);
    expect((await t.call('myEnterprise', { token: as })).status).toBe(200);
    expect((await t.call('listSubUsers', { token: as })).status).toBe(200);
    const writes = [
      await t.call('updateMyEnterprise', { token: as, body: { company_name: 'Taken', business_email: '', website: '', about: '' } }),
      await t.call('updateMyProfile', { token: as, body: { display_name: 'Taken over' } }),
      await t.call('createFeedPost', { token: as, body: { body: 'Hello from a viewer' } }),
      await t.call('inviteStudio', { token: as, body: { studio: 'anyone' } }),
      await t.call('inviteSubUser', { token: as, body: { email: 'friend@example.test', role: 'admin' } }),
    ];
    for (const w of writes) {
      expect(w.status).toBe(403);
      expect(w.error?.message).toBe(S.viewerReadOnly);
    }
    expect((await t.call('myEnterprise', { token: e.token })).data.account.company_name).toBe('');
    expect((await t.call('myProfile', { token: e.token })).data.display_name).toBe(`Name ${e.username}`);
    const log = await delegatedWrites(e.userId);
    expect(log.length).toBeGreaterThanOrEqual(writes.length);
    expect(log.every((l) => l.event_data.delegated_by === u.userId && l.event_data.outcome === 'forbidden')).toBe(true);
    expect(log[0]?.event_data.role).toBe('viewer');
  });

  it('a manager acts but cannot manage sub-users or company details; an admin can', async () => {
    const e = await member('enterprise');
    const manager = await actingAs(e, 'manager');
    const prof = await t.call('updateMyProfile', { token: manager.as, body: { display_name: 'Velvet by manager' } });
    expect(prof.status, JSON.stringify(prof.error)).toBe(200);
    for (const w of [
      await t.call('updateMyEnterprise', { token: manager.as, body: { company_name: 'M', business_email: '', website: '', about: '' } }),
      await t.call('inviteSubUser', { token: manager.as, body: { email: 'friend@example.test', role: 'admin' } }),
      await t.call('changeSubUserRole', { token: manager.as, params: { id: manager.id }, body: { role: 'admin' } }),
      await t.call('removeSubUser', { token: manager.as, params: { id: manager.id } }),
    ]) {
      expect(w.status).toBe(403);
      expect(w.error?.message).toBe(S.managerRefused);
    }
    const admin = await actingAs(e, 'admin');
    const saved = await t.call('updateMyEnterprise', {
      token: admin.as,
      body: { company_name: 'By admin', business_email: '', website: '', about: '' },
    });
    expect(saved.status).toBe(200);
    const inv = await t.call('inviteSubUser', { token: admin.as, body: { email: `new${Date.now()}@example.test`, role: 'viewer' } });
    expect(inv.status).toBe(201);
    // Never the account itself, whatever the role.
    const pw = await t.call('changePassword', {
      token: admin.as,
      body: { current_password: e.password, new_password: 'Another-Rope-123' },
    });
    expect(pw.status).toBe(403);
    expect((await t.call('signIn', { body: { email: e.email, password: e.password } })).status).toBe(200);
  });

  it('a sub-user cannot switch further into the enterprise’s studios', async () => {
    const e = await member('enterprise');
    const s = await member('studio');
    const link = await t.call('inviteStudio', { token: e.token, body: { studio: s.username } });
    await t.call('acceptEnterpriseLink', { token: s.token, params: { id: link.data.link.id } });
    const { u, as } = await actingAs(e, 'admin');
    const accounts = await t.call('linkedAccounts', { token: as });
    expect(accounts.data.accounts.map((a: { id: string }) => a.id)).toEqual([u.userId, e.userId]);
    expect((await t.call('useLinkedAccount', { token: as, params: { id: s.userId } })).status).toBe(404);
    expect((await t.call('useLinkedAccount', { token: u.token, params: { id: s.userId } })).status).toBe(404);
  });

  it('a viewer may still switch back to their own account', async () => {
    const e = await member('enterprise');
    const { u, as } = await actingAs(e, 'viewer');
    const back = await t.call('useLinkedAccount', { token: as, params: { id: u.userId } });
    expect(back.status, JSON.stringify(back.error)).toBe(200);
    expect(back.data.session.user.id).toBe(u.userId);
    expect((await t.call('me', { token: as })).status).toBe(401);
  });

  it('removal ends the delegated session at once (its refresh token too); a role change also ends it', async () => {
    const e = await member('enterprise');
    const { u, id, as, refresh } = await actingAs(e, 'admin');
    expect((await t.call('me', { token: as })).status).toBe(200);
    const rm = await t.call('removeSubUser', { token: e.token, params: { id } });
    expect(rm.status).toBe(200);
    expect((await t.call('me', { token: as })).status).toBe(401);
    expect((await t.call('refresh', { body: { refresh_token: refresh } })).status).toBe(401);
    expect((await t.call('useLinkedAccount', { token: u.token, params: { id: e.userId } })).status).toBe(404);
    expect((await t.call('me', { token: u.token })).status).toBe(200);
    expect((await t.call('listSubUsers', { token: e.token })).data.sub_users).toEqual([]);

    const second = await actingAs(e, 'admin');
    const ch = await t.call('changeSubUserRole', { token: e.token, params: { id: second.id }, body: { role: 'viewer' } });
    expect(ch.status).toBe(200);
    expect(ch.data.sub_user.role).toBe('viewer');
    expect((await t.call('me', { token: second.as })).status).toBe(401);
    const again = await t.call('useLinkedAccount', { token: second.u.token, params: { id: e.userId } });
    const w = await t.call('updateMyProfile', { token: again.data.session.access_token, body: { display_name: 'Nope' } });
    expect(w.status).toBe(403);
    expect(w.error?.message).toBe(S.viewerReadOnly);
  });
});

describe("the account holder's own data is never a delegated session's (issue 31)", () => {
  /** A ready export and a 2257 identity record of `userId`: what the holder reads, and no one acting for them. */
  async function privateDataOf(userId: string): Promise<string> {
    const [row] = await t.ctx.database.query<{ id: string }>(
      `insert into member_data_exports (user_id, state, step, steps, path, size, ready_at, expires_at)
       values ($1, 'ready', 1, 1, $2, 10, now(), now() + interval '7 days') returning id`,
      [userId, `${userId}/1-export.zip`],
    );
    await t.ctx.database.query(
      `insert into records_identities (user_id, legal_name, date_of_birth, id_document_key, id_document_type)
       values ($1, 'Jane Legal-Name', '1990-01-02', $2, 'image/jpeg')`,
      [userId, `records/${userId}/id.jpg`],
    );
    return (row as { id: string }).id;
  }

  const readAll = (token: string, exportId: string) =>
    Promise.all([
      t.call('myDataExports', { token }),
      t.call('downloadDataExport', { token, params: { id: exportId } }),
      t.call('myRecordsIdentity', { token }),
    ]);

  it('a Viewer sub-user acting for the enterprise: its exports, their download and its 2257 identity are refused', async () => {
    const e = await member('enterprise');
    const exportId = await privateDataOf(e.userId);
    const viewer = await actingAs(e, 'viewer');
    for (const r of await readAll(viewer.as, exportId)) {
      expect(r.status).toBe(403);
      expect(r.error?.message).toBe(DELEGATION_MESSAGES.never);
      expect(JSON.stringify(r.data ?? {})).not.toContain('Jane Legal-Name');
    }
    // An Admin sub-user neither: this is the person's, not the company's.
    const admin = await actingAs(e, 'admin');
    expect((await readAll(admin.as, exportId)).map((r) => r.status)).toEqual([403, 403, 403]);
    // The enterprise itself still reads all three.
    const own = await readAll(e.token, exportId);
    expect(own.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(own[2].data).toMatchObject({ legal_name: 'Jane Legal-Name', date_of_birth: '1990-01-02' });
  });

  it('an enterprise acting as its linked studio: the studio’s exports, their download and its 2257 identity are refused', async () => {
    const e = await member('enterprise');
    const studio = await member('studio');
    const inv = await t.call('inviteStudio', { token: e.token, body: { studio: studio.email } });
    expect(inv.status, JSON.stringify(inv.error)).toBe(201);
    expect((await t.call('acceptEnterpriseLink', { token: studio.token, params: { id: inv.data.link.id } })).status).toBe(200);
    const sw = await t.call('useLinkedAccount', { token: e.token, params: { id: studio.userId } });
    expect(sw.status, JSON.stringify(sw.error)).toBe(200);
    const exportId = await privateDataOf(studio.userId);
    for (const r of await readAll(sw.data.session.access_token, exportId)) {
      expect(r.status).toBe(403);
      expect(r.error?.message).toBe(DELEGATION_MESSAGES.never);
    }
    // The studio's professional content stays the enterprise's to act on.
    expect((await t.call('myPortfolio', { token: sw.data.session.access_token })).status).toBe(200);
    expect((await readAll(studio.token, exportId)).map((r) => r.status)).toEqual([200, 200, 200]);
  });
});
