// A tiny escaping template for the pages the server renders itself (the /amp pages, bio link pages):
// every interpolated value is escaped unless it was produced by `html` itself (or `raw`), so a blog
// title or a member's link label can never become markup.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

export class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

export const raw = (s: string) => new SafeHtml(s);

type Value = string | number | SafeHtml | null | undefined | false | readonly Value[];

const render = (v: Value): string => {
  if (v === null || v === undefined || v === false) return '';
  if (v instanceof SafeHtml) return v.value;
  if (Array.isArray(v)) return v.map(render).join('');
  return escapeHtml(String(v));
};

export function html(strings: TemplateStringsArray, ...values: Value[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((v, i) => {
    out += render(v) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

export const escapeXml = escapeHtml;

/** The <head> lines every server-rendered page shares: title, description, canonical, robots, Open Graph. */
export function pageHead(p: {
  title: string;
  description: string;
  canonical: string;
  product: string;
  ogType: 'website' | 'profile';
  noindex?: boolean;
  image?: string | null;
}) {
  return html`<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${p.title}</title>
<meta name="description" content="${p.description}" />
<link rel="canonical" href="${p.canonical}" />${p.noindex ? html`\n<meta name="robots" content="noindex" />` : ''}
<meta property="og:type" content="${p.ogType}" />
<meta property="og:site_name" content="${p.product}" />
<meta property="og:title" content="${p.title}" />
<meta property="og:description" content="${p.description}" />
<meta property="og:url" content="${p.canonical}" />${p.image ? html`\n<meta property="og:image" content="${p.image}" />` : ''}
<meta name="twitter:card" content="summary" />
<link rel="icon" type="image/svg+xml" href="/favicon.svg" />`;
}
