import type { PublishedListing } from '@mb/contract/directory';
import { BUSINESS_CATEGORIES, type BusinessCategory } from '@mb/contract/profiles';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { businessListingStats, businessListings, businessReviews } from './schema.ts';

export type ListingRow = typeof businessListings.$inferSelect;

/** The words a category is found by: its key and its label ('marketing_pr Marketing & PR'). */
const categoryWords = (cats: readonly string[]) =>
  cats.map((c) => `${c.replaceAll('_', ' ')} ${BUSINESS_CATEGORIES[c as BusinessCategory] ?? ''}`).join(' ');

/**
 * The full-text document: name A, categories B, description C, location and the names of services and
 * products D. One English configuration for document and query, so stems meet.
 */
export function searchDocument(
  l: Pick<PublishedListing, 'business_name' | 'categories' | 'description' | 'location' | 'services' | 'products'>,
) {
  const extra = [l.location ?? '', ...l.services.map((s) => s.name), ...l.products.map((p) => p.name)].join(' ');
  return sql`setweight(to_tsvector('english', ${l.business_name}), 'A')
    || setweight(to_tsvector('english', ${categoryWords(l.categories)}), 'B')
    || setweight(to_tsvector('english', ${l.description ?? ''}), 'C')
    || setweight(to_tsvector('english', ${extra}), 'D')`;
}

const ratingOf = (id: string) => sql`(select coalesce(avg(r.rating), 0)::real from ${businessReviews} r where r.business_id = ${id})`;
const reviewCountOf = (id: string) => sql`(select count(*)::int from ${businessReviews} r where r.business_id = ${id})`;

/** Insert or replace the public copy; published_at stays the first publication's. */
export async function upsertListing(db: Executor, l: PublishedListing): Promise<void> {
  const fields = {
    business_name: l.business_name,
    category: l.category,
    categories: l.categories,
    description: l.description,
    location: l.location,
    address: l.address,
    phone: l.phone,
    website: l.website,
    contact_email: l.contact_email,
    social_media: l.social_media,
    services: l.services,
    products: l.products,
    business_hours: l.business_hours,
    logo_url: l.logo_url,
    cover_photo_url: l.cover_photo_url,
    brand_color: l.brand_color,
    verified: l.verified,
    is_featured: l.is_featured,
    plan_type: l.plan_type,
    analytics_enabled: l.analytics_enabled,
    search: searchDocument(l),
    rating_avg: ratingOf(l.id),
    review_count: reviewCountOf(l.id),
  };
  await db
    .insert(businessListings)
    .values({ id: l.id, ...fields })
    .onConflictDoUpdate({ target: businessListings.id, set: { ...fields, updated_at: sql`now()` } });
}

export async function deleteListing(db: Executor, id: string): Promise<boolean> {
  const rows = await db.delete(businessListings).where(eq(businessListings.id, id)).returning({ id: businessListings.id });
  return rows.length > 0;
}

export async function findListing(db: Executor, id: string): Promise<ListingRow | undefined> {
  const [row] = await db.select().from(businessListings).where(eq(businessListings.id, id));
  return row;
}

/** Today in UTC, so every instance and time zone counts the same day. */
const utcToday = sql`(now() at time zone 'utc')::date`;

/** Every UTC day of the last `days` (today included), oldest first, with zeros for days without events. */
export async function statsByDay(db: Executor, businessId: string, days: number) {
  const rows = await db.execute<{ date: string; views: number; contact_clicks: number }>(sql`
    select to_char(d, 'YYYY-MM-DD') as date, coalesce(s.views, 0)::int as views, coalesce(s.contact_clicks, 0)::int as contact_clicks
    from generate_series(${utcToday} - ${days - 1}::int, ${utcToday}, interval '1 day') d
    left join ${businessListingStats} s on s.business_id = ${businessId} and s.day = d::date
    order by d`);
  return rows.rows;
}

/** Adds one view or contact click to today's row. */
export async function countEvent(db: Executor, businessId: string, type: 'view' | 'contact_click'): Promise<void> {
  const views = type === 'view' ? 1 : 0;
  const clicks = type === 'contact_click' ? 1 : 0;
  await db
    .insert(businessListingStats)
    .values({ business_id: businessId, day: sql`${utcToday}`, views, contact_clicks: clicks })
    .onConflictDoUpdate({
      target: [businessListingStats.business_id, businessListingStats.day],
      set: {
        views: sql`${businessListingStats.views} + ${views}`,
        contact_clicks: sql`${businessListingStats.contact_clicks} + ${clicks}`,
      },
    });
}
