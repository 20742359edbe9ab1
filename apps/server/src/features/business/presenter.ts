import { BUSINESS_CATEGORIES, type BusinessCategory, type BusinessProfile, type SocialMedia, WEEKDAYS } from '@mb/contract/business';
import type { PublishedListing } from '@mb/contract/directory';
import type { BusinessRow } from './repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
/** Only known categories leave the server, whatever an old row holds. */
const categories = (v: string[]) => v.filter((c): c is BusinessCategory => Object.hasOwn(BUSINESS_CATEGORIES, c));

/** The owner's view of their working copy, field by field. */
export function presentBusiness(b: BusinessRow): BusinessProfile {
  const published = b.published_at !== null;
  const cats = categories(b.categories);
  return {
    id: b.id,
    business_name: b.business_name,
    category: cats[0] ?? null,
    categories: cats,
    description: b.description,
    location: b.location,
    address: b.address,
    phone: b.phone,
    website: b.website,
    contact_email: b.contact_email,
    social_media: b.social_media,
    services: b.services,
    products: b.products,
    business_hours: b.business_hours,
    logo_url: b.logo_url,
    cover_photo_url: b.cover_photo_url,
    brand_color: b.brand_color,
    moderation_status: b.moderation_status,
    verification_notes: b.moderation_status === 'rejected' ? b.verification_notes : null,
    verified: b.verified,
    is_featured: b.is_featured,
    subscription_status: b.subscription_status,
    plan_type: b.plan_type,
    service_limit: b.service_limit,
    product_limit: b.product_limit,
    analytics_enabled: b.analytics_enabled,
    is_draft: b.is_draft,
    draft_step: b.draft_step,
    last_saved_at: iso(b.last_saved_at),
    submitted_at: iso(b.submitted_at),
    created_at: b.created_at.toISOString(),
    updated_at: b.updated_at.toISOString(),
    published,
    has_pending_changes: published && b.moderation_status === 'pending',
  };
}

const orNull = (s: string) => (s.trim() === '' ? null : s);

/** The public copy the directory publishes (PublishedListing, contract directory.ts) from an approved row. */
export function toPublishedListing(b: BusinessRow, verified: boolean): PublishedListing {
  const cats = categories(b.categories);
  const first = cats[0];
  if (!first) throw new Error(`business ${b.id} has no category to publish`);
  const social: Record<string, string> = {};
  for (const [k, v] of Object.entries(b.social_media as SocialMedia)) if (v) social[k] = v;
  const hours: PublishedListing['business_hours'] = {};
  for (const day of WEEKDAYS) {
    const d = b.business_hours[day];
    if (d) hours[day] = d.closed ? null : { open: d.open, close: d.close };
  }
  return {
    id: b.id,
    business_name: b.business_name,
    category: first,
    categories: cats,
    description: orNull(b.description),
    location: orNull(b.location),
    address: orNull(b.address),
    phone: orNull(b.phone),
    website: orNull(b.website),
    contact_email: orNull(b.contact_email),
    social_media: social,
    services: b.services.map((s) => ({
      name: s.name,
      description: orNull(s.description),
      features: s.features,
      picture: orNull(s.picture),
      category: orNull(s.category),
      processing_time: orNull(s.processing_time),
      extras: s.extras,
      warranty: orNull(s.warranty),
      revision_rounds: s.revision_rounds,
    })),
    products: b.products.map((p) => ({ name: p.name, description: orNull(p.description), price: orNull(p.price), image: orNull(p.image) })),
    business_hours: hours,
    logo_url: b.logo_url,
    cover_photo_url: b.cover_photo_url,
    brand_color: orNull(b.brand_color),
    verified,
    is_featured: b.is_featured,
    plan_type: b.plan_type,
    analytics_enabled: b.analytics_enabled,
  };
}
