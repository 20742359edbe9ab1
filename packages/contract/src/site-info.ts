import { z } from 'zod';

// Company details from server configuration (GET /api/v1/site).

export const siteInfoSchema = z.object({
  product_name: z.string(),
  company_name: z.string(),
  /** Registered postal address; null until configured (legal templates then show a placeholder). */
  company_address: z.string().nullable(),
  /** The custodian of records the /2257-statement names (RECORDS_CUSTODIAN_* settings). */
  records_custodian: z.object({ name: z.string(), title: z.string(), address: z.string().nullable() }),
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
