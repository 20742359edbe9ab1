import { VIEW_SOURCE_PARAM } from '@mb/contract/analytics-sources';
import { BIOLINK_ICON_SHAPES } from '@mb/contract/biolink-icons';
import type { BioLinkIcon } from '@mb/contract/biolinks';
import { PORTFOLIO_MESSAGES } from '@mb/contract/portfolio';
import { html, pageHead, type SafeHtml, raw as trusted } from '../../platform/html.ts';

// /biolink/{slug}: a link-in-bio page rendered here with no script and no app bundle (like the /amp
// pages): a few KB of inline CSS, the icons as inline SVG, images only from this site. Links point at
// /biolink/{slug}/go/{id}, which counts the click and redirects.

/** No script may run; styles only inline; images only from this site (the approved avatar). */
export const BIOLINK_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const STYLE = `
:root{color-scheme:light dark;--bg:#f6f4f4;--fg:#1d1818;--muted:#5f5757;--card:#fff;--border:#e2dcdc}
@media (prefers-color-scheme:dark){:root{--bg:#121010;--fg:#f2eeee;--muted:#b8adad;--card:#1d1919;--border:#3a3232}}
*{box-sizing:border-box}html{background:var(--bg)}
body{margin:0;min-height:100vh;color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;
background:linear-gradient(180deg,color-mix(in srgb,var(--theme) 22%,var(--bg)) 0,var(--bg) 18rem)}
main{max-width:36rem;margin:0 auto;padding:2.5rem 1rem 1.5rem;text-align:center}
.avatar{width:6rem;height:6rem;border-radius:50%;object-fit:cover;border:3px solid var(--theme);background:var(--card)}
h1{font-size:1.5rem;line-height:1.25;margin:.75rem 0 .25rem;overflow-wrap:anywhere}
.title{margin:0 0 1.5rem;color:var(--muted);overflow-wrap:anywhere}
ul{list-style:none;margin:0;padding:0;display:grid;gap:.75rem}
.btn{display:flex;align-items:center;gap:.75rem;min-height:3.25rem;padding:.7rem 1rem;border-radius:.8rem;background:var(--theme);color:var(--on-theme);
font-weight:650;text-decoration:none;box-shadow:0 1px 2px rgb(0 0 0/.15);transition:transform .1s}
.btn:hover{transform:translateY(-1px)}.btn span{flex:1;text-align:center;overflow-wrap:anywhere;padding-right:1.5rem}
.btn svg{width:1.5rem;height:1.5rem;flex:none}
a:focus-visible{outline:3px solid var(--fg);outline-offset:3px}
.gate{background:var(--card);border:1px solid var(--border);border-radius:.8rem;padding:1.25rem 1rem;margin-top:.5rem}
.gate h2{font-size:1.2rem;margin:0 0 .5rem}.gate p{margin:0 0 1rem;color:var(--muted)}
.gate .btn{justify-content:center}.gate .btn span{padding:0}
.leave{display:inline-block;margin-top:.9rem;color:var(--fg)}
.empty{color:var(--muted)}
footer{max-width:36rem;margin:0 auto;padding:1rem 1rem 2.5rem;text-align:center;font-size:.875rem;color:var(--muted)}
footer a{color:var(--fg);font-weight:600}
@media (prefers-reduced-motion:reduce){.btn{transition:none}.btn:hover{transform:none}}
`;

/** Black or white, whichever reads better on the theme colour (WCAG relative luminance). */
export function textOn(hex: string): '#ffffff' | '#111111' {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const l = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return (1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? '#ffffff' : '#111111') as '#ffffff' | '#111111';
}

const icon = (name: BioLinkIcon) =>
  trusted(`<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">${BIOLINK_ICON_SHAPES[name].body}</svg>`);

export interface BioLinkView {
  slug: string;
  title: string | null;
  themeColor: string;
  /** Show the 18+ confirmation instead of the links. */
  gated: boolean;
  links: readonly { id: string; label: string; icon: BioLinkIcon }[];
  owner: { name: string; username: string | null; avatarPath: string | null };
  noindex: boolean;
  product: string;
  publicUrl: string;
}

function document(p: {
  title: string;
  description: string;
  canonical: string;
  image: string | null;
  product: string;
  noindex: boolean;
  themeColor: string;
  body: SafeHtml;
}) {
  return html`<!doctype html>
<html lang="en">
<head>
${pageHead({ ...p, ogType: 'profile' })}
<meta name="theme-color" content="${p.themeColor}" />
<style>${STYLE}:root{--theme:${p.themeColor};--on-theme:${textOn(p.themeColor)}}</style>
</head>
<body>
${p.body}
</body>
</html>
`.value;
}

export function renderBioLinkPage(v: BioLinkView): string {
  const base = `/biolink/${encodeURIComponent(v.slug)}`;
  const canonical = `${v.publicUrl}${base}`;
  const avatar = v.owner.avatarPath ?? '/default-avatar.svg';
  const image = v.owner.avatarPath ? new URL(v.owner.avatarPath, `${v.publicUrl}/`).href : null;
  // `?via=bio_link`: the profile's analytics count the visit as coming from the link-in-bio page (issue 35).
  const profileHref = v.owner.username ? `/${encodeURIComponent(v.owner.username)}?${VIEW_SOURCE_PARAM}=bio_link` : '/';
  const links = v.gated
    ? html`<section class="gate" aria-labelledby="gate-title">
<h2 id="gate-title">${PORTFOLIO_MESSAGES.adultGateTitle}</h2>
<p>${PORTFOLIO_MESSAGES.adultGateText}</p>
<a class="btn" href="${base}?adult=1" rel="nofollow"><span>${PORTFOLIO_MESSAGES.adultGateConfirm}</span></a>
<a class="leave" href="/">Leave</a>
</section>`
    : v.links.length
      ? html`<ul>${v.links.map(
          (l) => html`<li><a class="btn" href="${base}/go/${l.id}" rel="nofollow noopener">${icon(l.icon)}<span>${l.label}</span></a></li>`,
        )}</ul>`
      : html`<p class="empty">No links yet.</p>`;
  const body = html`<main>
<img class="avatar" src="${avatar}" alt="" width="96" height="96" />
<h1>${v.owner.name}</h1>
${v.title ? html`<p class="title">${v.title}</p>` : html`<p class="title"></p>`}
${links}
</main>
<footer><a href="${profileHref}">${v.owner.name}</a> on <a href="/">${v.product}</a></footer>`;
  return document({
    title: `${v.owner.name}${v.title ? ` – ${v.title}` : ''} | ${v.product}`,
    description: v.title ? `${v.title}. ${v.owner.name}'s links on ${v.product}.` : `${v.owner.name}'s links on ${v.product}.`,
    canonical,
    image,
    product: v.product,
    noindex: v.noindex,
    themeColor: v.themeColor,
    body,
  });
}

export function renderBioLinkNotFound(p: { product: string; publicUrl: string }): string {
  return document({
    title: `Page Not Found | ${p.product}`,
    description: PORTFOLIO_MESSAGES.bioLinkNotFound,
    canonical: `${p.publicUrl}/`,
    image: null,
    product: p.product,
    noindex: true,
    themeColor: '#c8102e',
    body: html`<main>
<h1>Page Not Found</h1>
<p class="title">${PORTFOLIO_MESSAGES.bioLinkNotFound}</p>
<a class="btn" href="/"><span>Go to ${p.product}</span></a>
</main>`,
  });
}
