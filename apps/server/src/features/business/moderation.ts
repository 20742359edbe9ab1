import { BUSINESS_CATEGORIES, type BusinessCategory } from '@mb/contract/business';
import type { PublishedListing } from '@mb/contract/directory';
import { NOTICE_TEXT } from '@mb/contract/notice-text';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import * as moderation from '../moderation/index.ts';
import * as profiles from '../profiles/index.ts';
import { toPublishedListing } from './presenter.ts';
import { publishApproved } from './publish.ts';
import * as repo from './repository.ts';

export const BUSINESS_LISTING_TYPE = 'business_listing';

const NOT_PENDING = 'This listing is no longer waiting for review.';

const categoryLabels = (cats: readonly string[]) =>
  cats.map((c) => (Object.hasOwn(BUSINESS_CATEGORIES, c) ? BUSINESS_CATEGORIES[c as BusinessCategory] : c)).join(', ') || 'None';

const short = (v: string | null | undefined, max = 160) => {
  const s = (v ?? '').trim();
  if (!s) return '(empty)';
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
};

/** What a re-review changes against the published version, one line a field. */
function changesSincePublished(published: PublishedListing, next: PublishedListing): string[] {
  const lines: string[] = [];
  const text = (label: string, a: string | null, b: string | null) => {
    if ((a ?? '') !== (b ?? '')) lines.push(`${label}: ${short(a, 80)} → ${short(b, 80)}`);
  };
  text('Name', published.business_name, next.business_name);
  if (published.categories.join() !== next.categories.join()) {
    lines.push(`Categories: ${categoryLabels(published.categories)} → ${categoryLabels(next.categories)}`);
  }
  text('Description', published.description, next.description);
  text('Location', published.location, next.location);
  text('Address', published.address, next.address);
  text('Phone', published.phone, next.phone);
  text('Website', published.website, next.website);
  text('Contact e-mail', published.contact_email, next.contact_email);
  text('Brand colour', published.brand_color, next.brand_color);
  text('Logo', published.logo_url, next.logo_url);
  text('Cover photo', published.cover_photo_url, next.cover_photo_url);
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  if (!same(published.social_media, next.social_media)) lines.push('Social links changed');
  if (!same(published.services, next.services)) lines.push(`Services: ${published.services.length} → ${next.services.length} (changed)`);
  if (!same(published.products, next.products)) lines.push(`Products: ${published.products.length} → ${next.products.length} (changed)`);
  if (!same(published.business_hours, next.business_hours)) lines.push('Opening hours changed');
  return lines;
}

/**
 * Business listings in the moderation queue (spec §5: verified before publication, review within 48
 * hours). The subject is the owner (one listing each); every change to what the public sees enqueues
 * again, superseding the open item, so the item a moderator decides is always the latest version.
 */
export const businessListingModerationType: moderation.ModerationTypeDef = {
  type: BUSINESS_LISTING_TYPE,
  label: 'Business listings',
  told: NOTICE_TEXT.moderated.business,
  actionUrl: '/business-management',
  async describe(ctx, item) {
    const row = await repo.findBusiness(ctx.db, item.owner_id);
    if (!row) return { title: 'Business listing (deleted)', images: [], facts: [], current: false };
    const { profile } = await profiles.ensureProfile(ctx.db, row.id);
    const images = [];
    if (row.logo_url) images.push({ url: row.logo_url, alt: `Logo of ${row.business_name}`, caption: 'Logo' });
    if (row.cover_photo_url) images.push({ url: row.cover_photo_url, alt: `Cover photo of ${row.business_name}`, caption: 'Cover photo' });
    const published = row.published_snapshot as PublishedListing | null;
    const facts: { label: string; value: string; kind?: 'text' | 'datetime' }[] = [
      { label: 'Business name', value: row.business_name },
      { label: 'Categories', value: categoryLabels(row.categories) },
      { label: 'Description', value: short(row.description, 1000) },
      { label: 'Website', value: short(row.website) },
      { label: 'Location', value: short(row.location) },
      { label: 'Contact e-mail', value: short(row.contact_email) },
      { label: 'Phone', value: short(row.phone) },
      { label: 'Services', value: `${row.services.length} of ${row.service_limit} (${row.plan_type} plan)` },
      { label: 'Products', value: `${row.products.length} of ${row.product_limit}` },
      {
        label: 'Domain',
        value: profile.domain_name ? `${profile.domain_name} (${profile.domain_verified ? 'verified' : 'not verified'})` : 'None linked',
      },
      { label: 'Identity', value: profile.vaulth_verified ? 'Verified' : 'Not verified' },
    ];
    if (row.submitted_at) facts.push({ label: 'Submitted', value: row.submitted_at.toISOString(), kind: 'datetime' });
    if (published) {
      const changes = changesSincePublished(published, toPublishedListing(row, published.verified));
      facts.push({
        label: 'Re-review: changes since the published version',
        value: changes.length ? changes.join('\n') : 'No visible changes',
      });
    } else {
      facts.push({ label: 'Published', value: 'Not yet (first review)' });
    }
    return {
      title: `${published ? 'Changes to business listing' : 'Business listing'}: ${row.business_name}`,
      images,
      facts,
      current: !row.is_draft && row.moderation_status === 'pending',
    };
  },
  async onApprove(ctx, tx, item) {
    const row = await repo.lockBusiness(tx, item.owner_id);
    if (!row || row.is_draft || row.moderation_status !== 'pending') throw new AppError('conflict', NOT_PENDING);
    const { profile } = await profiles.ensureProfile(tx, row.id);
    // The directory's verified badge: the owner's domain was verified when the listing was approved.
    const verified = profile.domain_verified;
    const listing = await publishApproved(ctx, tx, row, verified);
    const now = new Date();
    await repo.updateBusiness(tx, row.id, {
      moderation_status: 'approved',
      verification_notes: null,
      verified,
      reviewed_at: now,
      reviewed_by: item.decided_by,
      published_snapshot: listing,
      published_at: now,
    });
    await ctx.bus.publish({ type: 'profile.updated', topic: `user:${row.id}`, data: { id: row.id } }, tx);
    return undefined;
  },
  async onReject(ctx, tx, item, reason) {
    const row = await repo.lockBusiness(tx, item.owner_id);
    if (!row || row.is_draft || row.moderation_status !== 'pending') throw new AppError('conflict', NOT_PENDING);
    // The last approved version (if any) stays public: the directory's copy is not touched.
    await repo.updateBusiness(tx, row.id, {
      moderation_status: 'rejected',
      verification_notes: reason.text,
      reviewed_at: new Date(),
      reviewed_by: item.decided_by,
    });
    await ctx.bus.publish({ type: 'profile.updated', topic: `user:${row.id}`, data: { id: row.id } }, tx);
    return undefined;
  },
};

/** Called inside the submission or edit transaction: the listing as it now is waits for a moderator. */
export async function queueListingForReview(ctx: AppContext, tx: Executor, row: repo.BusinessRow) {
  await moderation.enqueueModeration(ctx, tx, {
    type: BUSINESS_LISTING_TYPE,
    subjectId: row.id,
    ownerId: row.id,
    summary: {
      title: `${row.published_at ? 'Listing changes' : 'Business listing'}: ${row.business_name}`,
      thumbnail_url: row.logo_url,
    },
  });
}
