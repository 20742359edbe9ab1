import { BIOLINK_SLUG_RE, type BioLinkPage } from '@mb/contract/biolinks';
import { PORTFOLIO_LIMITS } from '@mb/contract/portfolio';
import { RESERVED_USERNAMES } from '@mb/contract/profiles';

export interface BioLinkFormValues {
  slug: string;
  title: string;
  theme_color: string;
  adult_gate: boolean;
  links: { id?: string; label: string; url: string }[];
}

export const DEFAULT_THEME = '#e11d48';

/** A first address from the username: lower-case, dots and underscores as dashes, when that makes a valid one. */
export function suggestedSlug(username: string | null | undefined): string {
  if (!username) return '';
  const s = username
    .toLowerCase()
    .replace(/[._]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return BIOLINK_SLUG_RE.test(s) && !RESERVED_USERNAMES.has(s) ? s : '';
}

/** The form's values for a saved page, or a fresh one. */
export function formValuesOf(page: BioLinkPage | null, username?: string | null): BioLinkFormValues {
  if (!page) return { slug: suggestedSlug(username), title: '', theme_color: DEFAULT_THEME, adult_gate: false, links: [] };
  return {
    slug: page.slug,
    title: page.title ?? '',
    theme_color: page.theme_color,
    adult_gate: page.adult_gate,
    links: page.links.map((l) => ({ id: l.id, label: l.label, url: l.url })),
  };
}

/** Every field a server error may name, so it lands under that field. */
export const SERVER_FIELDS: readonly string[] = [
  'slug',
  'title',
  'theme_color',
  'adult_gate',
  'links',
  ...Array.from({ length: PORTFOLIO_LIMITS.bioLinksMax }, (_, i) => [`links.${i}.label`, `links.${i}.url`, `links.${i}.id`]).flat(),
];
