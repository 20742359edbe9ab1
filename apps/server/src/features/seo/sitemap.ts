import { PRIVATE_AREAS } from '@mb/contract/app-routes';
import { PUBLIC_PAGES } from '@mb/contract/site';
import type { AppContext } from '../../platform/context.ts';
import { escapeXml } from '../../platform/html.ts';
import * as blog from '../blog/index.ts';
import * as directory from '../directory/index.ts';
import * as events from '../events/index.ts';

/** sitemap.xml: every listed public page, live blog post, business listing and upcoming event, with absolute URLs from PUBLIC_URL. */
export async function renderSitemapXml(ctx: AppContext): Promise<string> {
  const base = ctx.config.publicUrl;
  const [posts, listings, upcoming] = await Promise.all([
    blog.postsForSitemap(ctx),
    directory.listingsForSitemap(ctx),
    events.eventsForSitemap(ctx),
  ]);
  const newestPost = posts[0]?.updated_at;
  const entries = [
    ...PUBLIC_PAGES.filter((p) => p.listed).map((p) => ({
      loc: `${base}${p.path}`,
      lastmod: p.path === '/blog' && newestPost ? newestPost : undefined,
      priority: p.path === '/' ? '1.0' : p.section === 'Legal' ? '0.3' : '0.7',
    })),
    ...posts.map((p) => ({ loc: `${base}/blog/${encodeURIComponent(p.slug)}`, lastmod: p.updated_at, priority: '0.6' })),
    // Approved business listings (the directory's public pages).
    ...listings.map((l) => ({ loc: `${base}/business/${l.id}`, lastmod: l.updated_at, priority: '0.5' })),
    // Upcoming listed events (MB Events): their public pages.
    ...upcoming.map((e) => ({ loc: `${base}/events/${e.id}`, lastmod: e.updated_at, priority: '0.5' })),
  ];
  const urls = entries
    .map(
      (e) =>
        `  <url>\n    <loc>${escapeXml(e.loc)}</loc>\n${e.lastmod ? `    <lastmod>${e.lastmod.toISOString()}</lastmod>\n` : ''}    <priority>${e.priority}</priority>\n  </url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * robots.txt: app-only areas (from the contract's page table) are disallowed. Each is written as an
 * exact path (`$`) plus its subtree, so a public profile such as /adsmith is not caught by the /ads rule;
 * an area with a public page inside (/events, /events/{id}) keeps only its exact path.
 */
export function renderRobotsTxt(publicUrl: string): string {
  const lines = ['User-agent: *', 'Allow: /', 'Disallow: /api/'];
  for (const a of PRIVATE_AREAS) lines.push(`Disallow: ${a.path}$`, ...(a.subtree ? [`Disallow: ${a.path}/`] : []));
  lines.push('', `Sitemap: ${publicUrl}/sitemap.xml`, '');
  return lines.join('\n');
}
