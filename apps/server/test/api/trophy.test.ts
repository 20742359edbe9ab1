import { randomBytes } from 'node:crypto';
import { APP_STORE_MESSAGES } from '@mb/contract/app-store-access';
import { type AwardInput, TROPHY_MESSAGES as M, SUSPICION_REASONS } from '@mb/contract/trophy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveClockForTest } from '../../src/features/trophy/service.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// MB Trophy (issue 16): the organizer's installation, phase rules driven by the windows (and the job at
// each edge), consent before shortlisting, eligibility, one vote per verified identity, tallies hidden
// until publication, ties, suspicious votes, trophies on the profile and hiding them.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});

type ProfileType = 'creator' | 'business' | 'studio' | 'enterprise';
type Member = Awaited<ReturnType<typeof signUpUser>> & { username: string };

async function member(type: ProfileType = 'creator', opts: { install?: boolean; verified?: string | false } = {}): Promise<Member> {
  const u = await signUpUser(t, type);
  const username = `tr_${randomBytes(5).toString('hex')}`;
  const p = await t.call('updateMyProfile', { token: u.token, body: { username, display_name: `Member ${username}` } });
  if (p.status !== 200) throw new Error(`profile failed: ${JSON.stringify(p.error)}`);
  if (opts.install) {
    const r = await t.call('installApp', { token: u.token, params: { app_id: 'mb-trophy' } });
    if (r.status !== 200) throw new Error(`install failed: ${JSON.stringify(r.error)}`);
  }
  if (opts.verified !== undefined && opts.verified !== false) {
    // The compliance feature's copy of the hub's decision, as its sync writes it.
    await t.ctx.database.query(
      "update profiles set vaulth_verified = true, vaulth_verification_status = 'verified', vaulth_user_id = $2 where id = $1",
      [u.userId, opts.verified],
    );
  }
  return { ...u, username };
}

const organizer = () => member('enterprise', { install: true });
const voter = (type: ProfileType = 'creator') => member(type, { verified: `hub-${randomBytes(6).toString('hex')}` });

const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
const H = 3_600_000;

function awardBody(over: Partial<AwardInput> = {}): AwardInput {
  return {
    title: 'Industry Awards 2027',
    description: 'The year in work.',
    categories: [
      { name: 'Best Newcomer', description: '' },
      { name: 'Best Studio', description: '' },
    ],
    nominations_open_at: iso(-H),
    nominations_close_at: iso(24 * H),
    voting_open_at: iso(48 * H),
    voting_close_at: iso(72 * H),
    nominee_types: ['creator', 'studio', 'business', 'enterprise'],
    voter_types: ['creator', 'studio', 'business', 'enterprise'],
    nominees_verified_only: false,
    ...over,
  };
}

async function launchedAward(o: Member, over: Partial<AwardInput> = {}) {
  const c = await t.call('createTrophyAward', { token: o.token, body: awardBody(over) });
  expect(c.status, JSON.stringify(c.error)).toBe(201);
  const l = await t.call('launchTrophyAward', { token: o.token, params: { id: c.data.id } });
  expect(l.status, JSON.stringify(l.error)).toBe(200);
  return l.data;
}

const nominate = (who: Member, categoryId: string, nominee = '', statement = '') =>
  t.call('nominateForTrophy', { token: who.token, params: { id: categoryId }, body: { nominee, statement } });

/** A finalist (self-nominated, so accepted) in the category; answers the nomination id. */
async function finalist(o: Member, categoryId: string, who?: Member) {
  const m = who ?? (await member());
  const n = await nominate(m, categoryId);
  expect(n.status, JSON.stringify(n.error)).toBe(201);
  const s = await t.call('shortlistTrophyNomination', { token: o.token, params: { id: n.data.id }, body: { finalist: true } });
  expect(s.status, JSON.stringify(s.error)).toBe(200);
  return { member: m, nominationId: n.data.id };
}

const vote = (who: Member, categoryId: string, nominationId: string, ip?: string) =>
  t.call('voteForTrophy', {
    token: who.token,
    params: { id: categoryId },
    body: { nomination_id: nominationId },
    headers: ip ? { 'x-forwarded-for': ip } : undefined,
  });

describe('the organizer side needs MB Trophy installed', () => {
  it('refuses a member without the app (403 naming the app), and a creator who cannot install it', async () => {
    const business = await member('business');
    const creator = await member('creator');
    for (const m of [business, creator]) {
      const c = await t.call('createTrophyAward', { token: m.token, body: awardBody() });
      expect(c.status).toBe(403);
      expect(c.error?.message).toBe(APP_STORE_MESSAGES.notInstalled('MB Trophy'));
      expect((await t.call('myTrophyAwards', { token: m.token })).status).toBe(403);
    }
    const o = await organizer();
    const award = await launchedAward(o);
    expect((await t.call('manageTrophyAward', { token: business.token, params: { id: award.id } })).status).toBe(403);
    // Installed but not the organizer: like an award that does not exist.
    const other = await organizer();
    const r = await t.call('manageTrophyAward', { token: other.token, params: { id: award.id } });
    expect(r.status).toBe(404);
  });
});

describe('awards and their phases', () => {
  it('validates the windows with their messages', async () => {
    const o = await organizer();
    const bad = await t.call('createTrophyAward', {
      token: o.token,
      body: awardBody({ nominations_close_at: iso(-2 * H), voting_open_at: iso(-3 * H), voting_close_at: iso(-4 * H) }),
    });
    expect(bad.status).toBe(400);
    expect(Object.values(bad.error?.fields ?? {})).toEqual(
      expect.arrayContaining([M.nominationsOrder, M.votingAfterNominations, M.votingOrder]),
    );
    const past = await t.call('createTrophyAward', {
      token: o.token,
      body: awardBody({ nominations_open_at: iso(-3 * H), nominations_close_at: iso(-2 * H) }),
    });
    expect(past.status).toBe(400);
    expect(past.error?.fields?.nominations_close_at).toBe(M.nominationsClosePast);
    const noCats = await t.call('createTrophyAward', { token: o.token, body: awardBody({ categories: [] }) });
    expect(noCats.status).toBe(400);
    expect(Object.values(noCats.error?.fields ?? {})).toContain(M.categoriesRequired);
  });

  it('a draft is the organizer’s alone; launching opens nominations when the window is open; changes stop then', async () => {
    const o = await organizer();
    const c = await t.call('createTrophyAward', { token: o.token, body: awardBody() });
    expect(c.data.phase).toBe('draft');
    const stranger = await member();
    expect((await t.call('trophyAward', { token: stranger.token, params: { id: c.data.id } })).status).toBe(404);
    expect((await t.call('trophyAward', { params: { id: c.data.id } })).status).toBe(404);
    const cat = c.data.categories[0]?.id as string;
    expect((await nominate(stranger, cat)).status).toBe(404);
    const edit = await t.call('updateTrophyAward', { token: o.token, params: { id: c.data.id }, body: awardBody({ title: 'Renamed' }) });
    expect(edit.status).toBe(200);
    expect(edit.data.title).toBe('Renamed');
    const l = await t.call('launchTrophyAward', { token: o.token, params: { id: c.data.id } });
    expect(l.data.phase).toBe('nominations');
    expect((await t.call('launchTrophyAward', { token: o.token, params: { id: c.data.id } })).error?.message).toBe(M.alreadyLaunched);
    const late = await t.call('updateTrophyAward', { token: o.token, params: { id: c.data.id }, body: awardBody() });
    expect(late.status).toBe(409);
    expect(late.error?.message).toBe(M.notEditable);
    // Visitors see a launched award.
    const pub = await t.call('trophyAward', { params: { id: c.data.id } });
    expect(pub.status).toBe(200);
    expect(pub.data.viewer.nominate_refusal).toBe(M.signInToTakePart);
    const list = await t.call('trophyAwards');
    expect(list.data.awards.map((a) => a.id)).toContain(c.data.id);
  });

  it('a future window waits as scheduled; the job at each edge moves the phase', async () => {
    const o = await organizer();
    const award = await launchedAward(o, {
      nominations_open_at: iso(2 * H),
      nominations_close_at: iso(24 * H),
      voting_open_at: iso(30 * H),
      voting_close_at: iso(40 * H),
    });
    expect(award.phase).toBe('scheduled');
    const m = await member();
    const early = await nominate(m, award.categories[0]?.id as string);
    expect(early.status).toBe(409);
    expect(early.error?.message).toBe(M.nominationsNotOpen);
    const jobs = await t.ctx.database.query<{ key: string; run_at: Date }>(
      "select key, run_at from jobs where kind = 'trophy.advance' and key like $1 order by run_at",
      [`trophy.advance:${award.id}:%`],
    );
    expect(jobs).toHaveLength(4);
    // The window opens (moved into the past) and its job comes due: the worker moves the phase.
    await t.ctx.database.query("update trophy_awards set nominations_open_at = now() - interval '1 minute' where id = $1", [award.id]);
    await t.ctx.database.query('update jobs set run_at = now() where key = $1', [jobs[0]?.key]);
    await t.ctx.jobs.runDue();
    await expect.poll(async () => (await t.call('trophyAward', { params: { id: award.id } })).data.phase).toBe('nominations');
  });
});

describe('nominations need the nominee’s consent', () => {
  it('someone else’s nomination waits for consent; only accepted ones are shortlisted', async () => {
    const o = await organizer();
    const award = await launchedAward(o);
    const cat = award.categories[0]?.id as string;
    const nominator = await member();
    const nominee = await member();
    const n = await nominate(nominator, cat, `@${nominee.username}`, 'A breakout year');
    expect(n.status, JSON.stringify(n.error)).toBe(201);
    expect(n.data.status).toBe('pending');
    expect((await nominate(await member(), cat, nominee.username)).error?.message).toBe(M.alreadyNominated);
    // The nominee was told.
    const bell = await t.call('notifications', { token: nominee.token });
    expect(bell.data.items.some((x) => x.type === 'trophy' && x.action_url === '/apps/mb-trophy/nominations')).toBe(true);
    // And e-mailed (no installation: e-mails on); an installer who turned MB Trophy's e-mails off is not.
    const mails = async (to: string) =>
      (await t.ctx.database.query<{ kind: string }>('select kind from mail_outbox where to_address = $1', [to])).map((r) => r.kind);
    expect(await mails(nominee.email)).toContain('trophy_nominated');
    const quiet = await member('enterprise', { install: true });
    const off = await t.call('updateAppSettings', {
      token: quiet.token,
      params: { app_id: 'mb-trophy' },
      body: { configuration: { email_notifications: false, show_trophies_on_profile: true } },
    });
    expect(off.status, JSON.stringify(off.error)).toBe(200);
    expect((await nominate(nominator, cat, quiet.username)).status).toBe(201);
    expect(await mails(quiet.email)).not.toContain('trophy_nominated');
    const early = await t.call('shortlistTrophyNomination', { token: o.token, params: { id: n.data.id }, body: { finalist: true } });
    expect(early.status).toBe(409);
    expect(early.error?.message).toBe(M.notAccepted);
    // Only the nominee answers.
    expect(
      (await t.call('answerTrophyNomination', { token: nominator.token, params: { id: n.data.id }, body: { accept: true } })).status,
    ).toBe(404);
    const mine = await t.call('myTrophyNominations', { token: nominee.token });
    expect(mine.data.received[0]).toMatchObject({ id: n.data.id, can_answer: true, status: 'pending' });
    const yes = await t.call('answerTrophyNomination', { token: nominee.token, params: { id: n.data.id }, body: { accept: true } });
    expect(yes.data.status).toBe('accepted');
    expect(
      (await t.call('answerTrophyNomination', { token: nominee.token, params: { id: n.data.id }, body: { accept: false } })).error?.message,
    ).toBe(M.alreadyAnswered);
    const ok = await t.call('shortlistTrophyNomination', { token: o.token, params: { id: n.data.id }, body: { finalist: true } });
    expect(ok.status).toBe(200);
    expect(ok.data.finalist).toBe(true);
    // A declined nomination is never a finalist.
    const other = await member();
    const d = await nominate(nominator, cat, other.username);
    await t.call('answerTrophyNomination', { token: other.token, params: { id: d.data.id }, body: { accept: false } });
    expect(
      (await t.call('shortlistTrophyNomination', { token: o.token, params: { id: d.data.id }, body: { finalist: true } })).status,
    ).toBe(409);
  });

  it('refuses nominees of a type the award does not allow, unverified ones when verified-only, and the organizer', async () => {
    const o = await organizer();
    const award = await launchedAward(o, { nominee_types: ['creator'], nominees_verified_only: true });
    const cat = award.categories[0]?.id as string;
    const studio = await member('studio');
    const r = await nominate(studio, cat);
    expect(r.status).toBe(403);
    expect(r.error?.message).toBe(M.nomineeNotEligible);
    const unverified = await member('creator');
    const u = await nominate(unverified, cat);
    expect(u.status).toBe(403);
    expect(u.error?.message).toBe(M.nomineeNotVerified);
    expect((await nominate(await voter('creator'), cat)).status).toBe(201);
    expect((await nominate(await member(), cat, o.username)).error?.message).toBe(M.organizerNotNominee);
    expect((await nominate(await member(), cat, 'no_such_member_here')).error?.fields?.nominee).toBe(M.nomineeNotFound);
  });
});

describe('voting', () => {
  it('one vote per verified identity; unverified, ineligible types and the organizer refused; voting only in its window', async () => {
    const o = await organizer();
    const award = await launchedAward(o, { voter_types: ['creator', 'studio'] });
    const cat = award.categories[0]?.id as string;
    const a = await finalist(o, cat);
    const v = await voter();
    expect((await vote(v, cat, a.nominationId)).error?.message).toBe(M.votingNotOpen);
    await moveClockForTest(t.ctx, award.id, 'voting');

    const unverified = await member('creator');
    const u = await vote(unverified, cat, a.nominationId);
    expect(u.status).toBe(403);
    expect(u.error?.message).toBe(M.notVerified);
    const business = await voter('business');
    const b = await vote(business, cat, a.nominationId);
    expect(b.status).toBe(403);
    expect(b.error?.message).toBe(M.voterNotEligible);
    expect((await vote(o, cat, a.nominationId)).error?.message).toBe(M.organizerNoVote);

    expect((await vote(v, cat, a.nominationId)).status).toBe(201);
    const again = await vote(v, cat, a.nominationId);
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe(M.alreadyVoted);
    // A second account of the same verified person (one vAulth identity) cannot vote in the category.
    const [row] = await t.ctx.database.query<{ vaulth_user_id: string }>('select vaulth_user_id from profiles where id = $1', [v.userId]);
    const twin = await member('studio', { verified: row?.vaulth_user_id });
    const tw = await vote(twin, cat, a.nominationId);
    expect(tw.status).toBe(409);
    expect(tw.error?.message).toBe(M.alreadyVoted);
    // The database says so too: the unique index on (category, identity).
    await expect(
      t.ctx.database.query(
        `insert into trophy_votes (award_id, category_id, nomination_id, voter_id, voter_identity)
         values ($1, $2, $3, $4, $5)`,
        [award.id, cat, a.nominationId, twin.userId, `vaulth:${row?.vaulth_user_id}`],
      ),
    ).rejects.toThrow();
    // Not a finalist: refused.
    const other = await voter();
    const wrong = await vote(other, cat, award.categories[1]?.id as string);
    expect(wrong.status).toBe(400);
    const view = await t.call('trophyAward', { token: v.token, params: { id: award.id } });
    expect(view.data.categories[0]?.my_vote).toBe(a.nominationId);
  });

  it('tallies are the organizer’s until publication; results at close with ties shared; trophies on the profile', async () => {
    const o = await organizer();
    const award = await launchedAward(o);
    const [cat1, cat2] = award.categories.map((c) => c.id) as [string, string];
    const a = await finalist(o, cat1);
    const b = await finalist(o, cat1);
    const c = await finalist(o, cat2);
    const d = await finalist(o, cat2);
    await moveClockForTest(t.ctx, award.id, 'voting');
    const voters = await Promise.all([voter(), voter(), voter()]);
    // Category 1: a wins 2-1. Category 2: c and d tie 1-1 (the third voter abstains there).
    expect((await vote(voters[0] as Member, cat1, a.nominationId)).status).toBe(201);
    expect((await vote(voters[1] as Member, cat1, a.nominationId)).status).toBe(201);
    expect((await vote(voters[2] as Member, cat1, b.nominationId)).status).toBe(201);
    expect((await vote(voters[0] as Member, cat2, c.nominationId)).status).toBe(201);
    expect((await vote(voters[1] as Member, cat2, d.nominationId)).status).toBe(201);

    const during = await t.call('trophyAward', { token: (voters[0] as Member).token, params: { id: award.id } });
    expect(during.data.categories.every((x) => x.results === null)).toBe(true);
    expect(JSON.stringify(during.data)).not.toContain('"votes"');
    const managed = await t.call('manageTrophyAward', { token: o.token, params: { id: award.id } });
    expect(managed.data.total_votes).toBe(5);
    expect(managed.data.categories[0]?.tallies?.map((x) => x.votes)).toEqual([2, 1]);
    expect((await t.call('publishTrophyAward', { token: o.token, params: { id: award.id } })).error?.message).toBe(M.notClosed);

    await moveClockForTest(t.ctx, award.id, 'closed');
    const closed = await t.call('trophyAward', { params: { id: award.id } });
    expect(closed.data.phase).toBe('closed');
    expect(closed.data.categories.every((x) => x.results === null)).toBe(true);
    const final = await t.call('manageTrophyAward', { token: o.token, params: { id: award.id } });
    expect(final.data.categories[1]?.tallies?.filter((x) => x.winner)).toHaveLength(2);

    const pub = await t.call('publishTrophyAward', { token: o.token, params: { id: award.id } });
    expect(pub.status, JSON.stringify(pub.error)).toBe(200);
    const seen = await t.call('trophyAward', { params: { id: award.id } });
    expect(seen.data.phase).toBe('published');
    expect(seen.data.categories[0]?.results).toEqual([
      expect.objectContaining({ nomination_id: a.nominationId, votes: 2, winner: true }),
      expect.objectContaining({ nomination_id: b.nominationId, votes: 1, winner: false }),
    ]);
    expect(seen.data.categories[1]?.results?.every((x) => x.winner && x.votes === 1)).toBe(true);
    expect((await t.call('publishTrophyAward', { token: o.token, params: { id: award.id } })).error?.message).toBe(M.alreadyPublished);

    // Trophies: the winner's and a finalist's on their profiles, each hideable by its recipient only.
    const win = await t.call('memberTrophies', { params: { userId: a.member.userId } });
    expect(win.data.trophies).toEqual([expect.objectContaining({ kind: 'winner', category: 'Best Newcomer', hidden: false })]);
    const fin = await t.call('memberTrophies', { params: { userId: b.member.userId } });
    expect(fin.data.trophies.map((x) => x.kind)).toEqual(['finalist']);
    const id = win.data.trophies[0]?.id as string;
    expect((await t.call('updateMyTrophy', { token: b.member.token, params: { id }, body: { hidden: true } })).status).toBe(404);
    const hide = await t.call('updateMyTrophy', { token: a.member.token, params: { id }, body: { hidden: true } });
    expect(hide.data.hidden).toBe(true);
    expect((await t.call('memberTrophies', { params: { userId: a.member.userId } })).data.trophies).toEqual([]);
    expect((await t.call('myTrophies', { token: a.member.token })).data.trophies).toHaveLength(1);
    const bell = await t.call('notifications', { token: a.member.token });
    expect(bell.data.items.some((x) => x.title.startsWith('You won'))).toBe(true);
    void d;
  });

  it("throttles votes per member (the contract's trophyVotes: 30 in 5 minutes), refusals included", async () => {
    const o = await organizer();
    const award = await launchedAward(o);
    const cat = award.categories[0]?.id as string;
    const a = await finalist(o, cat);
    await moveClockForTest(t.ctx, award.id, 'voting');
    const v = await voter();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await vote(v, cat, a.nominationId)).status);
    expect(statuses[0]).toBe(201);
    expect(statuses.slice(1, 30).every((s) => s === 409)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('lists suspicious votes: bursts from one address, new accounts', async () => {
    const o = await organizer();
    const award = await launchedAward(o);
    const cat = award.categories[0]?.id as string;
    const a = await finalist(o, cat);
    await moveClockForTest(t.ctx, award.id, 'voting');
    const ip = '203.0.113.77';
    const crowd = await Promise.all([voter(), voter(), voter()]);
    for (const v of crowd) expect((await vote(v, cat, a.nominationId, ip)).status).toBe(201);
    const m = await t.call('manageTrophyAward', { token: o.token, params: { id: award.id } });
    expect(m.data.suspicious_votes).toHaveLength(3);
    for (const s of m.data.suspicious_votes) {
      expect(s.reasons).toContain(SUSPICION_REASONS.ip_burst);
      // Every account here was made minutes ago, before voting opened: a new account.
      expect(s.reasons).toContain(SUSPICION_REASONS.new_account);
    }
  });
});
