import type { PublicProfile } from '@mb/contract/profiles';

// schema.org structured data (JSON-LD) for the pages search engines show as rich results, following
// Google's rules (developers.google.com/search/docs/appearance/structured-data): a member's page is a
// ProfilePage whose mainEntity is the Person (a creator) or Organization (a studio, business or
// enterprise); a listing is an Organization; an event an Event with its required name, startDate and
// location; each with a BreadcrumbList from the home page. Only what the page itself shows to a visitor.

/** One JSON-LD document (a schema.org node with its @context). */
export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';
const ORGANIZATION_TYPES = new Set(['studio', 'business', 'enterprise']);

/** Drops the keys whose value is undefined, null or '' (Google flags empty properties). */
function compact<T extends Record<string, unknown>>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Partial<T>;
}

/** Home › … › the page: every crumb but the last has its URL (Google: the last may omit `item`). */
export function breadcrumbs(base: string, product: string, trail: { name: string; url?: string }[]): JsonLd {
  const all = [{ name: product, url: `${base}/` }, ...trail];
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: all.map((c, i) => compact({ '@type': 'ListItem', position: i + 1, name: c.name, item: c.url })),
  };
}

export function profileLd(p: PublicProfile, url: string, image: string | undefined, description: string | undefined): JsonLd {
  const name = p.display_name || (p.username ? `@${p.username}` : 'Member');
  return {
    '@context': CONTEXT,
    '@type': 'ProfilePage',
    url,
    dateCreated: p.member_since,
    mainEntity: compact({
      '@type': ORGANIZATION_TYPES.has(p.profile_type) ? 'Organization' : 'Person',
      name,
      alternateName: p.username ? `@${p.username}` : undefined,
      identifier: p.id,
      url,
      image,
      description,
      address: p.location ? { '@type': 'PostalAddress', addressLocality: p.location } : undefined,
    }),
  };
}

export function listingLd(
  l: { business_name: string; description: string | null; location: string | null },
  url: string,
  logo: string | undefined,
  cover: string | undefined,
): JsonLd {
  return {
    '@context': CONTEXT,
    ...compact({
      '@type': 'Organization',
      name: l.business_name,
      url,
      logo,
      image: cover ?? logo,
      description: l.description,
      address: l.location ? { '@type': 'PostalAddress', addressLocality: l.location } : undefined,
    }),
  };
}

export interface EventFacts {
  title: string;
  description: string;
  status: string;
  start_date: Date | null;
  end_date: Date | null;
  is_online: boolean;
  location: string;
  ticket_kind: string;
  price_minor: number;
  currency: string;
  sold_out: boolean;
}

/** An Event, or nothing when it has no start (Google requires name, startDate and location). */
export function eventLd(e: EventFacts, url: string, image: string | undefined): JsonLd | undefined {
  if (!e.start_date) return undefined;
  const offer = compact({
    '@type': 'Offer',
    url,
    price: e.ticket_kind === 'paid' ? (e.price_minor / 100).toFixed(2) : '0',
    priceCurrency: e.currency,
    availability: `${CONTEXT}/${e.sold_out ? 'SoldOut' : 'InStock'}`,
  });
  return {
    '@context': CONTEXT,
    ...compact({
      '@type': 'Event',
      name: e.title,
      description: e.description,
      startDate: e.start_date.toISOString(),
      endDate: e.end_date?.toISOString(),
      eventStatus: `${CONTEXT}/${e.status === 'cancelled' ? 'EventCancelled' : 'EventScheduled'}`,
      eventAttendanceMode: `${CONTEXT}/${e.is_online ? 'OnlineEventAttendanceMode' : 'OfflineEventAttendanceMode'}`,
      // An online event's join link is for ticket holders only: the event's own page stands in for it.
      location: e.is_online
        ? { '@type': 'VirtualLocation', url }
        : { '@type': 'Place', name: e.location, address: { '@type': 'PostalAddress', addressLocality: e.location } },
      image: image ? [image] : undefined,
      url,
      offers: offer,
    }),
  };
}

/**
 * The `<script type="application/ld+json">` of one document. `<`, `>` and `&` are escaped in the JSON
 * (and the two line separators JavaScript once refused), so no text a member wrote can close the
 * script element. A data block is never run, so the pages' CSP needs no hash for it.
 */
export function jsonLdScript(doc: JsonLd): string {
  const json = JSON.stringify(doc).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/ld+json">${json}</script>`;
}
