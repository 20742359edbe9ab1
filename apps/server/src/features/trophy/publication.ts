import { NOTICE_TEXT } from '@mb/contract/notice-text';
import { type AwardView, TROPHY_MESSAGES as M, TROPHY_APP_ID, type Trophy } from '@mb/contract/trophy';
import type { Actor, AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { words } from '../../platform/i18n.ts';
import * as apps from '../apps/index.ts';
import * as profiles from '../profiles/index.ts';
import { installed, isFinalist, ownAward, viewOf } from './awards.ts';
import { presentTrophy } from './presenter.ts';
import * as repo from './repository.ts';
import { awardUrl, emailPrefs, TROPHIES_URL, tell } from './telling.ts';

// Publication and trophies

export async function publish(ctx: AppContext, userId: string, id: string): Promise<AwardView> {
  await installed(ctx, userId);
  await ownAward(ctx, userId, id);
  const noms = (await repo.nominationsOfAward(ctx.db, id)).filter(isFinalist);
  const prefs = await emailPrefs(ctx, [...noms.map((n) => n.nominee_id), ...noms.map((n) => n.nominator_id)]);
  await ctx.db.transaction(async (tx) => {
    const a = (await repo.lockAward(tx, id)) as repo.AwardRow;
    if (a.phase === 'published') throw new AppError('conflict', M.alreadyPublished);
    if (a.phase !== 'closed') throw new AppError('conflict', M.notClosed);
    const finalists = (await repo.nominationsOfAward(tx, id)).filter(isFinalist);
    const cats = new Map((await repo.categoriesOf(tx, id)).map((c) => [c.id, c.name]));
    const now = new Date();
    await repo.insertTrophies(
      tx,
      finalists.map((n) => ({
        award_id: id,
        category_id: n.category_id,
        user_id: n.nominee_id,
        kind: n.winner ? ('winner' as const) : ('finalist' as const),
        awarded_at: now,
      })),
    );
    await repo.updateAward(tx, id, { phase: 'published', published_at: now });
    const told = new Set<string>();
    for (const n of finalists) {
      const cat = cats.get(n.category_id) ?? words(NOTICE_TEXT.trophy.aCategory);
      await tell(ctx, tx, prefs, n.nominee_id, {
        title: words(n.winner ? NOTICE_TEXT.trophy.won : NOTICE_TEXT.trophy.finalistTrophy, { category: cat }),
        content: words(n.winner ? NOTICE_TEXT.trophy.wonContent : NOTICE_TEXT.trophy.finalistTrophyContent, {
          award: a.title,
          category: cat,
        }),
        url: TROPHIES_URL,
        kind: 'received',
      });
      told.add(n.nominee_id);
    }
    for (const n of finalists) {
      if (!n.nominator_id || told.has(n.nominator_id)) continue;
      told.add(n.nominator_id);
      await tell(ctx, tx, prefs, n.nominator_id, {
        title: words(NOTICE_TEXT.trophy.results, { award: a.title }),
        content: NOTICE_TEXT.trophy.resultsContent,
        url: awardUrl(id),
        kind: 'results_published',
      });
    }
  });
  return viewOf(ctx, (await repo.awardById(ctx.db, id)) as repo.AwardRow, userId);
}

async function presentTrophies(ctx: AppContext, rows: repo.TrophyRow[]): Promise<Trophy[]> {
  const [awards, cats] = await Promise.all([
    repo.awardsByIds(ctx.db, [...new Set(rows.map((t) => t.award_id))]),
    repo.categoriesByIds(ctx.db, [...new Set(rows.map((t) => t.category_id))]),
  ]);
  const aById = new Map(awards.map((x) => [x.id, x]));
  const cById = new Map(cats.map((x) => [x.id, x]));
  return rows.map((t) => presentTrophy(t, aById.get(t.award_id), cById.get(t.category_id)));
}

/**
 * A member's trophies on their profile (the profile page asks; profiles knows nothing of trophies): as
 * visible as the profile, without those the member hid, and none when the member turned
 * `show_trophies_on_profile` off in their MB Trophy installation.
 */
export async function memberTrophies(ctx: AppContext, userId: string, actor: Actor | null) {
  await profiles.getPublicProfile(ctx, userId, actor);
  if (await apps.hasActiveInstallation(ctx, userId, TROPHY_APP_ID)) {
    const { configuration } = await apps.settings(ctx, userId, TROPHY_APP_ID);
    if (configuration.show_trophies_on_profile === false) return { trophies: [] };
  }
  return { trophies: await presentTrophies(ctx, await repo.trophiesOf(ctx.db, userId, false)) };
}

export async function myTrophies(ctx: AppContext, userId: string) {
  return { trophies: await presentTrophies(ctx, await repo.trophiesOf(ctx.db, userId, true)) };
}

export async function setTrophyHidden(ctx: AppContext, userId: string, id: string, hidden: boolean): Promise<Trophy> {
  const row = await repo.updateTrophy(ctx.db, id, userId, hidden);
  if (!row) throw new AppError('not_found', M.trophyNotFound);
  return (await presentTrophies(ctx, [row]))[0] as Trophy;
}
