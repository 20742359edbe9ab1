import { escapeHtml } from '../../platform/html.ts';
import type { PageMeta } from './meta.ts';
import { jsonLdScript } from './structured-data.ts';

/** Puts the page's title, description, canonical link, Open Graph and Twitter tags into index.html. */
export function injectMeta(indexHtml: string, meta: PageMeta, productName: string): string {
  const e = escapeHtml;
  const tags = [
    `<link rel="canonical" href="${e(meta.url)}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:site_name" content="${e(productName)}" />`,
    `<meta property="og:title" content="${e(meta.title)}" />`,
    `<meta property="og:description" content="${e(meta.description)}" />`,
    `<meta property="og:url" content="${e(meta.url)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${e(meta.title)}" />`,
    `<meta name="twitter:description" content="${e(meta.description)}" />`,
    meta.image ? `<meta property="og:image" content="${e(meta.image)}" />` : '',
    meta.publishedAt ? `<meta property="article:published_time" content="${e(meta.publishedAt)}" />` : '',
    meta.noindex ? '<meta name="robots" content="noindex" />' : '',
    ...(meta.jsonLd ?? []).map(jsonLdScript),
  ]
    .filter(Boolean)
    .map((t) => `    ${t}\n`)
    .join('');
  let out = indexHtml.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${e(meta.title)}</title>`);
  const description = `<meta name="description" content="${e(meta.description)}" />`;
  out = /<meta\s+name="description"[^>]*>/i.test(out)
    ? out.replace(/<meta\s+name="description"[^>]*>/i, () => description)
    : out.replace(/<\/head>/i, () => `    ${description}\n  </head>`);
  return out.replace(/\s*<\/head>/i, () => `\n${tags}  </head>`);
}
