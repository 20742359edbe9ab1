import { formatPrice } from '@mb/contract/pricing';
import { MESSAGES } from '@mb/contract/ui-text';
import type { AppContext } from '../../platform/context.ts';
import { html } from '../../platform/html.ts';
import * as blog from '../blog/index.ts';
import * as site from '../site/index.ts';
import { renderLightPage } from './amp-layout.ts';

type Ctx = Pick<AppContext, 'db' | 'config'>;

const AUDIENCES = [
  ['Creators and models', 'A portfolio that books work, verified identity, casting proposals, collaborations and Pro.'],
  ['Studios', 'Casting forms, verified talent discovery and studio news in one place.'],
  ['Businesses', 'A moderated, verified directory listing with domain verification, plans and business apps.'],
  ['Enterprise', 'Several studios under one account, with sub-users and a shared compliance center.'],
] as const;

export async function renderAmpHome(ctx: Ctx): Promise<string> {
  const product = ctx.config.PRODUCT_NAME;
  const rows = await blog.latestPosts(ctx, 3);
  const body = html`
<p class="eyebrow">For the adult entertainment industry</p>
<h1>The professional network for the adult industry.</h1>
<p class="lead">${product} is where creators, studios and businesses meet, cast, collaborate and get verified: a serious place to do business, for an industry other platforms turn away.</p>
<p><a class="cta" href="/signup">Join now</a><a class="cta secondary" href="/auth">Sign in</a></p>
<h2>Built for every side of the industry</h2>
<div class="grid">${AUDIENCES.map(([t, d]) => html`<div class="card"><h3>${t}</h3><p>${d}</p></div>`)}</div>
<h2>Trust and safety</h2>
<ul>
<li>Identity verification through the vAulth compliance hub.</li>
<li>Adults only: every member must be 18 or older.</li>
<li>Uploads from unverified accounts are moderated within 48 hours.</li>
<li>Business listings are verified before publication.</li>
</ul>
${
  rows.length
    ? html`<h2>Latest from the blog</h2><ul>${rows.map((p) => html`<li><a href="/blog/${encodeURIComponent(p.slug)}">${p.title}</a>${p.is_example ? ' (example post)' : ''}</li>`)}</ul>`
    : ''
}
<p><a href="/">Open the full home page</a> · <a href="/blog">Read the blog</a></p>`;
  return renderLightPage({
    title: `${product} – The professional network for the adult entertainment industry`,
    description:
      'Verified portfolios, casting, collaborations and a moderated business directory for the adult entertainment industry. 18+ only.',
    canonical: `${ctx.config.publicUrl}/`,
    fullPage: { href: '/', label: 'Open the full site' },
    product,
    body,
  });
}

export function renderAmpPricing(ctx: Ctx): string {
  const product = ctx.config.PRODUCT_NAME;
  const pricing = site.getPricing(ctx);
  const money = (c: number) => (c === 0 ? 'Free' : formatPrice(c, pricing.currency));
  const body = html`
<p class="eyebrow">Pricing</p>
<h1>Free to join. Pay for what grows your business.</h1>
<p class="lead">Every account starts free. Creators can go Pro; businesses and groups of studios choose a plan.</p>
<div class="grid">${pricing.plans.map(
    (p) => html`<div class="card"><h3>${p.name}</h3><p>${p.tagline}</p>
<p class="price">${money(p.monthly_cents)}${p.monthly_cents ? html` <small>/ month</small>` : ''}</p>
${p.yearly_cents ? html`<p>or ${money(p.yearly_cents)} / year</p>` : ''}
<ul>${p.features.map((f) => html`<li>${f}</li>`)}</ul>
<a href="${p.cta.href}">${p.cta.label}</a></div>`,
  )}</div>
<ul>${pricing.notes.map((n) => html`<li>${n}</li>`)}</ul>
<p><a href="/pricing">Open the full pricing page</a></p>`;
  return renderLightPage({
    title: `Pricing | ${product}`,
    description: 'Free to join. Pro for creators, listing plans for businesses and enterprise accounts for groups of studios.',
    canonical: `${ctx.config.publicUrl}/pricing`,
    fullPage: { href: '/pricing', label: 'Open the full pricing page' },
    product,
    body,
  });
}

export function renderAmpNetwork(ctx: Ctx): string {
  const product = ctx.config.PRODUCT_NAME;
  const body = html`
<p class="eyebrow">The network</p>
<h1>Find the right people, and know they are who they say they are.</h1>
<p class="lead">The ${product} network connects verified creators and models with studios, agencies and the businesses that serve them.</p>
<h2>Who you will find</h2>
<div class="grid">${AUDIENCES.map(([t, d]) => html`<div class="card"><h3>${t}</h3><p>${d}</p></div>`)}</div>
<h2>How discovery works</h2>
<ul>
<li>Search creators by location and content types, and filter to verified profiles.</li>
<li>Follow people, message them directly and start collaborations.</li>
<li>Studios send casting proposals; creators accept or decline in one place.</li>
<li>Browse the business directory for agencies, production, payments, healthcare and more.</li>
</ul>
<h2>Safe by design</h2>
<ul>
<li>Identity verification through the vAulth compliance hub.</li>
<li>A content filter (all, gay, straight, bi) that you set once and we remember.</li>
<li>Reports reviewed by moderators; uploads from unverified accounts moderated within 48 hours.</li>
</ul>
<p><a class="cta" href="/signup">Join the network</a><a class="cta secondary" href="/network">Open the network</a></p>
<p>Members only: <a href="/network">the network</a> needs a free account. <a href="/features">See every feature</a>.</p>`;
  return renderLightPage({
    title: `The network | ${product}`,
    description: `Discover verified creators, studios and businesses on ${product}, the professional network for the adult entertainment industry.`,
    // The full network is for members, so this page is its own canonical.
    canonical: `${ctx.config.publicUrl}/amp/network`,
    fullPage: { href: '/network', label: 'Open the network (members)' },
    product,
    body,
  });
}

/** Any other /amp path: a script-free Page Not Found, sent with a real 404 (not the app's shell). */
export function renderAmpNotFound(ctx: Ctx): string {
  const product = ctx.config.PRODUCT_NAME;
  const body = html`<p class="eyebrow">404</p>
<h1>${MESSAGES.notFound.title}</h1>
<p class="lead">${MESSAGES.notFound.description}</p>
<p><a class="cta" href="/amp">Lightweight home</a><a class="cta secondary" href="/">Open the full site</a></p>`;
  return renderLightPage({
    title: `${MESSAGES.notFound.title} | ${product}`,
    description: MESSAGES.notFound.description,
    canonical: `${ctx.config.publicUrl}/amp`,
    fullPage: { href: '/', label: 'Open the full site' },
    product,
    body,
    noindex: true,
  });
}
