import { html, pageHead, type SafeHtml } from '../../platform/html.ts';

// Lightweight pages (/amp, /amp/pricing, /amp/network): server-rendered, no script at all, a few KB of
// inline CSS. Each links to its full page as canonical.

const STYLE = `
:root{color-scheme:light dark;--bg:#fcfcfc;--fg:#221c1c;--muted:#5f5757;--card:#fff;--border:#e5e0e0;--accent:#c8102e}
@media (prefers-color-scheme:dark){:root{--bg:#161212;--fg:#f2eeee;--muted:#b8adad;--card:#1f1a1a;--border:#3a3232;--accent:#ff5a5f}}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
a{color:var(--accent)}a:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
.wrap{max-width:56rem;margin:0 auto;padding:0 1rem}
header{border-bottom:1px solid var(--border)}header .wrap{display:flex;flex-wrap:wrap;gap:.5rem 1.25rem;align-items:center;justify-content:space-between;padding:.9rem 1rem}
.brand{font-weight:800;font-size:1.15rem;color:var(--fg);text-decoration:none}
nav a{margin-right:1rem;font-size:.95rem}
main{padding:2rem 0 3rem}h1{font-size:2rem;line-height:1.2;margin:.25rem 0 1rem}h2{font-size:1.3rem;margin:2.25rem 0 .75rem}
.eyebrow{font-size:.8rem;font-weight:700;letter-spacing:.08em;text-transform:uppercase;color:var(--accent)}
.lead{font-size:1.1rem;color:var(--muted);max-width:40rem}
.grid{display:grid;gap:1rem;grid-template-columns:repeat(auto-fit,minmax(15rem,1fr))}
.card{background:var(--card);border:1px solid var(--border);border-radius:.5rem;padding:1rem 1.1rem}
.card h3{margin:0 0 .35rem;font-size:1.05rem}.card p{margin:0;color:var(--muted)}
.price{font-size:1.6rem;font-weight:800;margin:.25rem 0}.price small{font-size:.9rem;font-weight:500;color:var(--muted)}
ul{padding-left:1.2rem}li{margin:.2rem 0}
.cta{display:inline-block;background:var(--accent);color:#fff;font-weight:700;text-decoration:none;padding:.6rem 1.1rem;border-radius:.5rem;margin:.25rem .5rem .25rem 0}
.cta.secondary{background:transparent;color:var(--fg);border:1px solid var(--border)}
.notice{font-size:.9rem;color:var(--muted);border-top:1px solid var(--border);padding-top:1rem;margin-top:2.5rem}
footer{border-top:1px solid var(--border);padding:1.25rem 0 2rem;font-size:.9rem;color:var(--muted)}footer a{margin-right:1rem}
`;

interface LightPage {
  title: string;
  description: string;
  /** Absolute URL of the page search engines should index (the full page where there is one). */
  canonical: string;
  /** The full page this one summarises. */
  fullPage: { href: string; label: string };
  product: string;
  body: SafeHtml;
  /** Not for search engines (the Not Found page). */
  noindex?: boolean;
}

export function renderLightPage(p: LightPage): string {
  return html`<!doctype html>
<html lang="en">
<head>
${pageHead({ ...p, ogType: 'website' })}
<style>${STYLE}</style>
</head>
<body>
<header><div class="wrap"><a class="brand" href="/amp">${p.product}</a>
<nav aria-label="Lightweight pages"><a href="/amp">Home</a><a href="/amp/pricing">Pricing</a><a href="/amp/network">The network</a></nav></div></header>
<main id="main"><div class="wrap">
${p.body}
<p class="notice"><strong>18+ only.</strong> ${p.product} is a professional platform for adults working in the adult entertainment industry. You must be 18 or older to use it.</p>
</div></main>
<footer><div class="wrap">
<p><a href="${p.fullPage.href}">${p.fullPage.label}</a><a href="/signup">Join</a><a href="/auth">Sign in</a><a href="/contact">Contact</a></p>
<p><a href="/terms">Terms</a><a href="/privacy">Privacy</a><a href="/cookie-policy">Cookie Policy &amp; GDPR</a><a href="/2257-statement">18 U.S.C. § 2257 Statement</a><a href="/dmca">DMCA</a></p>
<p>© ${new Date().getFullYear()} ${p.product}</p>
</div></footer>
</body>
</html>
`.value;
}

/** No script may run on these pages; styles only inline, images only from this site. */
export const LIGHT_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
