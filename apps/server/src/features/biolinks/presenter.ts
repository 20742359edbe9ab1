import { BIOLINK_ICONS, type BioLink, type BioLinkIcon, type BioLinkPage } from '@mb/contract/biolinks';
import type { LinkRow, PageRow } from './repository.ts';

/** Only known icons leave the server, whatever an old row holds. */
export const iconOf = (v: string): BioLinkIcon => ((BIOLINK_ICONS as readonly string[]).includes(v) ? (v as BioLinkIcon) : 'link');

export const pageUrl = (publicUrl: string, slug: string) => `${publicUrl}/biolink/${slug}`;

const presentLink = (l: LinkRow): BioLink => ({
  id: l.id,
  label: l.label,
  url: l.url,
  icon: iconOf(l.icon),
  position: l.position,
  clicks: l.clicks,
});

/** The owner's view: every link with its click count, and the page's views. */
export function presentOwnPage(publicUrl: string, p: PageRow, links: LinkRow[]): BioLinkPage {
  return {
    slug: p.slug,
    title: p.title,
    theme_color: p.theme_color,
    adult_gate: p.adult_gate,
    links: links.map(presentLink),
    url: pageUrl(publicUrl, p.slug),
    views: p.views,
    updated_at: p.updated_at.toISOString(),
  };
}

/** Everyone else's view (the profile page): the links without counts. */
export function presentPublicLinks(publicUrl: string, p: PageRow, links: LinkRow[]) {
  return {
    slug: p.slug,
    url: pageUrl(publicUrl, p.slug),
    links: links.map((l) => ({ id: l.id, label: l.label, url: l.url, icon: iconOf(l.icon), position: l.position })),
  };
}
