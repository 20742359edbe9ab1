import type { AppContext } from '../../platform/context.ts';
import { defineModule } from '../../platform/modules.ts';
import { invalidatePublicPages } from '../../platform/page-cache.ts';
import { seoRoutes } from './routes.ts';

/**
 * The visitors' pages the server rendered and keeps (platform/page-cache.ts) go at once when public
 * content changes. Writes through the API clear them anyway once answered (http/ssr.ts); these are the
 * changes that may come from elsewhere too (a job, an automatic decision), or that the rules name.
 */
const forgetRenderedPages = (ctx: AppContext) => invalidatePublicPages(ctx);
/** Contexts already listening to job-made changes (tests build several apps on one context). */
const listening = new WeakSet<AppContext>();

export const seoModule = defineModule({
  name: 'seo',
  routes: seoRoutes,
  // Jobs that change what visitors see (an erasure, a repeat infringer's suspension, a restored item, a
  // Pro downgrade, seats released) clear the pages once they end, after their commits.
  jobs(ctx) {
    if (listening.has(ctx)) return;
    listening.add(ctx);
    ctx.jobs.afterPublicChange(() => forgetRenderedPages(ctx));
  },
  on: {
    'moderation.decided': forgetRenderedPages,
    'portfolio.item_published': forgetRenderedPages,
    'profiles.block_changed': forgetRenderedPages,
    'profiles.member_verified': forgetRenderedPages,
    'credits.item_changed': forgetRenderedPages,
    'directory.listing_listed': forgetRenderedPages,
    'events.event_listed': forgetRenderedPages,
  },
});
