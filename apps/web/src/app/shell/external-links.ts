// External destinations (spec §2 footer and header). They live under configurable bases, set at build
// time: VITE_EXTERNAL_BASE_URL for the company's own sites, VITE_COMPLIANCE_HUB_URL for the compliance
// hub (vAulth). Every one opens in a new tab with rel="noopener noreferrer".

const trim = (url: string) => url.replace(/\/+$/, '');
const env = import.meta.env as Record<string, string | undefined>;

const SITE = trim(env.VITE_EXTERNAL_BASE_URL || 'https://modelbase.network');
const HUB = trim(env.VITE_COMPLIANCE_HUB_URL || 'https://vaulth.com');

export const EXTERNAL_LINKS = {
  documentation: { label: 'Documentation', href: `${SITE}/docs` },
  supportCenter: { label: 'Support Center', href: `${SITE}/support` },
  roadmap: { label: 'Roadmap', href: `${SITE}/roadmap` },
  complianceHub: { label: 'Compliance Hub', href: HUB },
  /** The member's compliance center on the hub (header link, profile menu). */
  complianceCenter: { label: 'Compliance Center', href: `${HUB}/dashboard` },
} as const;

/** Props for an external link: new tab, no opener, no referrer. */
export const externalLinkProps = { target: '_blank', rel: 'noopener noreferrer' } as const;
