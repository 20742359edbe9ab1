import { isAppRoute, isPrivatePage, matchAppRoute, RESERVED_USERNAMES } from '@mb/contract/app-routes';
import { BLOG_MESSAGES } from '@mb/contract/blog';
import { DIRECTORY_MESSAGES } from '@mb/contract/directory';
import { ENTERPRISE_MESSAGES } from '@mb/contract/enterprise';
import { LOTTERY_MESSAGES } from '@mb/contract/lottery';
import { profilePageDescription, profilePageTitle } from '@mb/contract/profiles';
import { fillProduct, findPublicPage, pageTitle, SITE_DEFAULT_DESCRIPTION } from '@mb/contract/site';
import type { AppContext } from '../../platform/context.ts';
import * as blog from '../blog/index.ts';
import * as directory from '../directory/index.ts';
import * as enterprise from '../enterprise/index.ts';
import * as events from '../events/index.ts';
import * as lottery from '../lottery/index.ts';
import * as profiles from '../profiles/index.ts';
import { breadcrumbs, eventLd, type JsonLd, listingLd, profileLd } from './structured-data.ts';

/** What the server writes into index.html for one path, so crawlers and link previews see the page. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the page (og:url, canonical). */
  url: string;
  type: 'website' | 'article' | 'profile';
  status: 200 | 404;
  noindex: boolean;
  publishedAt?: string;
  /** Absolute URL of the page's picture (og:image). */
  image?: string;
  /** schema.org JSON-LD documents for the head (structured-data.ts). */
  jsonLd?: JsonLd[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A stored picture's absolute URL (og:image, structured data): storage paths are on PUBLIC_URL. */
const absolute = (base: string, u: string | null | undefined) => (u ? (u.startsWith('/') ? `${base}${u}` : u) : undefined);
/** A description fits a search result: the first ~160 characters on one line. */
const snippet = (s: string) => {
  const one = s.replace(/\s+/g, ' ').trim();
  return one.length > 160 ? `${one.slice(0, 157).trimEnd()}…` : one;
};

export function normalizePath(url: string): string {
  let path = url.split(/[?#]/)[0] || '/';
  try {
    path = decodeURIComponent(path);
  } catch {
    /* keep it encoded */
  }
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

export async function resolvePageMeta(ctx: AppContext, rawUrl: string): Promise<PageMeta> {
  const product = ctx.config.PRODUCT_NAME;
  const path = normalizePath(rawUrl);
  const url = `${ctx.config.publicUrl}${path === '/' ? '/' : encodeURI(path)}`;
  const page = findPublicPage(path);
  if (page) {
    return {
      title: fillProduct(page.title ?? pageTitle(page.name, product), product),
      description: fillProduct(page.description, product),
      url,
      type: 'website',
      status: 200,
      noindex: false,
    };
  }
  const slug = /^\/blog\/([^/]+)$/.exec(path);
  if (slug?.[1]) {
    const post = await blog.findLivePost(ctx, slug[1]);
    if (!post) {
      return {
        title: pageTitle(BLOG_MESSAGES.notFoundTitle, product),
        description: BLOG_MESSAGES.notFound,
        url,
        type: 'website',
        status: 404,
        noindex: true,
      };
    }
    return {
      title: pageTitle(post.title, product),
      description: post.excerpt,
      url: `${ctx.config.publicUrl}/blog/${post.slug}`,
      type: 'article',
      status: 200,
      noindex: false,
      publishedAt: post.published_at?.toISOString(),
    };
  }
  // A listing of the business directory: its own title, description and picture; 404 unless approved.
  const business = /^\/business\/([^/]+)$/.exec(path);
  if (business?.[1] && matchAppRoute(path)?.path === '/business/:id') {
    const found = UUID.test(business[1]) ? await directory.listingMeta(ctx, business[1].toLowerCase()) : undefined;
    // A business hiding from the visitor's place (geo-blocking): the generic meta, as for an unknown one.
    const listing = found && !(await profiles.geoHiddenFrom(ctx, found.id, null)) ? found : undefined;
    if (!listing) {
      return {
        title: pageTitle('Business not found', product),
        description: DIRECTORY_MESSAGES.notFound,
        url,
        type: 'website',
        status: 404,
        noindex: true,
      };
    }
    const picture = listing.logo_url ?? listing.cover_photo_url;
    const base = ctx.config.publicUrl;
    const pageUrl = `${base}/business/${listing.id}`;
    return {
      title: pageTitle(listing.business_name, product),
      description: snippet(
        listing.description ||
          `${listing.business_name}${listing.location ? ` in ${listing.location}` : ''}, listed in the ${product} business directory.`,
      ),
      url: pageUrl,
      type: 'website',
      status: 200,
      noindex: false,
      image: absolute(base, picture),
      jsonLd: [
        listingLd(listing, pageUrl, absolute(base, listing.logo_url), absolute(base, listing.cover_photo_url)),
        breadcrumbs(base, product, [{ name: 'Business directory', url: `${base}/business-directory` }, { name: listing.business_name }]),
      ],
    };
  }
  // An enterprise's public company page (issue 17): its company name, about and studios; 404 unless one.
  const company = /^\/enterprise\/([^/]+)$/.exec(path);
  if (company?.[1] && matchAppRoute(path)?.path === '/enterprise/:id') {
    const c = UUID.test(company[1]) ? await enterprise.enterpriseMeta(ctx, company[1].toLowerCase()) : undefined;
    if (!c) {
      return {
        title: pageTitle('Enterprise not found', product),
        description: ENTERPRISE_MESSAGES.enterpriseNotFound,
        url,
        type: 'website',
        status: 404,
        noindex: true,
      };
    }
    const name = c.company_name || 'Enterprise';
    const studios = c.studios.length ? ` Studios: ${c.studios.map((x) => x.name).join(', ')}.` : '';
    return {
      title: pageTitle(name, product),
      description: snippet(c.about || `${name} on ${product}: an enterprise account and its studios.${studios}`),
      url: `${ctx.config.publicUrl}/enterprise/${c.id}`,
      type: 'website',
      status: 200,
      noindex: false,
      image: c.avatar_url ? (c.avatar_url.startsWith('/') ? `${ctx.config.publicUrl}${c.avatar_url}` : c.avatar_url) : undefined,
    };
  }
  // An event of MB Events (issue 15): its own title, description and picture; 404 unless listed.
  const event = /^\/events\/([^/]+)$/.exec(path);
  if (event?.[1] && matchAppRoute(path)?.path === '/events/:eventId') {
    const e = UUID.test(event[1]) ? await events.eventMeta(ctx, event[1]) : undefined;
    if (!e) {
      return {
        title: pageTitle('Event not found', product),
        description: 'This event does not exist.',
        url,
        type: 'website',
        status: 404,
        noindex: true,
      };
    }
    const when = e.start_date
      ? e.start_date.toLocaleString('en-US', { timeZone: e.timezone, dateStyle: 'medium', timeStyle: 'short' })
      : '';
    const lead = `${e.status === 'cancelled' ? 'Cancelled: ' : ''}${when}${e.location ? ` · ${e.location}` : ''}.`;
    const base = ctx.config.publicUrl;
    const pageUrl = `${base}/events/${e.id}`;
    const image = absolute(base, e.image_url);
    const ld = eventLd(e, pageUrl, image);
    return {
      title: pageTitle(e.title, product),
      description: snippet(`${lead} ${e.description}`),
      url: pageUrl,
      type: 'website',
      status: 200,
      noindex: false,
      image,
      // The events list is a members' page (spec §2), so the trail goes from the home page to the event.
      jsonLd: [...(ld ? [ld] : []), breadcrumbs(base, product, [{ name: e.title }])],
    };
  }
  // MB Licensing's verification page (issue 16): its own title; never indexed (a code is for whoever holds it).
  if (matchAppRoute(path)?.path.startsWith('/licenses/verify')) {
    return {
      title: pageTitle('Verify a license', product),
      description: 'Check a license issued through MB Licensing: its validity, parties, item and terms.',
      url,
      type: 'website',
      status: 200,
      noindex: true,
    };
  }
  // A draw of the digital lottery (issue 17): its title, prize and phase; 404 unless published.
  const draw = /^\/digital-lottery\/([^/]+)$/.exec(path);
  if (draw?.[1] && matchAppRoute(path)?.path === '/digital-lottery/:drawId') {
    const d = await lottery.drawMeta(ctx, draw[1]);
    if (!d) {
      return {
        title: pageTitle('Draw not found', product),
        description: LOTTERY_MESSAGES.notFound,
        url,
        type: 'website',
        status: 404,
        noindex: true,
      };
    }
    const phase =
      d.status === 'drawn'
        ? 'Drawn: see the winners and check the draw.'
        : d.status === 'cancelled'
          ? 'Cancelled.'
          : `Free entry for members until ${d.closes_at.toUTCString()}. No purchase necessary.`;
    return {
      title: pageTitle(d.title, product),
      description: snippet(`Prize: ${d.prize}. ${d.winners_count} winner${d.winners_count === 1 ? '' : 's'}. ${phase}`),
      url: `${ctx.config.publicUrl}/digital-lottery/${d.id}`,
      type: 'website',
      status: 200,
      noindex: false,
    };
  }
  const profile = profileIdentifier(path);
  if (profile) return profileMeta(ctx, path, url, profile);
  return { title: product, description: SITE_DEFAULT_DESCRIPTION, url, type: 'website', status: 200, noindex: isPrivatePage(path) };
}

/** The member a path names: /{username} (any single segment no page or reserved word takes) or /model/{identifier}. */
function profileIdentifier(path: string): { identifier: string; slug: boolean } | undefined {
  const model = /^\/model\/([^/]+)$/.exec(path);
  if (model?.[1]) return { identifier: model[1], slug: false };
  const slug = /^\/([^/]+)$/.exec(path);
  if (slug?.[1] && !isAppRoute(path) && !RESERVED_USERNAMES.has(slug[1].toLowerCase())) return { identifier: slug[1], slug: true };
  return undefined;
}

/**
 * A member's page: '{Stage name} (@username) · {type} | {product}', the bio's first lines (or a sentence
 * from type and location), the approved avatar as the picture, canonical at /{username}. Only profiles
 * anyone may see: an unknown or members-only one keeps the generic meta with noindex (and /{slug} its
 * 404, set by the profiles feature's page hook), so the page never tells a visitor the account exists.
 * /model/{identifier} is a signed-in page: it names the member for link previews, points search
 * engines at /{username} and stays noindex itself.
 */
async function profileMeta(ctx: AppContext, path: string, url: string, at: { identifier: string; slug: boolean }): Promise<PageMeta> {
  const product = ctx.config.PRODUCT_NAME;
  const p = await profiles.profilePageMeta(ctx, at.identifier);
  if (!p) {
    return { title: product, description: SITE_DEFAULT_DESCRIPTION, url, type: 'website', status: at.slug ? 404 : 200, noindex: true };
  }
  const base = ctx.config.publicUrl;
  const image = absolute(base, p.avatar_url);
  const pageUrl = p.username ? `${base}/${encodeURIComponent(p.username)}` : url;
  const noindex = p.noindex || isPrivatePage(path);
  return {
    title: profilePageTitle(p, product),
    description: profilePageDescription(p, product),
    url: pageUrl,
    type: 'profile',
    status: 200,
    noindex,
    image,
    // Structured data only where search engines may index the page (not /model/…, not a noindex member).
    jsonLd: noindex
      ? undefined
      : [
          // The member's own words, not the sentence made up for a profile without a bio.
          profileLd(p, pageUrl, image, p.bio ? snippet(p.bio) : undefined),
          breadcrumbs(base, product, [{ name: p.display_name || (p.username ? `@${p.username}` : 'Member') }]),
        ],
  };
}
