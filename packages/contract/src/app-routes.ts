// Every page address of spec §2 in one table. Everything else that needs the list reads it from here:
// reserved usernames (first segments), the public website catalogue (site.ts: titles, sitemap.xml, the
// /sitemap page), the app-only areas kept out of search engines (robots.txt, noindex) and the server's
// 404 for any other page path. No zod: the browser's first page loads this.
//
// access: public (anyone) | member (signed in) | complete (signed in with a complete profile, spec §2)
//         | staff (/moderation: admin or moderator with content_moderation, spec §6) | admin (is_admin)
//         | admin-moderation (admin with content_moderation) | records (the `records` permission, issue 18)
//         | content (the `content` permission: the blog's writing desk, issue 31)
// `:name` is one path segment. /{slug} (a member's public profile) is not a row: the profiles feature
// claims single segments that no row and no reserved word takes.

export type PageAccess = 'public' | 'member' | 'complete' | 'staff' | 'admin' | 'admin-moderation' | 'records' | 'content';

export type SiteSection = 'Product' | 'Company' | 'Resources' | 'Legal' | 'Account';

/** A page of the public website: what crawlers, the browser tab and the sitemaps say about it. */
export interface SitePage {
  /** Short name for lists and the browser tab ("Pricing"). `{product}` is replaced by the product name. */
  name: string;
  /** The full <title>; defaults to "{name} | {product}". */
  title?: string;
  description: string;
  section: SiteSection;
  /** Listed in sitemap.xml and on /sitemap. */
  listed: boolean;
}

export interface AppRoute {
  path: string;
  access: PageAccess;
  /** A public page that search engines should still leave out (a one-time link's landing page). */
  noindex?: boolean;
  site?: SitePage;
  /** Rendered by the server itself with no script (the lightweight /amp pages, /biolink/{slug}); the browser app has no route for it. */
  server?: true;
}

export const APP_ROUTES: readonly AppRoute[] = [
  // Public website (spec §2 public routes and /sitemap)
  {
    path: '/',
    access: 'public',
    site: {
      name: 'Home',
      title: '{product} – The professional network for the adult entertainment industry',
      description:
        'Verified portfolios, casting, collaborations and a moderated business directory for creators, studios and businesses in the adult entertainment industry. 18+ only.',
      section: 'Product',
      listed: true,
    },
  },
  {
    path: '/features',
    access: 'public',
    site: {
      name: 'Features',
      description:
        'Portfolios, verified identity, casting proposals, collaborations, events, a moderated business directory and an app store of business tools.',
      section: 'Product',
      listed: true,
    },
  },
  {
    path: '/pricing',
    access: 'public',
    site: {
      name: 'Pricing',
      description: 'Free to join. Pro for creators, listing plans for businesses and enterprise accounts for groups of studios.',
      section: 'Product',
      listed: true,
    },
  },
  {
    path: '/studios',
    access: 'public',
    site: {
      name: 'For studios',
      description:
        'Casting forms, verified talent discovery, studio news and enterprise accounts that run several studios under one login.',
      section: 'Product',
      listed: true,
    },
  },
  {
    path: '/about',
    access: 'public',
    site: {
      name: 'About us',
      description:
        '{product} is the professional network built for an industry that mainstream platforms turn away. Our mission and principles.',
      section: 'Company',
      listed: true,
    },
  },
  {
    path: '/careers',
    access: 'public',
    site: {
      name: 'Careers',
      description: 'Open roles at {product}: engineering, trust and safety, compliance and partnerships. Remote-first; apply by e-mail.',
      section: 'Company',
      listed: true,
    },
  },
  {
    path: '/ambassadors',
    access: 'public',
    site: {
      name: 'Ambassador Program',
      description:
        'Experienced creators and industry professionals who help newcomers get verified, booked and safe. How the program works and how to apply.',
      section: 'Company',
      listed: true,
    },
  },
  {
    path: '/contact',
    access: 'public',
    site: {
      name: 'Contact us',
      description: 'Questions, support, press, partnerships, legal notices and safety reports: write to the {product} team.',
      section: 'Company',
      listed: true,
    },
  },
  {
    path: '/blog',
    access: 'public',
    site: {
      name: 'Blog',
      description: 'News, guides and product updates for creators, studios and businesses in the adult entertainment industry.',
      section: 'Resources',
      listed: true,
    },
  },
  { path: '/blog/:id', access: 'public' },
  {
    path: '/sitemap',
    access: 'public',
    site: { name: 'Sitemap', description: 'Every public page on {product} in one list.', section: 'Resources', listed: true },
  },
  {
    path: '/legal',
    access: 'public',
    site: {
      name: 'Legal',
      description: 'Terms, privacy, cookies, record-keeping, copyright and responsibility policies of {product}.',
      section: 'Legal',
      listed: true,
    },
  },
  {
    path: '/terms',
    access: 'public',
    site: {
      name: 'Terms of Service',
      description: 'The rules for using {product}: eligibility (18+), accounts, content, verification, payments and termination.',
      section: 'Legal',
      listed: true,
    },
  },
  {
    path: '/privacy',
    access: 'public',
    site: {
      name: 'Privacy Policy',
      description: 'What personal data {product} collects, why, how long we keep it, and how to exercise your rights.',
      section: 'Legal',
      listed: true,
    },
  },
  {
    path: '/cookie-policy',
    access: 'public',
    site: {
      name: 'Cookie Policy & GDPR',
      description: 'The cookies and local storage {product} uses, your choices, and your rights under the GDPR.',
      section: 'Legal',
      listed: true,
    },
  },
  {
    path: '/2257-statement',
    access: 'public',
    site: {
      name: '18 U.S.C. § 2257 Statement',
      description: 'Record-keeping requirements compliance statement and the custodian of records for content on {product}.',
      section: 'Legal',
      listed: true,
    },
  },
  {
    path: '/dmca',
    access: 'public',
    site: {
      name: 'DMCA & Copyright',
      description: 'How to send a copyright takedown notice or a counter-notice to {product}, and our repeat-infringer policy.',
      section: 'Legal',
      listed: true,
    },
  },
  {
    path: '/rse-policy',
    access: 'public',
    site: {
      name: 'Social & Environmental Responsibility (RSE)',
      description: 'Our commitments on performer welfare, consent, fair dealing, accessibility and the environment.',
      section: 'Legal',
      listed: true,
    },
  },
  {
    path: '/auth',
    access: 'public',
    site: { name: 'Sign in', description: 'Sign in to {product}.', section: 'Account', listed: false },
  },
  {
    path: '/signup',
    access: 'public',
    site: {
      name: 'Join',
      description: 'Create your free {product} account as a creator, studio, business or enterprise. 18+ only.',
      section: 'Account',
      listed: true,
    },
  },
  // The mailed password-reset link lands here; nothing to index.
  { path: '/auth/reset-password', access: 'public', noindex: true },
  // A notification e-mail's unsubscribe link lands here (no sign-in); nothing to index.
  { path: '/unsubscribe', access: 'public', noindex: true },
  // A casting alert e-mail's unsubscribe link lands here (no sign-in); nothing to index.
  { path: '/casting-alerts/unsubscribe', access: 'public', noindex: true },

  // Lightweight pages (spec §2 other)
  { path: '/amp', access: 'public', server: true },
  { path: '/amp/pricing', access: 'public', server: true },
  { path: '/amp/network', access: 'public', server: true },

  // Single sign-on through the compliance hub, and the hub's return (features/compliance); nothing to index.
  { path: '/sso/login', access: 'public', noindex: true },
  { path: '/oauth/callback', access: 'public', noindex: true },

  // An event of MB Events (issue 15, features/events): its title, description and picture are written
  // by the server (features/seo); members use the same page (their /events/{id}).
  { path: '/events/:eventId', access: 'public' },
  // Public pages that later issues build
  {
    path: '/business-directory',
    access: 'public',
    site: {
      name: 'Business Directory',
      description:
        'A moderated directory of businesses serving the adult entertainment industry: search by name, category and location, with reviews.',
      section: 'Product',
      listed: true,
    },
  },
  // A listing's title, description and picture are written by the server (features/seo) from the listing.
  { path: '/business/:id', access: 'public' },
  // The digital lottery (issue 17, features/lottery): current and past draws, and one draw with its
  // entry, results and the in-browser check of its fairness.
  { path: '/digital-lottery', access: 'public' },
  { path: '/digital-lottery/:drawId', access: 'public' },
  // A member's link-in-bio page, rendered by the server with no script (features/biolinks).
  { path: '/biolink/:slug', access: 'public', server: true },
  // A share link's page is for the people it was sent to, not for search engines.
  { path: '/portfolio/share', access: 'public', noindex: true },
  // MB Licensing (issue 16, features/licensing): anyone checks a license code; a code's page is for the
  // people it is shown to, not for search engines (the API answers with x-robots-tag noindex too).
  { path: '/licenses/verify', access: 'public', noindex: true },
  { path: '/licenses/verify/:code', access: 'public', noindex: true },
  // Removal requests (issue 18, features/removals): /removal-requests/new is the form; a request's page
  // is for its requester (the mailed token is the key) and its uploader (signed in), never for search engines.
  { path: '/removal-requests/:reference', access: 'public', noindex: true },

  // Signed in (spec §2)
  { path: '/dashboard', access: 'member' },
  // Profile analytics (issue 35, features/analytics): who viewed the member's profile, views, sources, followers.
  { path: '/analytics', access: 'member' },
  { path: '/settings', access: 'member' },
  { path: '/profile', access: 'member' },
  { path: '/profile/edit', access: 'member' },
  { path: '/profile/:id', access: 'member' },
  { path: '/model/:identifier', access: 'member' },
  // Return address after external verification: the onboarding dialog resumes at the saved step.
  { path: '/onboarding', access: 'member' },
  { path: '/models', access: 'member' },
  // Messages (issue 13): no app layout (spec §2); the messages feature registers it under 'bare'.
  { path: '/messages', access: 'member' },
  // Post-production orders for staff editors (issue 13); the page checks the role, the API enforces it.
  { path: '/editor-queue', access: 'member' },
  // Built by issue 13 (features/casting): /casting, /casting-forms, /studio-news, /casting-proposals.
  { path: '/casting', access: 'member' },
  // Built by issue 14 (features/ads): campaigns, their figures and the sponsored slot.
  { path: '/ads', access: 'member' },
  // Built by issue 12 (features/feed).
  { path: '/activity-feed', access: 'member' },
  // Built by issue 14 (features/billing): subscriptions, invoices, the return pages after checkout, business plans.
  { path: '/subscription-management', access: 'member' },
  { path: '/subscription-management/success', access: 'member' },
  { path: '/subscription-management/cancelled', access: 'member' },
  { path: '/business-pricing', access: 'member' },
  // Built by issue 31 (features/diagnostics): the connection check.
  { path: '/cloudflare-test', access: 'member' },
  // Built by the business feature (apps/web/src/features/business).
  { path: '/business/register', access: 'member' },
  { path: '/business-profile', access: 'member' },
  { path: '/business-management', access: 'member' },
  // Built by issue 15 (features/apps): the catalogue, and each app's store page, home and settings.
  { path: '/app-store', access: 'member' },
  { path: '/apps/:app_id', access: 'member' },
  // Built by issue 15 (features/events): upcoming events and my tickets, the organizer's MB Events pages;
  // /event/{eventId} redirects to /events/{eventId}.
  { path: '/events', access: 'member' },
  { path: '/app/mb-events', access: 'member' },
  { path: '/app/mb-events/manage/:eventId', access: 'member' },
  { path: '/event/:eventId', access: 'member' },
  // Built by issue 16 (features/bookings): MB Bookings' pages besides its home (/apps/mb-bookings).
  { path: '/apps/mb-bookings/setup', access: 'member' },
  { path: '/apps/mb-bookings/my', access: 'member' },
  { path: '/apps/mb-bookings/book/:username', access: 'member' },
  // Built by issue 16 (features/licensing): the creator's offers page and a license's page; the
  // licensee's home is /apps/mb-licensing.
  { path: '/apps/mb-licensing/offers', access: 'member' },
  { path: '/apps/mb-licensing/licenses/:id', access: 'member' },
  // Built by issue 16 (features/trophy): MB Trophy's pages besides its home (/apps/mb-trophy). An award's
  // page is public (published results are for everyone); nominating and voting need a session.
  { path: '/apps/mb-trophy/awards', access: 'public' },
  { path: '/apps/mb-trophy/awards/:awardId', access: 'public' },
  { path: '/apps/mb-trophy/manage/:awardId', access: 'member' },
  { path: '/apps/mb-trophy/nominations', access: 'member' },
  { path: '/apps/mb-trophy/trophies', access: 'member' },
  // Built by issue 16 (features/visio): a room's page, its invite link (the host and the members
  // invited; the app's home is /apps/mb-visio).
  { path: '/apps/mb-visio/rooms/:id', access: 'member' },
  { path: '/my-portfolio', access: 'member' },
  // Issue 12: the member's connection requests, connections, following and followers.
  { path: '/my-network', access: 'member' },
  // Built by issue 17 (features/enterprise): the studio and enterprise dashboards, enterprise settings, the
  // public company page.
  { path: '/studio-dashboard', access: 'member' },
  { path: '/enterprise-dashboard', access: 'member' },
  { path: '/enterprise-profile', access: 'member' },
  // Built by issue 17 (features/developer): API keys and the public API's docs (webhooks: their own page).
  { path: '/enterprise/developer-settings', access: 'member' },
  { path: '/enterprise/developer-settings/docs', access: 'member' },
  { path: '/enterprise/:id', access: 'public' },
  // Issue 17 sub-users: the invitation e-mail's link (the invitee accepts signed in).
  { path: '/enterprise-invitation', access: 'member' },
  // Issue 17 developer settings, part 2 (features/webhooks): signed outgoing webhooks and their delivery log.
  { path: '/enterprise/developer-settings/webhooks', access: 'member' },
  { path: '/compliance', access: 'member' },
  { path: '/casting-forms', access: 'member' },
  { path: '/studio-news', access: 'member' },

  // Signed in with a complete profile (spec §2)
  { path: '/portfolio', access: 'complete' },
  { path: '/location', access: 'complete' },
  { path: '/network', access: 'complete' },
  { path: '/collabs', access: 'complete' },
  { path: '/collab/:id', access: 'complete' },
  { path: '/collab/:id/:tab', access: 'complete' },
  { path: '/casting-proposals', access: 'complete' },

  // Staff (spec §2, §6)
  { path: '/moderation', access: 'staff' },
  { path: '/admin', access: 'admin' },
  { path: '/admin/platforms', access: 'admin' },
  { path: '/admin/system', access: 'admin' },
  { path: '/admin/billing', access: 'admin' },
  { path: '/accounts-management', access: 'admin' },
  // The digital lottery's staff pages (issue 17): redemption (spec §2) and the draws' management.
  { path: '/lottery-redeem', access: 'admin-moderation' },
  { path: '/admin/lottery', access: 'admin-moderation' },
  // Issue 18: media safety (the hash list, blocked uploads) and the 2257 records.
  { path: '/admin/media-safety', access: 'staff' },
  { path: '/admin/records', access: 'records' },
  { path: '/admin/records/:itemId', access: 'records' },
  // Issue 31: the blog's writing desk.
  { path: '/admin/blog', access: 'content' },
  { path: '/admin/blog/new', access: 'content' },
  { path: '/admin/blog/:id', access: 'content' },
  // The careers openings the operator publishes on /careers.
  { path: '/admin/careers', access: 'content' },
];

/**
 * Words no member may take as a username besides the first segments of the table: the server's own
 * paths and files, and words that would mislead or impersonate.
 */
export const RESERVED_EXTRA_WORDS: readonly string[] = [
  // The server's own paths and files
  'sitemap.xml api storage assets robots.txt favicon.ico favicon.svg default-avatar.svg theme-init.js manifest.json',
  'index.html .well-known health hub',
  // Words that would mislead or impersonate
  'me my you new edit home index login logout signin signout sign-in sign-out join register account accounts user users',
  'member members staff moderator moderators administrator root system support help security official team status docs',
  'static public www mail email null undefined search explore notifications verify verification vaulth billing',
  'subscription pro press jobs modelbase',
]
  .join(' ')
  .split(' ');

const firstSegment = (path: string) => path.split('/')[1] ?? '';

/** Usernames are the /{slug} addresses: every first segment of a page address is taken, plus the words above. */
export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  ...APP_ROUTES.map((r) => firstSegment(r.path)).filter((s) => s !== '' && !s.startsWith(':')),
  ...RESERVED_EXTRA_WORDS,
]);

const segments = (path: string) => path.split('/').filter(Boolean);

/** Drops the query, the fragment and any trailing slash: '/blog/x/?a=1' is '/blog/x'. */
export function pagePath(url: string): string {
  const path = url.split(/[?#]/)[0] || '/';
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/**
 * The table row for a page path, static segments winning over `:params` (/business/register over
 * /business/:id), or undefined when no row has that shape.
 */
export function matchAppRoute(url: string): AppRoute | undefined {
  const parts = segments(pagePath(url));
  let best: { route: AppRoute; score: number } | undefined;
  for (const route of APP_ROUTES) {
    const pattern = segments(route.path);
    if (pattern.length !== parts.length) continue;
    let score = 0;
    const fits = pattern.every((p, i) => {
      if (p.startsWith(':')) return true;
      score += 2 ** (pattern.length - i);
      return p === parts[i];
    });
    if (fits && (!best || score > best.score)) best = { route, score };
  }
  return best?.route;
}

/** Whether a path is one of the app's pages (not counting /{slug} profiles, which the server asks the profiles feature about). */
export const isAppRoute = (url: string) => matchAppRoute(url) !== undefined;

/** Kept out of search results: signed-in and staff pages, and public pages marked noindex. */
export const isPrivateRoute = (r: AppRoute) => r.access !== 'public' || r.noindex === true;

/** Whether a page path belongs to the signed-in app or is otherwise not for search engines. */
export function isPrivatePage(url: string): boolean {
  const route = matchAppRoute(url);
  return route !== undefined && isPrivateRoute(route);
}

/** The fixed start of a route, before its first `:param`: '/profile' for '/profile/:id'. */
export const staticPrefix = (path: string) => {
  const fixed: string[] = [];
  for (const s of segments(path)) {
    if (s.startsWith(':')) break;
    fixed.push(s);
  }
  return `/${fixed.join('/')}`;
};

/**
 * The app-only areas for robots.txt, from the private rows: each area's own address, and its subtree
 * unless a public page lives inside it (/events is for members, /events/{id} is public).
 */
// Marked pure: the browser's bundle, which does not read them, leaves them out rather than working them
// out (a pass over every route for each private one) as a visitor's first page loads.
export const PRIVATE_AREAS: readonly { path: string; subtree: boolean }[] = /* @__PURE__ */ (() => {
  const areas = [...new Set(APP_ROUTES.filter(isPrivateRoute).map((r) => staticPrefix(r.path)))].map((path) => ({
    path,
    subtree: !APP_ROUTES.some((r) => !isPrivateRoute(r) && r.path.startsWith(`${path}/`)),
  }));
  // /profile covers /profile/edit.
  return areas.filter((a) => !areas.some((b) => b.subtree && a.path.startsWith(`${b.path}/`)));
})();

/** The private area prefixes, e.g. '/dashboard', '/profile', '/auth/reset-password'. */
export const PRIVATE_PREFIXES: readonly string[] = /* @__PURE__ */ PRIVATE_AREAS.map((a) => a.path);

/**
 * The public pages the server renders at request time with their content for a visitor
 * (apps/server/src/http/ssr.ts with apps/web/src/entry-server.tsx; docs/ARCHITECTURE.md "Visitors' content
 * pages"). '/:slug' is a member's public profile. None is a signed-in page: /model/{identifier} and
 * /events are (spec §2), so a visitor is sent to sign in there.
 */
export const SERVER_RENDERED_PAGES: ReadonlySet<string> = new Set([
  '/:slug',
  '/business-directory',
  '/business/:id',
  '/enterprise/:id',
  '/events/:eventId',
  '/blog',
  '/blog/:id',
]);
