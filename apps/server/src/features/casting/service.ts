import type {
  castingBrowseQuery,
  castingCallInput,
  castingCallPatch,
  castingProposalAnswerInput,
  castingReviewInput,
} from '@mb/contract/casting';
import {
  CASTING_LIMITS,
  CASTING_MESSAGES,
  type CastingAnswers,
  type CastingApplicant,
  type CastingApplicantList,
  type CastingCallDetail,
  type CastingCallList,
  type CastingForm,
  type CastingFormInput,
  type CastingProposal,
  type CastingProposalInput,
  type CastingProposalList,
  checkAnswers,
  type MyCastingApplication,
  type StudioNews,
} from '@mb/contract/casting';
import type { z } from 'zod';
import type { Actor, AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import * as feed from '../feed/service.ts';
import { notify } from '../notifications/service.ts';
import * as portfolio from '../portfolio/service.ts';
import * as profiles from '../profiles/service.ts';
import * as webhooks from '../webhooks/service.ts';
import {
  nameOf,
  presentApplicant,
  presentCall,
  presentForm,
  presentMyApplication,
  presentNews,
  presentProposal,
  withForm,
} from './presenter.ts';
import * as repo from './repository.ts';

// Casting (README.md): studios' forms and calls, creators' applications, the studio's
// review, proposals straight to a creator with counters, and studio news through the feed. Every
// read and write names its actor; what belongs to someone else is the same 404 as what does not exist.

// ---------------------------------------------------------------------------------------------------
// The collaboration seam: the collabs feature opens a collaboration when an offer or proposal is
// accepted; app.ts registers its opener here (casting never imports collabs).

export type CollaborationOpener = (
  ctx: AppContext,
  tx: Executor,
  input: {
    ownerId: string;
    memberIds: string[];
    title: string;
    description: string;
    startsOn: string | null;
    endsOn: string | null;
    location: string | null;
    origin: 'casting';
  },
) => Promise<{ id: string }>;
let opener: CollaborationOpener | null = null;
/** Sets (or with null removes) the opener called inside an acceptance's transaction. */
export function registerCollaborationOpener(fn: CollaborationOpener | null): void {
  opener = fn;
}

// ---------------------------------------------------------------------------------------------------
// Who the actor is

const today = () => new Date().toISOString().slice(0, 10);

async function profileOf(ctx: AppContext, userId: string) {
  const [p] = await profiles.profilesByIds(ctx, [userId]);
  return p;
}

/** Forms, calls, proposals and news are for studio accounts (spec §2: /casting-forms, /studio-news are studio). */
async function requireStudio(ctx: AppContext, userId: string) {
  const p = await profileOf(ctx, userId);
  if (p?.profile_type !== 'studio') throw new AppError('forbidden', CASTING_MESSAGES.studiosOnly);
  return p;
}

/** Applying to calls and answering proposals is for creators (ours: the spec names creators as the talent). */
async function requireCreator(ctx: AppContext, userId: string) {
  const p = await profileOf(ctx, userId);
  if (p?.profile_type !== 'creator') throw new AppError('forbidden', CASTING_MESSAGES.creatorsOnly);
  return p;
}

async function profilesMap(ctx: AppContext, ids: readonly string[]) {
  const rows = await profiles.profilesByIds(ctx, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, r]));
}

// ---------------------------------------------------------------------------------------------------
// Forms

async function ownForm(ctx: AppContext, studioId: string, id: string, db: Executor = ctx.db) {
  const form = await repo.findForm(db, id);
  if (!form || form.studio_id !== studioId) throw new AppError('not_found', CASTING_MESSAGES.noSuchForm);
  return form;
}

export async function myForms(ctx: AppContext, userId: string): Promise<{ items: CastingForm[] }> {
  await requireStudio(ctx, userId);
  const rows = await repo.formsOf(ctx.db, userId);
  const counts = await repo.callCountsByForm(
    ctx.db,
    rows.map((r) => r.id),
  );
  return { items: rows.map((r) => presentForm(r, counts.get(r.id) ?? 0)) };
}

const cleanFields = (input: CastingFormInput) =>
  input.fields.map((f) => ({
    id: f.id,
    type: f.type,
    label: f.label.trim(),
    help: f.help?.trim() || null,
    required: f.required,
    ...(f.type === 'choice' || f.type === 'multi_choice' ? { options: [...new Set(f.options ?? [])] } : {}),
  }));

export async function createForm(ctx: AppContext, userId: string, input: CastingFormInput): Promise<CastingForm> {
  await requireStudio(ctx, userId);
  if ((await repo.countForms(ctx.db, userId)) >= CASTING_LIMITS.formsMax) throw new AppError('conflict', CASTING_MESSAGES.formsLimit);
  const row = await repo.insertForm(ctx.db, {
    studio_id: userId,
    title: input.title.trim(),
    description: input.description?.trim() || null,
    fields: cleanFields(input),
  });
  return presentForm(row, 0);
}

export async function updateForm(ctx: AppContext, userId: string, id: string, input: CastingFormInput): Promise<CastingForm> {
  await requireStudio(ctx, userId);
  await ownForm(ctx, userId, id);
  const row = await repo.updateForm(ctx.db, id, {
    title: input.title.trim(),
    description: input.description?.trim() || null,
    fields: cleanFields(input),
  });
  if (!row) throw new AppError('not_found', CASTING_MESSAGES.noSuchForm);
  const counts = await repo.callCountsByForm(ctx.db, [id]);
  return presentForm(row, counts.get(id) ?? 0);
}

export async function deleteForm(ctx: AppContext, userId: string, id: string): Promise<{ ok: true }> {
  await requireStudio(ctx, userId);
  await ownForm(ctx, userId, id);
  const counts = await repo.callCountsByForm(ctx.db, [id]);
  if ((counts.get(id) ?? 0) > 0) throw new AppError('conflict', CASTING_MESSAGES.formInUse);
  await repo.deleteForm(ctx.db, id);
  return { ok: true };
}

// ---------------------------------------------------------------------------------------------------
// Calls

async function detailOf(ctx: AppContext, call: repo.CallRow, viewerId: string): Promise<CastingCallDetail> {
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
async function visibleCall(ctx: AppContext, viewerId: string, id: string) {
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
  const row = await repo.insertCall(ctx.db, {
    ...values,
    studio_id: userId,
    form_id: input.form_id,
    title: input.title,
    role_description: input.role_description,
    disclosure: input.disclosure,
    deadline: input.deadline,
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
  const hidden = await profiles.blockedEitherWayIds(ctx, userId);
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

// ---------------------------------------------------------------------------------------------------
// Applications

/** Every portfolio item an application names (attached, and in media-request answers). */
function itemIdsOf(fields: readonly { id: string; type: string }[], answers: CastingAnswers, attached: readonly string[]) {
  const ids = new Set(attached);
  for (const f of fields) {
    const v = answers[f.id];
    if (f.type === 'media_request' && Array.isArray(v)) for (const x of v) ids.add(x);
  }
  return [...ids];
}

/**
 * The applicant's own published items among everything the application names; a foreign, private,
 * deleted or still-moderated one fails the lot, on the field that names it (a media-request answer,
 * or the general attachment), so the dialog shows the message where the item was picked.
 */
async function assertOwnPublished(
  ctx: AppContext,
  applicantId: string,
  fields: readonly { id: string; type: string }[],
  answers: CastingAnswers,
  attached: readonly string[],
) {
  const ids = itemIdsOf(fields, answers, attached);
  if (ids.length === 0) return ids;
  if (ids.length > CASTING_LIMITS.attachmentsMax)
    throw new AppError('validation_failed', CASTING_MESSAGES.attachmentsLimit, { portfolio_item_ids: CASTING_MESSAGES.attachmentsLimit });
  const items = await portfolio.presentPublicItems(ctx, ids, { userId: applicantId, adult: true }, { publicOnly: true });
  const ok = new Set(items.filter((i) => i.owner_id === applicantId).map((i) => i.id));
  const bad: Record<string, string> = {};
  if (attached.some((id) => !ok.has(id))) bad.portfolio_item_ids = CASTING_MESSAGES.attachmentsNotYours;
  for (const f of fields) {
    const v = answers[f.id];
    if (f.type === 'media_request' && Array.isArray(v) && v.some((id) => !ok.has(id)))
      bad[`answers.${f.id}`] = CASTING_MESSAGES.attachmentsNotYours;
  }
  if (Object.keys(bad).length > 0) throw new AppError('validation_failed', CASTING_MESSAGES.attachmentsNotYours, bad);
  return ids;
}

export async function apply(
  ctx: AppContext,
  userId: string,
  callId: string,
  input: { answers: CastingAnswers; portfolio_item_ids: string[]; disclosure_acknowledged: true; disclosure_seen?: string },
): Promise<MyCastingApplication> {
  const me = await requireCreator(ctx, userId);
  const call = await visibleCall(ctx, userId, callId);
  if (call.studio_id === userId) throw new AppError('not_found', CASTING_MESSAGES.noSuchCall);
  if (!(call.status === 'open' && call.deadline >= today())) throw new AppError('conflict', CASTING_MESSAGES.callClosed);
  // What was acknowledged is what is stored: a text edited since the applicant read it is read again first.
  if (input.disclosure_seen !== undefined && input.disclosure_seen.trim() !== call.disclosure.trim())
    throw new AppError('conflict', CASTING_MESSAGES.disclosureChanged, { disclosure_acknowledged: CASTING_MESSAGES.disclosureChanged });
  const form = await repo.findForm(ctx.db, call.form_id);
  if (!form) throw new AppError('not_found', CASTING_MESSAGES.noSuchCall);
  const answers: CastingAnswers = {};
  for (const [k, v] of Object.entries(input.answers)) answers[k] = typeof v === 'string' ? v.trim() : v;
  const errors = checkAnswers(form.fields, answers);
  const keys = Object.keys(errors);
  if (keys.length > 0) {
    const fields = Object.fromEntries(keys.map((k) => [`answers.${k}`, errors[k] as string]));
    throw new AppError('validation_failed', 'Some answers need attention.', fields);
  }
  const itemIds = await assertOwnPublished(ctx, userId, form.fields, answers, input.portfolio_item_ids);
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await repo.insertApplication(tx, {
      call_id: call.id,
      applicant_id: userId,
      answers,
      form_fields: form.fields,
      // Every item the applicant picked, in a media-request field or as a general attachment: the studio sees them all.
      portfolio_item_ids: itemIds,
      disclosure_acknowledged_at: new Date(),
      disclosure_text: call.disclosure,
    });
    if (!inserted) throw new AppError('conflict', CASTING_MESSAGES.alreadyApplied);
    // collaboration_request: an application is a request to work together (the studio's switch for it).
    await notify(ctx, tx, call.studio_id, {
      type: 'collaboration_request',
      title: `${nameOf(me)} applied to ${call.title}`,
      content: 'Review their answers and portfolio on Casting.',
      action_url: `/casting-proposals?call=${call.id}`,
    });
    // Signed webhooks to the enterprises linked to the studio, queued with this write (issue 17).
    await webhooks.emitStudioEvent(ctx, tx, {
      type: 'application.created',
      studioId: call.studio_id,
      data: {
        application: { id: inserted.id, status: inserted.status, created_at: inserted.created_at.toISOString() },
        call: { id: call.id, title: call.title, deadline: call.deadline },
      },
      members: { applicant: userId },
    });
    return inserted;
  });
  return presentMyApplication(row, call, await profileOf(ctx, call.studio_id));
}

export async function myApplications(ctx: AppContext, userId: string): Promise<{ items: MyCastingApplication[] }> {
  const rows = await repo.applicationsBy(ctx.db, userId);
  const calls = new Map(
    (
      await repo.findCalls(
        ctx.db,
        rows.map((r) => r.call_id),
      )
    ).map((c) => [c.id, c]),
  );
  const studios = await profilesMap(
    ctx,
    [...calls.values()].map((c) => c.studio_id),
  );
  const items: MyCastingApplication[] = [];
  for (const r of rows) {
    const call = calls.get(r.call_id);
    if (call) items.push(presentMyApplication(r, call, studios.get(call.studio_id)));
  }
  return { items };
}

async function presentApplicants(ctx: AppContext, studioId: string, rows: repo.ApplicationRow[]): Promise<CastingApplicant[]> {
  const people = await profilesMap(
    ctx,
    rows.map((r) => r.applicant_id),
  );
  const out: CastingApplicant[] = [];
  for (const r of rows) {
    // Applications stored before every picked item was kept still name their media-field items in the answers.
    const ids = itemIdsOf(r.form_fields ?? [], r.answers, r.portfolio_item_ids);
    const items = await portfolio.presentPublicItems(ctx, ids, { userId: studioId, adult: true }, { publicOnly: true });
    out.push(presentApplicant(r, people.get(r.applicant_id), items));
  }
  return out;
}

export async function applicants(ctx: AppContext, userId: string, callId: string): Promise<CastingApplicantList> {
  await requireStudio(ctx, userId);
  const call = await repo.findCall(ctx.db, callId);
  if (!call || call.studio_id !== userId) throw new AppError('not_found', CASTING_MESSAGES.noSuchCall);
  const [rows, blocked] = await Promise.all([repo.applicationsTo(ctx.db, callId), profiles.blockedEitherWayIds(ctx, userId)]);
  const hidden = new Set(blocked);
  return {
    call: await detailOf(ctx, call, userId),
    items: await presentApplicants(
      ctx,
      userId,
      rows.filter((r) => !hidden.has(r.applicant_id)),
    ),
  };
}

/** An application to one of the studio's calls, locked for the change; anyone else's is 404. */
async function studioApplication(tx: Executor, studioId: string, id: string) {
  const app = await repo.findApplication(tx, id, true);
  const call = app ? await repo.findCall(tx, app.call_id) : undefined;
  if (!app || !call || call.studio_id !== studioId) throw new AppError('not_found', CASTING_MESSAGES.noSuchApplication);
  return { app, call };
}

const wrongState = () => new AppError('conflict', CASTING_MESSAGES.wrongState);

export async function review(
  ctx: AppContext,
  userId: string,
  id: string,
  input: z.output<typeof castingReviewInput>,
): Promise<CastingApplicant> {
  const studio = await requireStudio(ctx, userId);
  const row = await ctx.db.transaction(async (tx) => {
    const { app, call } = await studioApplication(tx, userId, id);
    const open = app.status === 'submitted' || app.status === 'shortlisted';
    switch (input.action) {
      case 'note':
        return repo.updateApplication(tx, id, { note: input.note.trim() || null });
      case 'shortlist':
        if (!open) throw wrongState();
        return repo.updateApplication(tx, id, { status: 'shortlisted' });
      case 'unshortlist':
        if (!open) throw wrongState();
        return repo.updateApplication(tx, id, { status: 'submitted' });
      case 'reject': {
        if (!open) throw wrongState();
        const r = await repo.updateApplication(tx, id, { status: 'rejected' });
        await notify(ctx, tx, app.applicant_id, {
          type: 'system_update',
          title: `Your application to ${call.title} was not selected`,
          content: `${nameOf(studio)} has chosen other applicants this time.`,
          action_url: '/casting?tab=applications',
        });
        return r;
      }
      case 'offer': {
        if (!open) throw wrongState();
        if (await profiles.isBlocked({ ...ctx, db: tx }, userId, app.applicant_id))
          throw new AppError('forbidden', CASTING_MESSAGES.blocked);
        const r = await repo.updateApplication(tx, id, {
          status: 'offered',
          offer_message: input.message.trim(),
          offer_rate: input.rate ?? null,
          offer_rate_unit: input.rate_unit,
        });
        await notify(ctx, tx, app.applicant_id, {
          type: 'collaboration_request',
          title: `${nameOf(studio)} made you an offer for ${call.title}`,
          content: input.message.trim(),
          action_url: '/casting?tab=applications',
        });
        return r;
      }
    }
  });
  if (!row) throw new AppError('not_found', CASTING_MESSAGES.noSuchApplication);
  const [presented] = await presentApplicants(ctx, userId, [row]);
  return presented as CastingApplicant;
}

export async function answerOffer(
  ctx: AppContext,
  userId: string,
  id: string,
  decision: 'accept' | 'decline',
): Promise<MyCastingApplication> {
  const { row, call } = await ctx.db.transaction(async (tx) => {
    const app = await repo.findApplication(tx, id, true);
    if (!app || app.applicant_id !== userId) throw new AppError('not_found', CASTING_MESSAGES.noSuchApplication);
    const call = await repo.findCall(tx, app.call_id);
    if (!call) throw new AppError('not_found', CASTING_MESSAGES.noSuchApplication);
    if (app.status !== 'offered') throw wrongState();
    const [me] = await profiles.profilesByIds({ ...ctx, db: tx }, [userId]);
    if (decision === 'decline') {
      const r = await repo.updateApplication(tx, id, { status: 'declined' });
      await notify(ctx, tx, call.studio_id, {
        type: 'collaboration_request',
        title: `${nameOf(me)} declined your offer for ${call.title}`,
        content: 'You can make an offer to another applicant.',
        action_url: `/casting-proposals?call=${call.id}`,
      });
      return { row: r, call };
    }
    if (await profiles.isBlocked({ ...ctx, db: tx }, userId, call.studio_id)) throw new AppError('forbidden', CASTING_MESSAGES.blocked);
    const collab = opener
      ? await opener(ctx, tx, {
          ownerId: call.studio_id,
          memberIds: [userId],
          title: call.title,
          description: call.role_description,
          startsOn: call.starts_on,
          endsOn: call.ends_on,
          location: call.location,
          origin: 'casting',
        })
      : null;
    const r = await repo.updateApplication(tx, id, { status: 'accepted', collaboration_id: collab?.id ?? null });
    await notify(ctx, tx, call.studio_id, {
      type: 'collaboration_request',
      title: `${nameOf(me)} accepted your offer for ${call.title}`,
      content: collab ? 'A collaboration is open for the two of you.' : 'Get in touch to arrange the shoot.',
      action_url: collab ? `/collab/${collab.id}` : `/casting-proposals?call=${call.id}`,
    });
    return { row: r, call };
  });
  if (!row) throw new AppError('not_found', CASTING_MESSAGES.noSuchApplication);
  return presentMyApplication(row, call, await profileOf(ctx, call.studio_id));
}

// ---------------------------------------------------------------------------------------------------
// Proposals

/** Where a proposal's notification leads: its tab (Casting opens on the open calls for creators, issue 31). */
const PROPOSALS_URL = '/casting-proposals?tab=proposals';

async function presentProposals(ctx: AppContext, viewerId: string, rows: repo.ProposalRow[]) {
  const people = await profilesMap(
    ctx,
    rows.flatMap((r) => [r.studio_id, r.creator_id]),
  );
  return rows.map((r) => presentProposal(r, viewerId, people.get(r.studio_id), people.get(r.creator_id)));
}

export async function myProposals(ctx: AppContext, userId: string): Promise<CastingProposalList> {
  const rows = await repo.proposalsOf(ctx.db, userId);
  const all = await presentProposals(ctx, userId, rows);
  return { sent: all.filter((p) => p.direction === 'sent'), received: all.filter((p) => p.direction === 'received') };
}

export async function sendProposal(
  ctx: AppContext,
  actor: Actor,
  input: CastingProposalInput & { rate_unit: 'per_scene' | 'per_day' | 'flat' },
): Promise<CastingProposal> {
  const studio = await requireStudio(ctx, actor.userId);
  const key = input.creator.trim().replace(/^@/, '');
  const noCreator = () => new AppError('unprocessable', CASTING_MESSAGES.noSuchCreator, { creator: CASTING_MESSAGES.noSuchCreator });
  let target: Awaited<ReturnType<typeof profiles.getPublicProfile>>;
  try {
    target = await profiles.getPublicProfile(ctx, key, actor);
  } catch (e) {
    if (e instanceof AppError && e.code === 'not_found') throw noCreator();
    throw e;
  }
  if (target.id === actor.userId)
    throw new AppError('unprocessable', CASTING_MESSAGES.notYourself, { creator: CASTING_MESSAGES.notYourself });
  const [creator] = await profiles.profilesByIds(ctx, [target.id]);
  if (creator?.profile_type !== 'creator') throw noCreator();
  if (await profiles.isBlocked(ctx, actor.userId, target.id))
    throw new AppError('forbidden', CASTING_MESSAGES.blocked, { creator: CASTING_MESSAGES.blocked });
  const row = await ctx.db.transaction(async (tx) => {
    const r = await repo.insertProposal(tx, {
      studio_id: actor.userId,
      creator_id: target.id,
      role: input.role.trim(),
      description: input.description?.trim() || null,
      starts_on: input.starts_on ?? null,
      ends_on: input.ends_on ?? null,
      rate: input.rate ?? null,
      rate_unit: input.rate_unit,
      location: input.location?.trim() || null,
      disclosure: input.disclosure.trim(),
      message: input.message?.trim() || null,
    });
    await notify(ctx, tx, target.id, {
      type: 'collaboration_request',
      title: `${nameOf(studio)} sent you a casting proposal: ${r.role}`,
      content: 'Accept, decline or make a counter-offer on Casting.',
      action_url: PROPOSALS_URL,
    });
    return r;
  });
  const [out] = await presentProposals(ctx, actor.userId, [row]);
  return out as CastingProposal;
}

export async function answerProposal(
  ctx: AppContext,
  userId: string,
  id: string,
  input: z.output<typeof castingProposalAnswerInput>,
): Promise<CastingProposal> {
  const row = await ctx.db.transaction(async (tx) => {
    const p = await repo.findProposal(tx, id, true);
    if (!p || (p.studio_id !== userId && p.creator_id !== userId)) throw new AppError('not_found', CASTING_MESSAGES.noSuchProposal);
    const isStudio = p.studio_id === userId;
    const other = isStudio ? p.creator_id : p.studio_id;
    const [me] = await profiles.profilesByIds({ ...ctx, db: tx }, [userId]);
    const tell = (title: string, content: string, url = PROPOSALS_URL) =>
      notify(ctx, tx, other, { type: 'collaboration_request', title, content, action_url: url });
    if (input.action === 'withdraw') {
      if (!isStudio || (p.status !== 'pending' && p.status !== 'countered')) throw wrongState();
      const r = await repo.updateProposal(tx, id, { status: 'withdrawn' });
      await tell(`${nameOf(me)} withdrew their proposal: ${p.role}`, 'Nothing more to do.');
      return r;
    }
    // The creator answers a waiting proposal; the studio answers a counter.
    const answering = isStudio ? p.status === 'countered' : p.status === 'pending';
    if (!answering) throw wrongState();
    if (input.action === 'counter') {
      if (isStudio) throw wrongState();
      if (await profiles.isBlocked({ ...ctx, db: tx }, userId, other)) throw new AppError('forbidden', CASTING_MESSAGES.blocked);
      const r = await repo.updateProposal(tx, id, {
        status: 'countered',
        countered: true,
        counter_rate: input.rate ?? null,
        counter_starts_on: input.starts_on ?? null,
        counter_ends_on: input.ends_on ?? null,
        counter_message: input.message.trim(),
      });
      await tell(`${nameOf(me)} made a counter-offer: ${p.role}`, input.message.trim());
      return r;
    }
    if (input.action === 'decline') {
      const r = await repo.updateProposal(tx, id, { status: 'declined' });
      await tell(
        isStudio ? `${nameOf(me)} declined your counter-offer: ${p.role}` : `${nameOf(me)} declined your proposal: ${p.role}`,
        'Nothing more to do.',
      );
      return r;
    }
    // Accept: the proposal's terms, or the counter's when the studio accepts it.
    if (await profiles.isBlocked({ ...ctx, db: tx }, userId, other)) throw new AppError('forbidden', CASTING_MESSAGES.blocked);
    const startsOn = isStudio && p.countered ? (p.counter_starts_on ?? p.starts_on) : p.starts_on;
    const endsOn = isStudio && p.countered ? (p.counter_ends_on ?? p.ends_on) : p.ends_on;
    const collab = opener
      ? await opener(ctx, tx, {
          ownerId: p.studio_id,
          memberIds: [p.creator_id],
          title: p.role,
          description: p.description ?? p.message ?? p.role,
          startsOn,
          endsOn,
          location: p.location,
          origin: 'casting',
        })
      : null;
    const r = await repo.updateProposal(tx, id, { status: 'accepted', collaboration_id: collab?.id ?? null });
    await tell(
      isStudio ? `${nameOf(me)} accepted your counter-offer: ${p.role}` : `${nameOf(me)} accepted your proposal: ${p.role}`,
      collab ? 'A collaboration is open for the two of you.' : 'Get in touch to arrange the shoot.',
      collab ? `/collab/${collab.id}` : PROPOSALS_URL,
    );
    return r;
  });
  const [out] = await presentProposals(ctx, userId, [row]);
  return out as CastingProposal;
}

// ---------------------------------------------------------------------------------------------------
// Studio news: a row of ours, carried to followers by a feed post (the feed moderates its image)

const newsText = (title: string, body: string) => `${title.trim()}\n\n${body.trim()}`;

async function saveNews(ctx: AppContext, userId: string, input: { title: string; body: string }, item: { id: string }, hasImage: boolean) {
  try {
    const row = await repo.insertNews(ctx.db, {
      studio_id: userId,
      title: input.title.trim(),
      body: input.body.trim(),
      has_image: hasImage,
      feed_item_id: item.id,
    });
    const states = await feed.activityStates(ctx, [item.id]);
    return presentNews(row, states.get(item.id));
  } catch (e) {
    await feed.deletePost(ctx, userId, item.id).catch(() => undefined);
    throw e;
  }
}

export async function createNews(ctx: AppContext, userId: string, input: { title: string; body: string }): Promise<StudioNews> {
  await requireStudio(ctx, userId);
  const item = await feed.createPost(ctx, userId, { body: newsText(input.title, input.body) });
  return saveNews(ctx, userId, input, item, false);
}

export async function createImageNews(
  ctx: AppContext,
  userId: string,
  file: { name: string; declaredType?: string; body: Buffer },
  q: { title: string; body: string; nsfw?: 'true' | 'false' },
): Promise<StudioNews> {
  await requireStudio(ctx, userId);
  const item = await feed.createImagePost(ctx, userId, file, { body: newsText(q.title, q.body), nsfw: q.nsfw });
  return saveNews(ctx, userId, q, item, true);
}

export async function myNews(ctx: AppContext, userId: string): Promise<{ items: StudioNews[] }> {
  await requireStudio(ctx, userId);
  const rows = await repo.newsOf(ctx.db, userId);
  const states = await feed.activityStates(
    ctx,
    rows.flatMap((r) => (r.feed_item_id ? [r.feed_item_id] : [])),
  );
  return { items: rows.map((r) => presentNews(r, r.feed_item_id ? states.get(r.feed_item_id) : undefined)) };
}

export async function deleteNews(ctx: AppContext, userId: string, id: string): Promise<{ ok: true }> {
  const row = await repo.findNews(ctx.db, id);
  if (!row || row.studio_id !== userId) throw new AppError('not_found', CASTING_MESSAGES.noSuchNews);
  if (row.feed_item_id) {
    await feed.deletePost(ctx, userId, row.feed_item_id).catch((e) => {
      if (!(e instanceof AppError && e.code === 'not_found')) throw e;
    });
  }
  await repo.deleteNews(ctx.db, id);
  return { ok: true };
}

/** Calls posted by each of `studioIds`, all time and per UTC day since `since` (the enterprise dashboard, issue 17). */
export const callCountsOf = (ctx: Pick<AppContext, 'db'>, studioIds: readonly string[], since: Date) =>
  repo.callCountsOf(ctx.db, studioIds, since);

/** Applications to the calls of each of `studioIds`, all time and per UTC day since `since` (the enterprise dashboard). */
export const applicationCountsOf = (ctx: Pick<AppContext, 'db'>, studioIds: readonly string[], since: Date) =>
  repo.applicationCountsOf(ctx.db, studioIds, since);
