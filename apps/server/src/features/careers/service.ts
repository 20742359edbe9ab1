import type { AdminActionType } from '@mb/contract/admin-activity';
import type { careerOpeningInput } from '@mb/contract/careers';
import { CAREERS_MESSAGES as M } from '@mb/contract/careers';
import type { z } from 'zod';
import type { Actor, AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import * as staff from '../staff/index.ts';
import * as repo from './repository.ts';

// Careers openings (issue 31). Visitors read the published ones; staff holding the `content` permission
// (CONTENT_RULE, checked by handle() on every request) add, change and delete them at /admin/careers,
// and every change is written to the admin activity log, as the blog desk's. An example opening never
// offers an apply link, whatever is stored: it is not a vacancy.

type OpeningInput = z.output<typeof careerOpeningInput>;
type Ctx = Pick<AppContext, 'db'>;

const notFound = () => new AppError('not_found', M.notFound);

const present = (r: repo.CareerOpeningRow) => ({
  id: r.id,
  title: r.title,
  team: r.team,
  location: r.location,
  employment_type: r.employment_type,
  summary: r.summary,
  you_will: r.you_will,
  you_have: r.you_have,
  apply_to: r.is_example ? null : r.apply_to,
  is_example: r.is_example,
});

const presentStaff = (r: repo.CareerOpeningRow) => ({
  ...present(r),
  apply_to: r.apply_to,
  published: r.published,
  sort_order: r.sort_order,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

const fields = (input: OpeningInput) => ({
  title: input.title,
  team: input.team,
  location: input.location,
  employment_type: input.employment_type,
  summary: input.summary,
  you_will: input.you_will,
  you_have: input.you_have,
  apply_to: input.apply_to,
  is_example: input.is_example,
  published: input.published,
  sort_order: input.sort_order,
});

const audit = (tx: Executor, actor: Actor, actionType: AdminActionType, row: repo.CareerOpeningRow) =>
  staff.recordAdminAction(tx, {
    adminId: actor.delegatedBy ?? actor.userId,
    actionType,
    resourceType: 'career_opening',
    resourceId: row.id,
    details: { title: row.title, published: row.published, is_example: row.is_example },
  });

export async function publishedOpenings(ctx: Ctx) {
  return { openings: (await repo.listPublished(ctx.db)).map(present) };
}

export async function staffOpenings(ctx: Ctx) {
  return { openings: (await repo.listAll(ctx.db)).map(presentStaff) };
}

export async function createOpening(ctx: Ctx, actor: Actor, input: OpeningInput) {
  const row = await ctx.db.transaction(async (tx) => {
    const saved = await repo.insertOpening(tx, fields(input));
    await audit(tx, actor, 'careers_create_opening', saved);
    return saved;
  });
  return presentStaff(row);
}

/** Saves every field: an example saved with its box unticked is the operator's own opening from then on. */
export async function updateOpening(ctx: Ctx, actor: Actor, id: string, input: OpeningInput) {
  const row = await ctx.db.transaction(async (tx) => {
    const saved = await repo.updateOpening(tx, id, { ...fields(input), updated_at: new Date() });
    if (!saved) throw notFound();
    await audit(tx, actor, 'careers_update_opening', saved);
    return saved;
  });
  return presentStaff(row);
}

export async function deleteOpening(ctx: Ctx, actor: Actor, id: string) {
  await ctx.db.transaction(async (tx) => {
    const gone = await repo.deleteOpening(tx, id);
    if (!gone) throw notFound();
    await audit(tx, actor, 'careers_delete_opening', gone);
  });
  return { ok: true as const };
}
