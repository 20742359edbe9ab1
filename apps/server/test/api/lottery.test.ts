import { createHash } from 'node:crypto';
import { LOTTERY_MESSAGES as M, normalizeRedemptionCode } from '@mb/contract/lottery';
import { DRAW_ALGORITHM, drawWinners, fromHex } from '@mb/contract/lottery-draw';
import { MESSAGES } from '@mb/contract/ui-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeHmac } from '../../src/features/lottery/draw-crypto.ts';
import { testMoveWindow } from '../../src/features/lottery/service.ts';
import { staffRoles } from '../../src/features/staff/schema.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// The digital lottery (issue 17): staff (admins with content_moderation) run draws whose phases follow
// the window through jobs; members enter once, even when their clicks race; the commitment published
// at opening matches the seed revealed at closing and the winners can be recomputed from the proof;
// winners get codes, notifications and e-mails; a code is redeemed exactly once under concurrency,
// audited; everyone else is refused.

let t: TestApp;
type Member = Awaited<ReturnType<typeof signUpUser>>;
let runner: Member; // admin with content_moderation
let adminWithout: Member; // admin without content_moderation
let moderator: Member; // moderator with content_moderation

beforeAll(async () => {
  t = await startTestApp({}, undefined, { pages: true });
  runner = await signUpUser(t);
  adminWithout = await signUpUser(t);
  moderator = await signUpUser(t);
  await t.ctx.db.insert(staffRoles).values([
    { user_id: runner.userId, role: 'admin', permissions: ['content_moderation'] },
    { user_id: adminWithout.userId, role: 'admin', permissions: ['staff_management'] },
    { user_id: moderator.userId, role: 'moderator', permissions: ['content_moderation'] },
  ]);
});
afterAll(async () => {
  await t.close();
});

const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
const input = (over: Record<string, unknown> = {}) => ({
  title: 'Velvet Awards weekend',
  prize: 'Two VIP passes to the Velvet Awards, travel included',
  winners_count: 2,
  rules: 'One free entry per member. No purchase necessary. Winners are drawn when entry closes.',
  opens_at: hours(-1),
  closes_at: hours(24),
  eligibility: 'members',
  ...over,
});

async function draft(over: Record<string, unknown> = {}) {
  const r = await t.call('createLotteryDraw', { token: runner.token, body: input(over) });
  expect(r.status, JSON.stringify(r.error)).toBe(201);
  return r.data;
}

const statusOf = async (id: string) => (await t.call('lotteryDraw', { params: { id } })).data?.draw.status;

/** Published and opened by its job (opens_at is in the past, so the job is due at once). */
async function openDraw(over: Record<string, unknown> = {}) {
  const d = await draft(over);
  const p = await t.call('publishLotteryDraw', { token: runner.token, params: { id: d.id } });
  expect(p.status, JSON.stringify(p.error)).toBe(200);
  expect(p.data.status).toBe('scheduled');
  await t.ctx.jobs.runDue();
  // (The app's own worker may have claimed the job first: wait for its result.)
  await expect.poll(() => statusOf(d.id), { timeout: 20_000, interval: 50 }).toBe('open');
  return d;
}

async function close(id: string) {
  await testMoveWindow(t.ctx, id, 'close');
  await t.ctx.jobs.runDue();
  await expect.poll(() => statusOf(id), { timeout: 20_000, interval: 50 }).toBe('drawn');
}

describe('who runs draws', () => {
  it('admins with content_moderation create, publish and list; other staff and members get 403, visitors 401', async () => {
    for (const who of [adminWithout, moderator, await signUpUser(t)]) {
      const r = await t.call('createLotteryDraw', { token: who.token, body: input() });
      expect(r.status).toBe(403);
      expect(r.error?.message).toBe(MESSAGES.staffDenied);
      expect((await t.call('staffLotteryDraws', { token: who.token })).status).toBe(403);
    }
    expect((await t.call('createLotteryDraw', { body: input() })).status).toBe(401);
    const d = await draft();
    const list = await t.call('staffLotteryDraws', { token: runner.token });
    expect(list.data.draws.find((x) => x.id === d.id)?.status).toBe('draft');
    const logged = await t.ctx.database.query<{ action_type: string }>(
      'select action_type from admin_activity_logs where resource_id = $1',
      [d.id],
    );
    expect(logged.map((r) => r.action_type)).toEqual(['lottery_create_draw']);
  });

  it('refuses a window that closes before it opens, and publishing a window already over', async () => {
    const bad = await t.call('createLotteryDraw', { token: runner.token, body: input({ closes_at: hours(-2) }) });
    expect(bad.status).toBe(400);
    expect(bad.error?.fields?.closes_at).toBe(M.closesBeforeOpens);
    const past = await draft({ opens_at: hours(-3), closes_at: hours(-2) });
    const p = await t.call('publishLotteryDraw', { token: runner.token, params: { id: past.id } });
    expect(p.status).toBe(400);
    expect(p.error?.fields?.closes_at).toBe(M.closesInPast);
  });

  it('a draft is 404 to the public (its page too); a published one is listed for visitors, its page titled', async () => {
    const d = await draft({ title: 'Page meta draw' });
    expect((await t.call('lotteryDraw', { params: { id: d.id } })).status).toBe(404);
    expect((await fetch(`${t.url}/digital-lottery/${d.id}`)).status).toBe(404);
    await t.call('publishLotteryDraw', { token: runner.token, params: { id: d.id } });
    const page = await fetch(`${t.url}/digital-lottery/${d.id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Page meta draw');
    const list = await t.call('lotteryDraws');
    expect(list.status).toBe(200);
    expect(list.data.current.some((x) => x.id === d.id)).toBe(true);
    expect(list.data.can_manage).toBe(false);
    expect((await t.call('lotteryDraws', { token: runner.token })).data.can_manage).toBe(true);
  });
});

describe('phases through jobs', () => {
  it('scheduled → open at opens_at (commitment published, seed secret) → drawn at closes_at', async () => {
    const d = await draft({ opens_at: hours(1) });
    await t.call('publishLotteryDraw', { token: runner.token, params: { id: d.id } });
    await t.ctx.jobs.runDue();
    // Not due yet: still scheduled, and nothing to commit to.
    let view = await t.call('lotteryDraw', { params: { id: d.id } });
    expect(view.data.draw.status).toBe('scheduled');
    expect(view.data.draw.commitment).toBeNull();
    const queued = await t.ctx.database.query<{ key: string }>(
      "select key from jobs where kind = 'lottery.open_draw' and payload->>'id' = $1",
      [d.id],
    );
    expect(queued).toHaveLength(1);
    // The window moves: the open job for the new time runs; the one for the old time will find nothing due.
    await testMoveWindow(t.ctx, d.id, 'open');
    await t.ctx.jobs.runDue();
    await expect.poll(() => statusOf(d.id), { timeout: 20_000, interval: 50 }).toBe('open');
    view = await t.call('lotteryDraw', { params: { id: d.id } });
    expect(view.data.draw.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(view.data.draw.seed).toBeNull();
    expect((await t.call('lotteryProof', { params: { id: d.id } })).status).toBe(409);
    // Edits stop once it is open.
    const edit = await t.call('updateLotteryDraw', { token: runner.token, params: { id: d.id }, body: input() });
    expect(edit.status).toBe(409);
    expect(edit.error?.message).toBe(M.notEditable);
    await close(d.id);
    view = await t.call('lotteryDraw', { params: { id: d.id } });
    expect(view.data.draw.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(view.data.draw.winners).toEqual([]);
  });
});

describe('entering', () => {
  it('visitors are asked to sign in; a member enters once, even with 20 clicks at once', async () => {
    const d = await openDraw();
    expect((await t.call('enterLottery', { params: { id: d.id } })).status).toBe(401);
    const anon = await t.call('lotteryDraw', { params: { id: d.id } });
    expect(anon.data.can_enter).toBe(false);
    expect(anon.data.my_entry).toBeNull();
    const m = await signUpUser(t);
    expect((await t.call('lotteryDraw', { token: m.token, params: { id: d.id } })).data.can_enter).toBe(true);
    const results = await Promise.all(Array.from({ length: 20 }, () => t.call('enterLottery', { token: m.token, params: { id: d.id } })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 201)) {
      expect(r.status).toBe(409);
      expect(r.error?.message).toBe(M.alreadyEntered);
    }
    const rows = await t.ctx.database.query<{ n: number }>(
      'select count(*)::int as n from lottery_entries where draw_id = $1 and user_id = $2',
      [d.id, m.userId],
    );
    expect(rows[0]?.n).toBe(1);
    const view = await t.call('lotteryDraw', { token: m.token, params: { id: d.id } });
    expect(view.data.draw.entries_count).toBe(1);
    expect(view.data.my_entry?.position).toBe(0);
    expect(view.data.can_enter).toBe(false);
  });

  it('many members at once get gapless positions; staff cannot enter; verified-only draws refuse the unverified', async () => {
    const d = await openDraw();
    const members = await Promise.all(Array.from({ length: 8 }, () => signUpUser(t)));
    const rs = await Promise.all(members.map((m) => t.call('enterLottery', { token: m.token, params: { id: d.id } })));
    expect(rs.map((r) => r.status)).toEqual(members.map(() => 201));
    expect(rs.map((r) => r.data.position).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    for (const s of [runner, moderator]) {
      const r = await t.call('enterLottery', { token: s.token, params: { id: d.id } });
      expect(r.status).toBe(403);
      expect(r.error?.message).toBe(M.staffCannotEnter);
    }
    const v = await openDraw({ eligibility: 'verified' });
    const m = await signUpUser(t);
    const r = await t.call('enterLottery', { token: m.token, params: { id: v.id } });
    expect(r.status).toBe(403);
    expect(r.error?.message).toBe(M.verifiedOnly);
    expect((await t.call('lotteryDraw', { token: m.token, params: { id: v.id } })).data.cannot_enter_reason).toBe(M.verifiedOnly);
    // Identity verified (what the compliance feature stores when the hub says so).
    await t.ctx.database.query('update profiles set vaulth_verified = true where id = $1', [m.userId]);
    expect((await t.call('enterLottery', { token: m.token, params: { id: v.id } })).status).toBe(201);
  });
});

describe("the winner's language", () => {
  it('tells a German winner in German (the notification and the mail), ranked or not', async () => {
    const d = await openDraw({ winners_count: 1 });
    const de = await signUpUser(t);
    await t.call('setLocale', { token: de.token, body: { locale: 'de' } });
    expect((await t.call('enterLottery', { token: de.token, params: { id: d.id } })).status).toBe(201);
    await close(d.id);
    const [mail] = await t.ctx.database.query<{ text_body: string }>(
      "select text_body from mail_outbox where kind = 'lottery_win' and to_address = $1",
      [de.email],
    );
    expect(mail?.text_body).toMatch(
      /^Du hast den Preis in „.+“ gewonnen: .+\. Deinen Einlösecode findest du auf der Seite der Verlosung\.$/m,
    );
  });
});

describe('the draw is provably fair', () => {
  let drawId = '';
  const members: Member[] = [];

  it('the revealed seed matches the commitment and the winners follow from it and the ordered entries', async () => {
    const d = await openDraw({ winners_count: 3 });
    drawId = d.id;
    const commitment = (await t.call('lotteryDraw', { params: { id: d.id } })).data.draw.commitment;
    for (let i = 0; i < 7; i++) members.push(await signUpUser(t));
    for (const m of members) expect((await t.call('enterLottery', { token: m.token, params: { id: d.id } })).status).toBe(201);
    await close(d.id);
    // Entry has closed.
    const late = await t.call('enterLottery', { token: (await signUpUser(t)).token, params: { id: d.id } });
    expect(late.status).toBe(409);
    expect(late.error?.message).toBe(M.closed);

    const proof = await t.call('lotteryProof', { params: { id: d.id } });
    expect(proof.status).toBe(200);
    expect(proof.data.algorithm).toBe(DRAW_ALGORITHM);
    expect(proof.data.commitment).toBe(commitment);
    expect(createHash('sha256').update(fromHex(proof.data.seed)).digest('hex')).toBe(commitment);
    expect(proof.data.entries).toHaveLength(7);
    // Entry ids are opaque: no member id among them.
    expect(proof.data.entries.some((e) => members.some((m) => m.userId === e))).toBe(false);
    const recomputed = await drawWinners(fromHex(proof.data.seed), proof.data.entries, 3, nodeHmac);
    expect(proof.data.winners).toEqual(recomputed);
    expect((await t.call('lotteryDraw', { params: { id: d.id } })).data.draw.winners).toEqual(recomputed);
  });

  it('winners see their code, are notified and e-mailed; the others see no code', async () => {
    const proof = (await t.call('lotteryProof', { params: { id: drawId } })).data;
    let winners = 0;
    for (const m of members) {
      const v = await t.call('lotteryDraw', { token: m.token, params: { id: drawId } });
      const mine = v.data.my_entry;
      expect(mine).not.toBeNull();
      const rank = proof.winners.indexOf(mine?.entry_id ?? '');
      if (rank >= 0) {
        winners++;
        expect(mine?.winner_rank).toBe(rank + 1);
        expect(mine?.redemption_code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
        const notes = await t.ctx.database.query<{ title: string }>(
          "select title from notifications where user_id = $1 and type = 'lottery'",
          [m.userId],
        );
        expect(notes.map((n) => n.title)).toEqual([M.winTitle]);
        const mails = await t.ctx.database.query<{ n: number }>(
          "select count(*)::int as n from mail_outbox where kind = 'lottery_win' and to_address = $1",
          [m.email],
        );
        expect(mails[0]?.n).toBe(1);
      } else {
        expect(mine?.winner_rank).toBeNull();
        expect(mine?.redemption_code).toBeNull();
      }
    }
    expect(winners).toBe(3);
    // Running the closing job again changes nothing.
    await t.ctx.jobs.enqueue(t.ctx.db, { kind: 'lottery.close_draw', payload: { id: drawId } });
    await t.ctx.jobs.runDue();
    expect((await t.call('lotteryProof', { params: { id: drawId } })).data.winners).toEqual(proof.winners);
  });

  it('a code is redeemed exactly once, even with 30 concurrent calls; audited once; the winner is told', async () => {
    const winner = await (async () => {
      for (const m of members) {
        const v = await t.call('lotteryDraw', { token: m.token, params: { id: drawId } });
        if (v.data.my_entry?.redemption_code) return { m, code: v.data.my_entry.redemption_code };
      }
      throw new Error('no winner found');
    })();
    // Admins without content_moderation, moderators and members are refused, and nothing changes.
    for (const who of [adminWithout, moderator, winner.m]) {
      for (const name of ['lookupRedemption', 'redeemLotteryPrize'] as const) {
        const r = await t.call(name, { token: who.token, body: { code: winner.code } });
        expect(r.status).toBe(403);
      }
    }
    expect((await t.call('redeemLotteryPrize', { body: { code: winner.code } })).status).toBe(401);
    // Typed in lower case with spaces, O for 0 and I for 1, it is the same code.
    const typed = winner.code.toLowerCase().replaceAll('-', ' ').replaceAll('0', 'o').replaceAll('1', 'i');
    expect(normalizeRedemptionCode(typed)).toBe(winner.code.replaceAll('-', ''));
    const look = await t.call('lookupRedemption', { token: runner.token, body: { code: typed } });
    expect(look.status, JSON.stringify(look.error)).toBe(200);
    expect(look.data.winner.id).toBe(winner.m.userId);
    expect(look.data.draw.id).toBe(drawId);
    expect(look.data.redeemed_at).toBeNull();

    const results = await Promise.all(
      Array.from({ length: 30 }, () => t.call('redeemLotteryPrize', { token: runner.token, body: { code: winner.code } })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(409);
      expect(r.error?.message).toMatch(/^This prize was already redeemed on .+ by .+\.$/);
    }
    const audit = await t.ctx.database.query<{ admin_id: string }>(
      "select admin_id from admin_activity_logs where action_type = 'lottery_redeem_prize' and resource_id = $1",
      [look.data.entry_id],
    );
    expect(audit).toEqual([{ admin_id: runner.userId }]);
    const told = await t.ctx.database.query<{ n: number }>(
      "select count(*)::int as n from notifications where user_id = $1 and title = 'Your prize was handed over'",
      [winner.m.userId],
    );
    expect(told[0]?.n).toBe(1);
    const again = await t.call('redeemLotteryPrize', { token: runner.token, body: { code: winner.code } });
    expect(again.status).toBe(409);
    expect((await t.call('lotteryDraw', { token: winner.m.token, params: { id: drawId } })).data.my_entry?.redeemed_at).not.toBeNull();
    const unknown = await t.call('redeemLotteryPrize', { token: runner.token, body: { code: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ' } });
    expect(unknown.status).toBe(400);
    expect(unknown.error?.fields?.code).toBe(M.codeUnknown);
  });

  it('staff see who won and whether it was handed over, never the codes', async () => {
    const list = await t.call('staffLotteryDraws', { token: runner.token });
    const d = list.data.draws.find((x) => x.id === drawId);
    expect(d?.winners_detail).toHaveLength(3);
    expect(d?.winners_detail.filter((w) => w.redeemed_at)).toHaveLength(1);
    expect(JSON.stringify(list.data)).not.toMatch(/redemption_code/);
  });
});

describe('cancelling', () => {
  it('cancels an open draw and tells its entrants; a drawn draw cannot be cancelled', async () => {
    const d = await openDraw();
    const m = await signUpUser(t);
    await t.call('enterLottery', { token: m.token, params: { id: d.id } });
    const c = await t.call('cancelLotteryDraw', { token: runner.token, params: { id: d.id } });
    expect(c.status).toBe(200);
    expect(c.data.status).toBe('cancelled');
    expect(c.data.seed).toBeNull();
    const notes = await t.ctx.database.query<{ n: number }>(
      "select count(*)::int as n from notifications where user_id = $1 and type = 'lottery'",
      [m.userId],
    );
    expect(notes[0]?.n).toBe(1);
    expect((await t.call('enterLottery', { token: (await signUpUser(t)).token, params: { id: d.id } })).error?.message).toBe(M.cancelled);
    const again = await t.call('cancelLotteryDraw', { token: runner.token, params: { id: d.id } });
    expect(again.status).toBe(409);
  });
});
