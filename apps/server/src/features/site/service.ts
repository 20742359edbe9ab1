import type { Config } from '../../platform/config.ts';
import { siteConfig } from './config.ts';
import { buildPricing } from './pricing.ts';

/** The plans and prices this deployment offers (from its configuration), for other features to render. */
export const getPricing = (ctx: { config: Config }) => buildPricing(siteConfig(ctx));

/** The custodian of the 2257 records (RECORDS_CUSTODIAN_* settings), for the records feature. */
export const recordsCustodian = (ctx: { config: Config }) => siteConfig(ctx).custodian;
