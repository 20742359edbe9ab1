import { z } from 'zod';
import type { RouteDef } from './route-def.ts';

// Company details from server configuration (GET /api/v1/site).

export const siteInfoSchema = z.object({
  product_name: z.string(),
  company_name: z.string(),
  /** Registered postal address; null until configured (legal templates then show a placeholder). */
  company_address: z.string().nullable(),
  /** The custodian of records the /2257-statement names (RECORDS_CUSTODIAN_* settings). */
  records_custodian: z.object({ name: z.string(), title: z.string(), address: z.string().nullable() }),
  /** Details the legal pages name (LEGAL_*, DMCA_AGENT_* settings); null until configured: a bracketed placeholder. */
  legal: z.object({
    governing_law: z.string().nullable(),
    jurisdiction: z.string().nullable(),
    eu_representative: z.string().nullable(),
    uk_representative: z.string().nullable(),
    data_protection_officer: z.string().nullable(),
    dmca_agent_name: z.string().nullable(),
    dmca_agent_registration: z.string().nullable(),
  }),
  /**
   * The footer's outside links (FOOTER_*_URL settings) and the compliance hub in use (an external
   * hub's address, or '/hub/' for the built-in one); null: no target, the link is not shown.
   */
  links: z.object({
    documentation: z.string().nullable(),
    support: z.string().nullable(),
    roadmap: z.string().nullable(),
    compliance_hub: z.string().nullable(),
  }),
  emails: z.object({
    general: z.string(),
    support: z.string(),
    press: z.string(),
    partnerships: z.string(),
    legal: z.string(),
    dmca: z.string(),
    privacy: z.string(),
    safety: z.string(),
    careers: z.string(),
    compliance: z.string(),
  }),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

/** The site's public company details and contact addresses (features/site). */
export const siteInfoRoutes = {
  siteInfo: {
    method: 'GET',
    path: '/api/v1/site',
    summary: 'Public company details and contact addresses (server configuration)',
    tag: 'site',
    access: 'public',
    delegated: 'viewer',
    response: siteInfoSchema,
  },
} as const satisfies Record<string, RouteDef>;
