import { CASTING_LIMITS, CASTING_MESSAGES, type CastingForm, type CastingFormInput } from '@mb/contract/casting';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { requireStudio } from './actors.ts';
import { presentForm } from './presenter.ts';
import * as repo from './repository.ts';

// Forms

export async function ownForm(ctx: AppContext, studioId: string, id: string, db: Executor = ctx.db) {
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
