import type { SiteInfo } from '@mb/contract/site-info';

// The footer's outside links (spec §2) follow the server's settings (GET /api/v1/site `links`:
// FOOTER_DOCUMENTATION_URL, FOOTER_SUPPORT_URL, FOOTER_ROADMAP_URL, and the compliance hub in use). A
// link without a target is not shown: no default points at a domain the operator may not own. Every
// one opens in a new tab with rel="noopener noreferrer".

export interface ExternalLink {
  label: string;
  href: string;
}

/** The footer's Resources column, in the spec's order, without the links that have no target. */
export function resourceLinks(links: SiteInfo['links'] | undefined): ExternalLink[] {
  if (!links) return [];
  const all: [string, string | null][] = [
    ['Documentation', links.documentation],
    ['Support Center', links.support],
    ['Roadmap', links.roadmap],
    ['Compliance Hub', links.compliance_hub],
  ];
  return all.flatMap(([label, href]) => (href ? [{ label, href }] : []));
}

export const COMPLIANCE_CENTER_LABEL = 'Compliance Center';

/** Props for an external link: new tab, no opener, no referrer. */
export const externalLinkProps = { target: '_blank', rel: 'noopener noreferrer' } as const;
