// The public website (issue 3): the one catalogue of public pages that the server (titles for
// crawlers, sitemap.xml) and the browser (document.title, the /sitemap page) both read, so they cannot
// drift apart. No zod here: the browser loads this on the first page.
export type SiteSection = 'Product' | 'Company' | 'Resources' | 'Legal' | 'Account';

export interface PublicPage {
  path: string;
  /** Short name for lists and the browser tab ("Pricing"). `{product}` is replaced by the product name. */
  name: string;
  /** The full <title>; defaults to "{name} | {product}". */
  title?: string;
  description: string;
  section: SiteSection;
  /** Listed in sitemap.xml and on /sitemap. */
  listed: boolean;
}

export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: '/',
    name: 'Home',
    title: '{product} – The professional network for the adult entertainment industry',
    description:
      'Verified portfolios, casting, collaborations and a moderated business directory for creators, studios and businesses in the adult entertainment industry. 18+ only.',
    section: 'Product',
    listed: true,
  },
  {
    path: '/features',
    name: 'Features',
    description:
      'Portfolios, verified identity, casting proposals, collaborations, events, a moderated business directory and an app store of business tools.',
    section: 'Product',
    listed: true,
  },
  {
    path: '/pricing',
    name: 'Pricing',
    description: 'Free to join. Pro for creators, listing plans for businesses and enterprise accounts for groups of studios.',
    section: 'Product',
    listed: true,
  },
  {
    path: '/studios',
    name: 'For studios',
    description: 'Casting forms, verified talent discovery, studio news and enterprise accounts that run several studios under one login.',
    section: 'Product',
    listed: true,
  },
  {
    path: '/about',
    name: 'About us',
    description:
      '{product} is the professional network built for an industry that mainstream platforms turn away. Our mission and principles.',
    section: 'Company',
    listed: true,
  },
  {
    path: '/careers',
    name: 'Careers',
    description: 'Open roles at {product}: engineering, trust and safety, compliance and partnerships. Remote-first; apply by e-mail.',
    section: 'Company',
    listed: true,
  },
  {
    path: '/ambassadors',
    name: 'Ambassador Program',
    description:
      'Experienced creators and industry professionals who help newcomers get verified, booked and safe. How the program works and how to apply.',
    section: 'Company',
    listed: true,
  },
  {
    path: '/contact',
    name: 'Contact us',
    description: 'Questions, support, press, partnerships, legal notices and safety reports: write to the {product} team.',
    section: 'Company',
    listed: true,
  },
  {
    path: '/blog',
    name: 'Blog',
    description: 'News, guides and product updates for creators, studios and businesses in the adult entertainment industry.',
    section: 'Resources',
    listed: true,
  },
  {
    path: '/sitemap',
    name: 'Sitemap',
    description: 'Every public page on {product} in one list.',
    section: 'Resources',
    listed: true,
  },
  {
    path: '/legal',
    name: 'Legal',
    description: 'Terms, privacy, cookies, record-keeping, copyright and responsibility policies of {product}.',
    section: 'Legal',
    listed: true,
  },
  {
    path: '/terms',
    name: 'Terms of Service',
    description: 'The rules for using {product}: eligibility (18+), accounts, content, verification, payments and termination.',
    section: 'Legal',
    listed: true,
  },
  {
    path: '/privacy',
    name: 'Privacy Policy',
    description: 'What personal data {product} collects, why, how long we keep it, and how to exercise your rights.',
    section: 'Legal',
    listed: true,
  },
  {
    path: '/cookie-policy',
    name: 'Cookie Policy & GDPR',
    description: 'The cookies and local storage {product} uses, your choices, and your rights under the GDPR.',
    section: 'Legal',
    listed: true,
  },
  {
    path: '/2257-statement',
    name: '18 U.S.C. § 2257 Statement',
    description: 'Record-keeping requirements compliance statement and the custodian of records for content on {product}.',
    section: 'Legal',
    listed: true,
  },
  {
    path: '/dmca',
    name: 'DMCA & Copyright',
    description: 'How to send a copyright takedown notice or a counter-notice to {product}, and our repeat-infringer policy.',
    section: 'Legal',
    listed: true,
  },
  {
    path: '/rse-policy',
    name: 'Social & Environmental Responsibility (RSE)',
    description: 'Our commitments on performer welfare, consent, fair dealing, accessibility and the environment.',
    section: 'Legal',
    listed: true,
  },
  {
    path: '/auth',
    name: 'Sign in',
    description: 'Sign in to {product}.',
    section: 'Account',
    listed: false,
  },
  {
    path: '/signup',
    name: 'Join',
    description: 'Create your free {product} account as a creator, studio, business or enterprise. 18+ only.',
    section: 'Account',
    listed: true,
  },
];

/** Used for any path the catalogue does not describe (app pages, profiles). */
export const SITE_DEFAULT_DESCRIPTION =
  'The professional network, directory and career platform for the adult entertainment industry. 18+ only.';

export const fillProduct = (text: string, product: string) => text.replaceAll('{product}', product);

/** The browser-tab / search-result title of a page, e.g. "Pricing | ModelBase". */
export const pageTitle = (name: string, product: string) => `${fillProduct(name, product)} | ${product}`;

export function findPublicPage(path: string): PublicPage | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return PUBLIC_PAGES.find((p) => p.path === clean);
}
