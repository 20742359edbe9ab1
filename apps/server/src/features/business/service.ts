import {
  BUSINESS_IMAGE_PREFIX,
  type BusinessDraftInput,
  type businessListingPatch,
  type businessRegistrationInput,
  BUSINESS_MESSAGES as M,
  websiteIssue,
} from '@mb/contract/business';
import { isCreatorFlow } from '@mb/contract/profiles';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { validateAndSanitizeInput } from '../../platform/sanitize.ts';
import * as profiles from '../profiles/index.ts';
import { queueListingForReview } from './moderation.ts';
import { presentBusiness } from './presenter.ts';
import { republishWithAnalytics } from './publish.ts';
import * as repo from './repository.ts';

/** A guard only: each field's maximum is the contract's, checked before the service runs. */
const TEXT_GUARD = 10_000;
/** Member-written text is stored clean (spec §7 validate_and_sanitize_input, plain text). */
const clean = (v: string) => validateAndSanitizeInput(v, { maxLength: TEXT_GUARD });
const cleanList = (v: string[]) => v.map(clean).filter((s) => s.length > 0);

const profileUpdated = (ctx: AppContext, tx: Executor, userId: string) =>
  ctx.bus.publish({ type: 'profile.updated', topic: `user:${userId}`, data: { id: userId } }, tx);

/** 'business.profile_state', asked by profiles for onboarding and the member's own profile. */
export const businessState = (db: Executor, userId: string) => repo.businessState(db, userId);

/** Only accounts that register a business (every type but creator, spec §2) may write one. */
async function assertMayRegister(tx: Executor, userId: string) {
  const { profile } = await profiles.ensureProfile(tx, userId);
  if (isCreatorFlow(profile.profile_type)) throw new AppError('forbidden', M.creatorNoBusiness);
  return profile;
}

export async function getMyBusiness(ctx: AppContext, userId: string) {
  const row = await repo.findBusiness(ctx.db, userId);
  return { business: row ? presentBusiness(row) : null };
}

const invalid = (field: string, message: string) => new AppError('validation_failed', message, { [field]: message });

/**
 * Autosave and Save Now (spec §4): the fields given, each already checked by the §5 rule for a field
 * with content; saved with is_draft true and draft_step 1. A registered listing has no draft (its
 * edits go through PATCH and review).
 */
export async function saveDraft(ctx: AppContext, userId: string, input: BusinessDraftInput) {
  return ctx.db.transaction(async (tx) => {
    await assertMayRegister(tx, userId);
    const row = await repo.lockBusiness(tx, userId);
    if (row && !row.is_draft) throw new AppError('conflict', M.alreadySubmitted);
    const patch: repo.BusinessPatch = { is_draft: true, draft_step: 1, last_saved_at: new Date() };
    if (input.business_name !== undefined) patch.business_name = clean(input.business_name);
    if (input.categories !== undefined) {
      patch.categories = [...new Set(input.categories)];
      patch.category = patch.categories[0] ?? null;
    }
    if (input.description !== undefined) patch.description = clean(input.description);
    if (input.location !== undefined) patch.location = clean(input.location);
    if (input.website !== undefined) patch.website = input.website.trim();
    const saved = row ? await repo.updateBusiness(tx, userId, patch) : await repo.insertBusiness(tx, userId, patch);
    if (!saved) throw new AppError('not_found', M.noBusiness);
    // Onboarding reads whether business details exist (GET /profiles/me): open tabs refresh it.
    await profileUpdated(ctx, tx, userId);
    return { business: presentBusiness(saved) };
  });
}

/** Clear draft (spec §4): deletes the row only while it is a draft; no draft is not an error (§8). */
export async function clearDraft(ctx: AppContext, userId: string) {
  const removed = await ctx.db.transaction(async (tx) => {
    const row = await repo.lockBusiness(tx, userId);
    if (!row) return undefined;
    if (!row.is_draft) throw new AppError('conflict', M.notADraft);
    const gone = await repo.deleteDraft(tx, userId);
    await profileUpdated(ctx, tx, userId);
    return gone;
  });
  if (removed) await removeFiles(ctx, [removed.logo_path, removed.cover_path]);
  return { ok: true as const };
}

/**
 * Register Business (spec §4): the form in full (the §5 rules were checked by the contract), saved and
 * sent to review in one transaction: is_draft false, moderation_status pending, a business_listing
 * item in the moderation queue (reviewed within 48 hours).
 */
export async function submit(ctx: AppContext, userId: string, input: z.output<typeof businessRegistrationInput>) {
  return ctx.db.transaction(async (tx) => {
    await assertMayRegister(tx, userId);
    const row = await repo.lockBusiness(tx, userId);
    if (row && !row.is_draft) throw new AppError('conflict', M.alreadySubmitted);
    const now = new Date();
    const categories = [...new Set(input.categories)];
    const patch: repo.BusinessPatch = {
      business_name: clean(input.business_name),
      categories,
      category: categories[0] ?? null,
      description: clean(input.description),
      location: clean(input.location),
      website: input.website.trim(),
      is_draft: false,
      moderation_status: 'pending',
      verification_notes: null,
      submitted_at: now,
      last_saved_at: now,
    };
    const saved = row ? await repo.updateBusiness(tx, userId, patch) : await repo.insertBusiness(tx, userId, patch);
    if (!saved) throw new AppError('not_found', M.noBusiness);
    await queueListingForReview(ctx, tx, saved);
    // A member registering from onboarding's step 5 goes on to the domain step.
    await profiles.advancePastBusinessStep(ctx, tx, userId);
    await profileUpdated(ctx, tx, userId);
    return { business: presentBusiness(saved) };
  });
}

type ListingPatch = z.output<typeof businessListingPatch>;

/** Pictures must be files this member uploaded (their folder in business-logos), never links elsewhere. */
function checkPictures(userId: string, patch: ListingPatch) {
  const mine = `${BUSINESS_IMAGE_PREFIX}${userId}/`;
  const bad = (url: string) => url !== '' && !url.startsWith(mine);
  patch.services?.forEach((s, i) => {
    if (bad(s.picture)) throw invalid(`services.${i}.picture`, M.imageNotYours);
  });
  patch.products?.forEach((p, i) => {
    if (bad(p.image)) throw invalid(`products.${i}.image`, M.imageNotYours);
  });
}

/** What of a patch changes what the public sees (everything but the analytics switch). */
const REVIEWED_FIELDS = [
  'business_name',
  'categories',
  'description',
  'location',
  'address',
  'phone',
  'website',
  'contact_email',
  'social_media',
  'services',
  'products',
  'business_hours',
  'brand_color',
] as const;

/**
 * The Business Hub's edit (PATCH /business/me). Services and products stay within the plan's
 * service_limit and product_limit. Any change to what the public sees goes back to review (a new
 * business_listing item); an approved version stays public meanwhile (the directory's copy is only
 * replaced when a moderator approves). The analytics switch alone needs no review.
 */
export async function updateListing(ctx: AppContext, userId: string, patch: ListingPatch) {
  return ctx.db.transaction(async (tx) => {
    await assertMayRegister(tx, userId);
    const row = await repo.lockBusiness(tx, userId);
    if (!row) throw new AppError('not_found', M.noBusiness);
    if (row.is_draft) throw new AppError('conflict', M.stillDraft);
    if (patch.services && patch.services.length > row.service_limit) throw invalid('services', M.serviceLimit(row.service_limit));
    if (patch.products && patch.products.length > row.product_limit) throw invalid('products', M.productLimit(row.product_limit));
    checkPictures(userId, patch);
    // The social-page rule across fields, against the stored value of whichever side the patch leaves out.
    if (patch.website !== undefined || patch.business_name !== undefined) {
      const issue = websiteIssue(patch.website ?? row.website, patch.business_name ?? row.business_name);
      if (issue) throw invalid('website', issue);
    }
    const next: repo.BusinessPatch = {};
    if (patch.business_name !== undefined) next.business_name = clean(patch.business_name);
    if (patch.categories !== undefined) {
      next.categories = [...new Set(patch.categories)];
      next.category = next.categories[0] ?? null;
    }
    if (patch.description !== undefined) next.description = clean(patch.description);
    if (patch.location !== undefined) next.location = clean(patch.location);
    if (patch.address !== undefined) next.address = clean(patch.address);
    if (patch.phone !== undefined) next.phone = patch.phone;
    if (patch.website !== undefined) next.website = patch.website;
    if (patch.contact_email !== undefined) next.contact_email = patch.contact_email;
    if (patch.brand_color !== undefined) next.brand_color = patch.brand_color.toLowerCase();
    if (patch.social_media !== undefined) {
      next.social_media = Object.fromEntries(Object.entries(patch.social_media).filter(([, v]) => v !== ''));
    }
    if (patch.services !== undefined) {
      next.services = patch.services.map((s) => ({
        ...s,
        name: clean(s.name),
        description: clean(s.description),
        features: cleanList(s.features),
        category: clean(s.category),
        processing_time: clean(s.processing_time),
        extras: cleanList(s.extras),
        warranty: clean(s.warranty),
      }));
    }
    if (patch.products !== undefined) {
      next.products = patch.products.map((p) => ({ ...p, name: clean(p.name), description: clean(p.description), price: clean(p.price) }));
    }
    if (patch.business_hours !== undefined) next.business_hours = patch.business_hours;
    if (patch.analytics_enabled !== undefined) next.analytics_enabled = patch.analytics_enabled;

    const changed = REVIEWED_FIELDS.some((k) => k in next && JSON.stringify(next[k]) !== JSON.stringify(row[k]));
    if (changed) {
      next.moderation_status = 'pending';
      next.verification_notes = null;
      next.submitted_at = new Date();
    }
    next.last_saved_at = new Date();
    const saved = await repo.updateBusiness(tx, userId, next);
    if (!saved) throw new AppError('not_found', M.noBusiness);
    if (changed) await queueListingForReview(ctx, tx, saved);
    if (next.analytics_enabled !== undefined && next.analytics_enabled !== row.analytics_enabled) {
      await republishWithAnalytics(ctx, tx, saved);
    }
    return { business: presentBusiness(saved) };
  });
}

export async function removeFiles(ctx: AppContext, keys: (string | null)[]) {
  for (const key of keys) {
    if (!key) continue;
    await ctx.storage.delete('business-logos', key).catch((err) => ctx.log.warn({ err, key }, 'business image clean-up failed'));
  }
}

/**
 * The paid business plan on the listing (issue 14), written by the billing feature in its webhook's
 * transaction: plan_type (service and product limits follow it), featured placement and analytics.
 * False when the member has no business profile (nothing to write).
 */
export async function setBusinessPlan(
  ctx: AppContext,
  tx: Executor,
  userId: string,
  plan: { plan_type: 'free' | 'pro'; is_featured: boolean; analytics_enabled: boolean },
): Promise<boolean> {
  const row = await repo.lockBusiness(tx, userId);
  if (!row) return false;
  await repo.updateBusiness(tx, userId, plan);
  await profileUpdated(ctx, tx, userId);
  return true;
}

/**
 * The member's business plan (ads, issue 14): whether a listing is registered (submitted, not a
 * draft) and its plan_type. Null when the member has no business profile.
 */
export async function businessPlanOf(db: Executor, userId: string): Promise<{ registered: boolean; plan_type: 'free' | 'pro' } | null> {
  const row = await repo.findBusiness(db, userId);
  return row ? { registered: !row.is_draft, plan_type: row.plan_type } : null;
}

/**
 * The registered business names of these members (issue 31: an event shows who organizes it by the
 * business's name, not '@username'); members without a registered business are left out.
 */
export async function registeredNamesOf(db: Executor, userIds: readonly string[]): Promise<Map<string, string>> {
  const rows = await repo.registeredNames(db, userIds);
  return new Map(rows.filter((r) => r.business_name.trim()).map((r) => [r.id, r.business_name.trim()]));
}
