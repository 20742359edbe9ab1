import type { SiteInfo } from '@mb/contract/site-info';
import { t } from '../../lib/i18n';

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
    [t('footer.documentation', 'Documentation'), links.documentation],
    [t('footer.support', 'Support Center'), links.support],
    [t('footer.roadmap', 'Roadmap'), links.roadmap],
    [t('footer.complianceHub', 'Compliance Hub'), links.compliance_hub],
  ];
  return all.flatMap(([label, href]) => (href ? [{ label, href }] : []));
}

/** The header's link to the compliance center, in the current language. */
export const complianceCenterLabel = () => t('menu.compliance', 'Compliance Center');

/** Props for an external link: new tab, no opener, no referrer. */
export const externalLinkProps = { target: '_blank', rel: 'noopener noreferrer' } as const;
