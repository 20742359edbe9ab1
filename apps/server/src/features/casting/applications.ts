import type { castingReviewInput } from '@mb/contract/casting';
import {
  CASTING_LIMITS,
  CASTING_MESSAGES,
  type CastingAnswers,
  type CastingApplicant,
  type CastingApplicantList,
  checkAnswers,
  type MyCastingApplication,
} from '@mb/contract/casting';
import { NOTICE_TEXT } from '@mb/contract/notice-text';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { words } from '../../platform/i18n.ts';
import { provision } from '../../platform/modules.ts';
import { notify } from '../notifications/index.ts';
import * as portfolio from '../portfolio/index.ts';
import * as profiles from '../profiles/index.ts';
import * as webhooks from '../webhooks/index.ts';
import { profileOf, profilesMap, requireCreator, requireStudio, today } from './actors.ts';
import { detailOf, visibleCall } from './calls.ts';
import { nameOf, presentApplicant, presentMyApplication } from './presenter.ts';
import * as repo from './repository.ts';

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
      title: words(NOTICE_TEXT.casting.applied, { name: nameOf(me), call: call.title }),
      content: NOTICE_TEXT.casting.appliedContent,
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
  // Applicants who blocked the studio either way, or who hide from the studio's place and did not let it
  // through (geo-blocking), are not listed.
  const [rows, blocked, geoHidden] = await Promise.all([
    repo.applicationsTo(ctx.db, callId),
    profiles.blockedEitherWayIds(ctx, userId),
    profiles.unlistedOwners(ctx, userId),
  ]);
  const hidden = new Set([...blocked, ...geoHidden]);
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

export const wrongState = () => new AppError('conflict', CASTING_MESSAGES.wrongState);

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
          title: words(NOTICE_TEXT.casting.notSelected, { call: call.title }),
          content: words(NOTICE_TEXT.casting.notSelectedContent, { studio: nameOf(studio) }),
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
          title: words(NOTICE_TEXT.casting.offer, { studio: nameOf(studio), call: call.title }),
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
        title: words(NOTICE_TEXT.casting.declined, { name: nameOf(me), call: call.title }),
        content: NOTICE_TEXT.casting.declinedContent,
        action_url: `/casting-proposals?call=${call.id}`,
      });
      return { row: r, call };
    }
    if (await profiles.isBlocked({ ...ctx, db: tx }, userId, call.studio_id)) throw new AppError('forbidden', CASTING_MESSAGES.blocked);
    const collab = await provision(ctx, 'collabs.open_collaboration')(ctx, tx, {
      ownerId: call.studio_id,
      memberIds: [userId],
      title: call.title,
      description: call.role_description,
      startsOn: call.starts_on,
      endsOn: call.ends_on,
      location: call.location,
      origin: 'casting',
    });
    const r = await repo.updateApplication(tx, id, { status: 'accepted', collaboration_id: collab?.id ?? null });
    await notify(ctx, tx, call.studio_id, {
      type: 'collaboration_request',
      title: words(NOTICE_TEXT.casting.accepted, { name: nameOf(me), call: call.title }),
      content: collab ? NOTICE_TEXT.casting.acceptedCollab : NOTICE_TEXT.casting.acceptedContact,
      action_url: collab ? `/collab/${collab.id}` : `/casting-proposals?call=${call.id}`,
    });
    return { row: r, call };
  });
  if (!row) throw new AppError('not_found', CASTING_MESSAGES.noSuchApplication);
  return presentMyApplication(row, call, await profileOf(ctx, call.studio_id));
}
