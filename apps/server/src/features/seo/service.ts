import type { AppContext } from '../../platform/context.ts';
import { injectMeta } from './inject.ts';
import { resolvePageMeta } from './meta.ts';

/**
 * index.html for one page path: its title, description, canonical and Open Graph tags written in
 * (crawlers do not run JavaScript), and the status it goes out with. The SPA fallback calls this.
 */
export async function renderPage(ctx: AppContext, indexHtml: string, url: string) {
  const meta = await resolvePageMeta(ctx, url);
  return { html: injectMeta(indexHtml, meta, ctx.config.PRODUCT_NAME), status: meta.status };
}
