import { BUSINESS_CATEGORIES, type BusinessCategory } from '@mb/contract/business';
import type { PublishedListing } from '@mb/contract/directory';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/db/client.ts';
import { businessListingStats, businessListings, businessReviews, directoryWords } from './schema.ts';

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
  const words = nameWords(l.business_name);
  if (words.length)
    await db
      .insert(directoryWords)
      .values(words.map((word) => ({ word })))
      .onConflictDoNothing();
}

/** Lower-case words of letters and digits, at most 12 of them, each at most 40 characters. */
export function nameWords(text: string, max = 12): string[] {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0 && w.length <= 40);
  return [...new Set(words)].slice(0, max);
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

// ---------------------------------------------------------------------------------------------
// Search: raw SQL on the hot path (the directory's public search, ~2 statements per request).

export interface SearchFilters {
  /** to_tsquery text built by buildTsQuery (never the reader's raw text). */
  tsquery?: string;
  category?: string;
  location?: string;
  verifiedOnly: boolean;
  sort: 'relevance' | 'rating' | 'newest';
  limit: number;
  offset: number;
  /** Up to this many matches the total is counted; past it, estimated. */
  exactCountMax: number;
  /** Businesses hiding from the reader's place (geo-blocking), left out. */
  hiddenIds?: readonly string[];
}

export interface CardRow {
  id: string;
  business_name: string;
  category: string;
  categories: string[];
  summary: string | null;
  location: string | null;
  logo_url: string | null;
  verified: boolean;
  is_featured: boolean;
  rating_avg: number;
  review_count: number;
  published_at: Date | string;
}

/** `%` and `_` typed by a reader are letters, not wildcards. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Close spellings of the query's words from the vocabulary of business names (trigram similarity,
 * pg_trgm's default 0.3), at most 3 per word. One statement for all the words.
 */
export async function similarWords(database: Database, words: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>(words.map((w) => [w, []]));
  if (!words.length) return out;
  const rows = await database.query<{ w: string; word: string }>(
    `select q.w, d.word from unnest($1::text[]) as q(w)
     cross join lateral (
       select word from directory_words where word % q.w and word <> q.w order by similarity(word, q.w) desc, word limit 3
     ) d`,
    [words],
  );
  for (const r of rows) out.get(r.w)?.push(r.word);
  return out;
}

/**
 * The full-text query: every word of the search must match (as typed, as a prefix, or as one of its
 * close spellings). Words hold only letters and digits, so the text is always valid tsquery syntax.
 */
export function buildTsQuery(words: string[], similar: Map<string, string[]>): string {
  return words.map((w) => `(${[`${w}:*`, ...(similar.get(w) ?? [])].join(' | ')})`).join(' & ');
}

/**
 * The WHERE clause and its parameters: the full-text document matches the query (GIN), the listing is
 * in the category (GIN on the array), its location contains the text (trigram GIN), it is verified.
 */
function searchWhere(f: SearchFilters) {
  const where: string[] = [];
  const params: unknown[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  if (f.tsquery) where.push(`l.search @@ to_tsquery('english', ${p(f.tsquery)})`);
  if (f.category) where.push(`l.categories @> array[${p(f.category)}]::text[]`);
  if (f.location) where.push(`l.location ilike ${p(`%${likeEscape(f.location)}%`)}`);
  if (f.verifiedOnly) where.push('l.verified');
  if (f.hiddenIds?.length) where.push(`not (l.id = any(${p([...f.hiddenIds])}::uuid[]))`);
  return { sql: where.length ? `where ${where.join(' and ')}` : '', params };
}

/**
 * Featured first, then the chosen order; id last so equal rows page without overlap. Rating and newest
 * follow their indexes; relevance is ts_rank (name words weigh most), then newest.
 */
/** How many of words, category and location the search has (verified alone matches a third of the rows). */
const selectiveFilters = (f: SearchFilters) => [f.tsquery, f.category, f.location].filter(Boolean).length;

function searchOrder(f: SearchFilters) {
  // With two or more selective filters the planner multiplies their selectivities as if independent and
  // may walk the whole order index for a combination that is rare or empty (the bench's marketing in
  // Berlin read all 100k rows for none). Then the order key is an expression no index serves, so the
  // filters' own indexes find the rows and a top-N sort orders them.
  const selective = selectiveFilters(f);
  const featured = selective >= 2 ? 'l.is_featured::int desc' : FEATURED_FIRST;
  if (f.sort === 'relevance' && f.tsquery) {
    return `${featured}, ts_rank(l.search, to_tsquery('english', $1)) desc, l.published_at desc, l.id desc`;
  }
  return `${featured}, ${INDEX_ORDER[f.sort === 'rating' ? 'rating' : 'newest']}`;
}

/** After featured first, the rest of each order index's key (business_listings_rating_idx, _newest_idx). */
const FEATURED_FIRST = 'l.is_featured desc nulls last';
const INDEX_ORDER = {
  rating: 'l.rating_avg desc nulls last, l.review_count desc nulls last, l.id desc nulls last',
  newest: 'l.published_at desc nulls last, l.id desc nulls last',
} as const;

/** How many rows of an order's index the first try walks before the filters' own indexes are used instead. */
export const ORDERED_WALK_ROWS = 1_000;

/**
 * A search with words and another filter, by rating or newest, first walks the order's index a bounded
 * way (ORDERED_WALK_ROWS rows) and keeps the rows that match: when that fills the page, those are the
 * page, since every later row of the index ranks below them. Words and a category often go together
 * (most payment businesses have 'payment' in their name), so the planner, multiplying the two as if
 * independent, expected 2,000 matches where there were 10,000 and read every one of them to sort them:
 * 6,000 of the table's 6,300 pages, past the 32 MB buffer cache, 130-600 ms. The walk reads about 200
 * rows for it; a rare combination walks 1,000 rows (about 5-10 ms) and then takes the plan below.
 */
function orderedWalk(f: SearchFilters, w: ReturnType<typeof searchWhere>) {
  const selective = selectiveFilters(f);
  if (!f.tsquery || selective < 2 || (f.sort !== 'rating' && f.sort !== 'newest')) return undefined;
  // The same key inside (the index's) and outside (the subquery, also named l, keeps its columns).
  const order = `${FEATURED_FIRST}, ${INDEX_ORDER[f.sort]}`;
  const n = w.params.length;
  return {
    text: `select id, business_name, category, categories, summary, location, logo_url, verified, is_featured, rating_avg,
        review_count, published_at
      from (select l.*, left(l.description, 200) as summary from business_listings l order by ${order} limit ${ORDERED_WALK_ROWS}) l
      ${w.sql}
      order by ${order}
      limit $${n + 1} offset $${n + 2}`,
    params: [...w.params, f.limit, f.offset],
  };
}

export function searchStatements(f: SearchFilters) {
  const w = searchWhere(f);
  const n = w.params.length;
  const walk = orderedWalk(f, w);
  // Orders no index serves sort every match anyway: the same pass counts them (the separate count's
  // early-stopping scan read 3,000 pages for 'studio berlin' among the verified, where the bitmap read 500).
  const sortsAll = !!(f.tsquery && f.sort === 'relevance') || selectiveFilters(f) >= 2;
  const page = {
    sortsAll,
    text: `select l.id, l.business_name, l.category, l.categories, left(l.description, 200) as summary, l.location, l.logo_url,
        l.verified, l.is_featured, l.rating_avg, l.review_count, l.published_at${sortsAll ? ', count(*) over ()::int as full_count' : ''}
      from business_listings l ${w.sql}
      order by ${searchOrder(f)}
      limit $${n + 1} offset $${n + 2}`,
    params: [...w.params, f.limit, f.offset],
  };
  const count = {
    text: `select count(*)::int as n from (select 1 from business_listings l ${w.sql} limit $${n + 1}) c`,
    params: [...w.params, f.exactCountMax + 1],
  };
  const estimate = { text: `explain (format json) select 1 from business_listings l ${w.sql}`, params: w.params };
  return { walk, page, count, estimate };
}

/**
 * One page and the total. A page whose plan sorts every match counts them in the same statement
 * (exact). Otherwise the total is exact up to `exactCountMax` matches; past that, counting every
 * match would cost more than the page itself (thousands of rows read at 100k listings), so it is the
 * planner's estimate and `exact` is false (the browser says 'about').
 */
export async function searchListings(database: Database, f: SearchFilters): Promise<{ rows: CardRow[]; total: number; exact: boolean }> {
  const s = searchStatements(f);
  const walked = s.walk ? await database.query<CardRow>(s.walk.text, s.walk.params) : [];
  const paged = walked.length === f.limit ? walked : await database.query<CardRow & { full_count?: number }>(s.page.text, s.page.params);
  const rows = paged.map(({ full_count: _, ...r }: CardRow & { full_count?: number }) => r);
  const full = (paged[0] as { full_count?: number } | undefined)?.full_count;
  if (full !== undefined) return { rows, total: full, exact: true };
  // A first page shorter than a page is the whole answer: no count needed.
  if (f.offset === 0 && rows.length < f.limit) return { rows, total: rows.length, exact: true };
  const [c] = await database.query<{ n: number }>(s.count.text, s.count.params);
  const counted = c?.n ?? 0;
  if (counted <= f.exactCountMax) return { rows, total: counted, exact: true };
  const [plan] = await database.query<{ 'QUERY PLAN': unknown }>(s.estimate.text, s.estimate.params);
  const raw = plan?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Plan Rows': number } }] | undefined;
  const estimated = Math.round(parsed?.[0]?.Plan?.['Plan Rows'] ?? counted);
  return { rows, total: Math.max(counted, estimated, f.offset + rows.length), exact: false };
}

/** Published listings for sitemap.xml, most recently changed first. */
export async function listingsForSitemap(db: Executor, limit: number) {
  return db
    .select({ id: businessListings.id, updated_at: businessListings.updated_at })
    .from(businessListings)
    .orderBy(sql`${businessListings.updated_at} desc`)
    .limit(limit);
}

// ---------------------------------------------------------------------------------------------
// Reviews

export type ReviewRow = typeof businessReviews.$inferSelect;

/**
 * Locks the public listing for the rest of the transaction, so concurrent review writes recompute its
 * rating one after another (each sees the other's committed row). Undefined when not published.
 */
export async function lockListing(tx: Executor, id: string): Promise<Pick<ListingRow, 'id' | 'business_name'> | undefined> {
  const [row] = await tx
    .select({ id: businessListings.id, business_name: businessListings.business_name })
    .from(businessListings)
    .where(eq(businessListings.id, id))
    .for('update');
  return row;
}

/** Recomputes the listing's average and count from its reviews. */
export async function refreshRating(tx: Executor, businessId: string): Promise<void> {
  await tx
    .update(businessListings)
    .set({ rating_avg: ratingOf(businessId), review_count: reviewCountOf(businessId) })
    .where(eq(businessListings.id, businessId));
}

/** Undefined when the member already reviewed this business (the unique index). */
export async function insertReview(
  tx: Executor,
  v: { business_id: string; reviewer_id: string; rating: number; content: string },
): Promise<ReviewRow | undefined> {
  const [row] = await tx.insert(businessReviews).values(v).onConflictDoNothing().returning();
  return row;
}

export async function updateReview(
  tx: Executor,
  businessId: string,
  reviewerId: string,
  patch: { rating?: number; content?: string },
): Promise<ReviewRow | undefined> {
  const [row] = await tx
    .update(businessReviews)
    .set({ ...patch, updated_at: sql`now()` })
    .where(and(eq(businessReviews.business_id, businessId), eq(businessReviews.reviewer_id, reviewerId)))
    .returning();
  return row;
}

export async function deleteReview(tx: Executor, businessId: string, reviewerId: string): Promise<boolean> {
  const rows = await tx
    .delete(businessReviews)
    .where(and(eq(businessReviews.business_id, businessId), eq(businessReviews.reviewer_id, reviewerId)))
    .returning({ id: businessReviews.id });
  return rows.length > 0;
}

export async function deleteReviewById(tx: Executor, id: string): Promise<ReviewRow | undefined> {
  const [row] = await tx.delete(businessReviews).where(eq(businessReviews.id, id)).returning();
  return row;
}

export async function findReview(db: Executor, id: string): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(businessReviews).where(eq(businessReviews.id, id));
  return row;
}

export async function findMyReview(db: Executor, businessId: string, reviewerId: string): Promise<ReviewRow | undefined> {
  const [row] = await db
    .select()
    .from(businessReviews)
    .where(and(eq(businessReviews.business_id, businessId), eq(businessReviews.reviewer_id, reviewerId)));
  return row;
}

export async function listReviews(db: Executor, businessId: string, limit: number, offset: number): Promise<ReviewRow[]> {
  return db
    .select()
    .from(businessReviews)
    .where(eq(businessReviews.business_id, businessId))
    .orderBy(desc(businessReviews.created_at), desc(businessReviews.id))
    .limit(limit)
    .offset(offset);
}

/** Sets the owner's reply once: undefined when the review is not this business's or already has one. */
export async function setReply(tx: Executor, businessId: string, reviewId: string, content: string): Promise<ReviewRow | undefined> {
  const [row] = await tx
    .update(businessReviews)
    .set({ owner_reply: content, owner_replied_at: sql`now()` })
    .where(and(eq(businessReviews.id, reviewId), eq(businessReviews.business_id, businessId), isNull(businessReviews.owner_reply)))
    .returning();
  return row;
}

// ---------------------------------------------------------------------------------------------
// Seeding (benchmarks and the query-plan test): many listings in a few statements.

const SEED_FIRST = [
  'Velvet',
  'Crimson',
  'Scarlet',
  'Midnight',
  'Golden',
  'Silver',
  'Neon',
  'Noir',
  'Amber',
  'Ivory',
  'Obsidian',
  'Ruby',
  'Sapphire',
  'Onyx',
  'Coral',
  'Indigo',
  'Jade',
  'Pearl',
  'Ember',
  'Violet',
  'Cobalt',
  'Copper',
  'Electric',
  'Lunar',
  'Solar',
  'Urban',
  'Royal',
  'Wild',
  'Silk',
  'Satin',
  'Lotus',
  'Orchid',
  'Phoenix',
  'Raven',
  'Falcon',
  'Aurora',
  'Eclipse',
  'Nova',
  'Vortex',
  'Zenith',
];
const SEED_SECOND = [
  'Lens',
  'Frame',
  'Pixel',
  'Reel',
  'Stage',
  'Studio',
  'Signal',
  'Wave',
  'Vision',
  'Motion',
  'Light',
  'Shadow',
  'Spark',
  'Pulse',
  'Echo',
  'Flux',
  'Prism',
  'Orbit',
  'Summit',
  'Harbor',
  'Bridge',
  'Garden',
  'House',
  'Works',
  'Craft',
  'Line',
  'Point',
  'Path',
  'Field',
  'Stream',
];
const SEED_THIRD = ['Studios', 'Media', 'Labs', 'Agency', 'Productions', 'Group', 'Collective', 'Partners', 'Solutions', 'Co'];
const SEED_CITIES = [
  'Berlin, Germany',
  'Los Angeles, USA',
  'Miami, USA',
  'Prague, Czechia',
  'Budapest, Hungary',
  'Barcelona, Spain',
  'London, UK',
  'Amsterdam, Netherlands',
  'Las Vegas, USA',
  'Paris, France',
  'Montreal, Canada',
  'Sydney, Australia',
  'Toronto, Canada',
  'Lisbon, Portugal',
  'Warsaw, Poland',
  'Vienna, Austria',
];
const SEED_DESCRIPTIONS = [
  'Full-service production for independent creators: shooting, editing, colour and sound.',
  'Payment processing and payouts for creator platforms, with chargeback protection.',
  'Marketing and public relations for studios and performers: launches, press and social.',
  'Legal, tax and accounting for performers and adult businesses.',
  'Filming locations and equipment rental by the day, with crews on request.',
  'Web development, hosting and age verification for adult sites.',
  'Awards, trade shows and industry events across Europe and North America.',
  'Wellbeing, testing and health services for performers.',
  'Lingerie, costumes and gear for productions and creators.',
  'Talent agency representing performers and creators.',
];

/**
 * Seeds `count` approved listings (and the users they belong to; the listing's id is its owner's) with
 * names, categories, cities and descriptions drawn from small vocabularies, so searches have realistic
 * hit counts. Ids are made from md5(prefix-n), so a second call with the same prefix adds nothing.
 */
export async function seedListings(database: Database, prefix: string, count: number): Promise<void> {
  const cats = Object.keys(BUSINESS_CATEGORIES);
  // A valid version-4 UUID from md5(prefix-n): the API's schemas check the version and variant.
  const seedId = `overlay(overlay(md5($1 || '-' || g) placing '4' from 13) placing '8' from 17)::uuid`;
  for (let start = 0; start < count; start += 10_000) {
    const end = Math.min(count, start + 10_000) - 1;
    await database.query(
      `insert into users (id, email, password_hash)
       select ${seedId}, $1 || '-' || g || '@seed.invalid', '!' from generate_series($2::int, $3::int) g
       on conflict do nothing`,
      [prefix, start, end],
    );
    await database.query(
      `insert into business_listings (id, business_name, category, categories, description, location, verified, is_featured,
         analytics_enabled, published_at, updated_at, rating_avg, review_count, search)
       select id, name, cats[1], cats, description, location, verified, featured, false, published, published, rating, reviews,
         setweight(to_tsvector('english', name), 'A')
         || setweight(to_tsvector('english', replace(array_to_string(cats, ' '), '_', ' ')), 'B')
         || setweight(to_tsvector('english', description), 'C')
         || setweight(to_tsvector('english', location), 'D')
       from (
         select ${seedId} as id,
           ($4::text[])[1 + g % 40] || ' ' || ($5::text[])[1 + (g / 40) % 30] || ' ' || ($6::text[])[1 + (g / 1200) % 10] as name,
           case when g % 4 = 0 then array[($7::text[])[1 + g % 12], ($7::text[])[1 + (g / 12) % 12]] else array[($7::text[])[1 + g % 12]] end as cats,
           ($8::text[])[1 + (g / 7) % 10] as description,
           ($9::text[])[1 + (g / 3) % 16] as location,
           g % 3 = 0 as verified,
           g % 97 = 0 as featured,
           now() - make_interval(mins => g) as published,
           case when g % 5 = 0 then 0 else 1 + (g % 40) / 10.0 end as rating,
           case when g % 5 = 0 then 0 else 1 + g % 60 end as reviews
         from generate_series($2::int, $3::int) g
       ) s
       on conflict (id) do nothing`,
      [prefix, start, end, SEED_FIRST, SEED_SECOND, SEED_THIRD, cats, SEED_DESCRIPTIONS, SEED_CITIES],
    );
  }
  await database.query(
    `insert into directory_words (word)
     select distinct lower(w) from unnest($1::text[] || $2::text[] || $3::text[]) w on conflict do nothing`,
    [SEED_FIRST, SEED_SECOND, SEED_THIRD],
  );
}
