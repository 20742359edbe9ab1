import type { castingBrowseQuery, castingCallInput, castingCallPatch } from '@mb/contract/casting';
import { CASTING_LIMITS, CASTING_MESSAGES, type CastingCallDetail, type CastingCallList } from '@mb/contract/casting';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import * as profiles from '../profiles/index.ts';
import { profileOf, profilesMap, requireStudio, today } from './actors.ts';
import { queueMatch } from './alert-match.ts';
import { ownForm } from './forms.ts';
import { presentCall, withForm } from './presenter.ts';
import * as repo from './repository.ts';

// Calls

export async function detailOf(ctx: AppContext, call: repo.CallRow, viewerId: string): Promise<CastingCallDetail> {
  const [form, studio, counts, mine] = await Promise.all([
    repo.findForm(ctx.db, call.form_id),
    profileOf(ctx, call.studio_id),
    call.studio_id === viewerId ? repo.applicantCounts(ctx.db, [call.id]) : Promise.resolve(null),
    repo.applicationsBy(ctx.db, viewerId, [call.id]),
  ]);
  if (!form) throw new AppError('not_found', CASTING_MESSAGES.noSuchCall);
  return withForm(presentCall(call, studio, today(), { applicants: counts ? (counts.get(call.id) ?? 0) : null, mine: mine[0] }), form);
}

/** A call the viewer may see: its studio always; others an open one across no block, or one they applied to. */
export async function visibleCall(ctx: AppContext, viewerId: string, id: string) {
  const call = await repo.findCall(ctx.db, id);
  if (!call) throw new AppError('not_found', CASTING_MESSAGES.noSuchCall);
  if (call.studio_id === viewerId) return call;
  if (await profiles.isBlocked(ctx, viewerId, call.studio_id)) throw new AppError('not_found', CASTING_MESSAGES.noSuchCall);
  if (call.status === 'open' && call.deadline >= today()) return call;
  const mine = await repo.applicationsBy(ctx.db, viewerId, [call.id]);
  if (mine.length === 0) throw new AppError('not_found', CASTING_MESSAGES.noSuchCall);
  return call;
}

export async function callDetail(ctx: AppContext, viewerId: string, id: string): Promise<CastingCallDetail> {
  return detailOf(ctx, await visibleCall(ctx, viewerId, id), viewerId);
}

const callValues = (input: z.output<typeof castingCallPatch>) => {
  const out: Partial<repo.CallRow> = {};
  if (input.form_id !== undefined) out.form_id = input.form_id;
  if (input.title !== undefined) out.title = input.title;
  if (input.role_description !== undefined) out.role_description = input.role_description;
  if (input.starts_on !== undefined) out.starts_on = input.starts_on ?? null;
  if (input.ends_on !== undefined) out.ends_on = input.ends_on ?? null;
  if (input.location !== undefined) out.location = input.location?.trim() || null;
  if (input.rate_min !== undefined) out.rate_min = input.rate_min ?? null;
  if (input.rate_max !== undefined) out.rate_max = input.rate_max ?? null;
  if (input.rate_unit !== undefined) out.rate_unit = input.rate_unit;
  if (input.content_types !== undefined) out.content_types = [...new Set(input.content_types)];
  if (input.disclosure !== undefined) out.disclosure = input.disclosure;
  if (input.deadline !== undefined) out.deadline = input.deadline;
  if (input.status !== undefined) out.status = input.status;
  return out;
};

const deadlineError = () => new AppError('validation_failed', CASTING_MESSAGES.deadlinePast, { deadline: CASTING_MESSAGES.deadlinePast });

export async function createCall(ctx: AppContext, userId: string, input: z.output<typeof castingCallInput>): Promise<CastingCallDetail> {
  await requireStudio(ctx, userId);
  await ownForm(ctx, userId, input.form_id);
  if (input.deadline < today()) throw deadlineError();
  const values = callValues(input);
  // Placed at the studio's coordinates on My Location, for alerts by distance (issue 35).
  const place = await profiles.profileRowOf(ctx.db, userId);
  const row = await ctx.db.transaction(async (tx) => {
    const r = await repo.insertCall(tx, {
      ...values,
      studio_id: userId,
      form_id: input.form_id,
      title: input.title,
      role_description: input.role_description,
      disclosure: input.disclosure,
      deadline: input.deadline,
      latitude: place?.latitude ?? null,
      longitude: place?.longitude ?? null,
    });
    // A call opened now is matched against every saved search by a job (alert-match.ts).
    if (r.status === 'open') await queueMatch(ctx, tx, r.id);
    return r;
  });
  return detailOf(ctx, row, userId);
}

export async function updateCall(
  ctx: AppContext,
  userId: string,
  id: string,
  input: z.output<typeof castingCallPatch>,
): Promise<CastingCallDetail> {
  await requireStudio(ctx, userId);
  const call = await repo.findCall(ctx.db, id);
  if (!call || call.studio_id !== userId) throw new AppError('not_found', CASTING_MESSAGES.noSuchCall);
  if (input.form_id !== undefined) await ownForm(ctx, userId, input.form_id);
  if (input.deadline !== undefined && input.deadline < today()) throw deadlineError();
  const next = { ...call, ...callValues(input) };
  if (next.starts_on && next.ends_on && next.ends_on < next.starts_on)
    throw new AppError('validation_failed', CASTING_MESSAGES.datesOrder, { ends_on: CASTING_MESSAGES.datesOrder });
  if (next.rate_min !== null && next.rate_max !== null && next.rate_max < next.rate_min)
    throw new AppError('validation_failed', CASTING_MESSAGES.rateOrder, { rate_max: CASTING_MESSAGES.rateOrder });
  const row = await repo.updateCall(ctx.db, id, callValues(input));
  if (!row) throw new AppError('not_found', CASTING_MESSAGES.noSuchCall);
  return detailOf(ctx, row, userId);
}

export async function myCalls(ctx: AppContext, userId: string): Promise<CastingCallList> {
  const studio = await requireStudio(ctx, userId);
  const rows = await repo.callsOf(ctx.db, userId);
  const counts = await repo.applicantCounts(
    ctx.db,
    rows.map((r) => r.id),
  );
  const now = today();
  return {
    items: rows.map((r) => presentCall(r, studio, now, { applicants: counts.get(r.id) ?? 0, mine: undefined })),
    next_page: null,
  };
}

export async function browseCalls(ctx: AppContext, userId: string, q: z.output<typeof castingBrowseQuery>): Promise<CastingCallList> {
  const page = q.page ?? 1;
  const size = CASTING_LIMITS.callsPageSize;
  // Studios blocked either way, and suspended or hiding from the member's place, list no calls.
  const [blocked, unlisted] = await Promise.all([profiles.blockedEitherWayIds(ctx, userId), profiles.unlistedOwners(ctx, userId)]);
  const hidden = [...new Set([...blocked, ...unlisted])];
  const rows = await repo.browseCalls(ctx.db, {
    q: q.q || undefined,
    contentType: q.content_type,
    location: q.location || undefined,
    minRate: q.min_rate,
    from: q.from,
    today: today(),
    hiddenStudios: hidden,
    offset: (page - 1) * size,
    limit: size + 1,
  });
  const shown = rows.slice(0, size);
  const [studios, mine, counts] = await Promise.all([
    profilesMap(
      ctx,
      shown.map((r) => r.studio_id),
    ),
    repo.applicationsBy(
      ctx.db,
      userId,
      shown.map((r) => r.id),
    ),
    repo.applicantCounts(
      ctx.db,
      shown.filter((r) => r.studio_id === userId).map((r) => r.id),
    ),
  ]);
  const mineBy = new Map(mine.map((a) => [a.call_id, a]));
  const now = today();
  return {
    items: shown.map((r) =>
      presentCall(r, studios.get(r.studio_id), now, {
        applicants: r.studio_id === userId ? (counts.get(r.id) ?? 0) : null,
        mine: mineBy.get(r.id),
      }),
    ),
    next_page: rows.length > size ? page + 1 : null,
  };
}

/** Calls posted by each of `studioIds`, all time and per UTC day since `since` (the enterprise dashboard, issue 17). */
export const callCountsOf = (ctx: Pick<AppContext, 'db'>, studioIds: readonly string[], since: Date) =>
  repo.callCountsOf(ctx.db, studioIds, since);

/** Applications to the calls of each of `studioIds`, all time and per UTC day since `since` (the enterprise dashboard). */
export const applicationCountsOf = (ctx: Pick<AppContext, 'db'>, studioIds: readonly string[], since: Date) =>
  repo.applicationCountsOf(ctx.db, studioIds, since);
