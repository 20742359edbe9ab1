import { CASTING_MESSAGES } from '@mb/contract/casting';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import * as profiles from '../profiles/index.ts';

// Who the actor is

export const today = () => new Date().toISOString().slice(0, 10);

export async function profileOf(ctx: AppContext, userId: string) {
  const [p] = await profiles.profilesByIds(ctx, [userId]);
  return p;
}

/** Forms, calls, proposals and news are for studio accounts (spec §2: /casting-forms, /studio-news are studio). */
export async function requireStudio(ctx: AppContext, userId: string) {
  const p = await profileOf(ctx, userId);
  if (p?.profile_type !== 'studio') throw new AppError('forbidden', CASTING_MESSAGES.studiosOnly);
  return p;
}

/** Applying to calls and answering proposals is for creators (ours: the spec names creators as the talent). */
export async function requireCreator(ctx: AppContext, userId: string) {
  const p = await profileOf(ctx, userId);
  if (p?.profile_type !== 'creator') throw new AppError('forbidden', CASTING_MESSAGES.creatorsOnly);
  return p;
}

export async function profilesMap(ctx: AppContext, ids: readonly string[]) {
  const rows = await profiles.profilesByIds(ctx, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, r]));
}
