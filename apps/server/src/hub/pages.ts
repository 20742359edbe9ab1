import { COMPLIANCE_LIMITS } from '@mb/contract/compliance';
import type { HubDomain, HubIdentityCheck, HubMember } from './repository.ts';
import { TXT_PREFIX } from './service.ts';

// The built-in hub's pages: plain server-rendered HTML, one small stylesheet, no script (the app's CSP
// forbids inline script, and nothing here needs any). Every action is a form POST followed by a
// redirect, so reloading never repeats it. Everything shown is escaped.

export const esc = (v: unknown) =>
  String(v ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const HUB_CSS = `
:root{color-scheme:light dark;--bg:#f7f7f8;--fg:#18181b;--muted:#52525b;--card:#fff;--line:#e4e4e7;--accent:#6d28d9;--on-accent:#fff;--ok:#15803d;--bad:#b91c1c;--warn:#a16207}
@media (prefers-color-scheme:dark){:root{--bg:#0b0b0f;--fg:#f4f4f5;--muted:#a1a1aa;--card:#17171c;--line:#2e2e36;--accent:#a78bfa;--on-accent:#0b0b0f;--ok:#4ade80;--bad:#f87171;--warn:#facc15}}
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;background:var(--bg);color:var(--fg)}
header{border-bottom:1px solid var(--line);background:var(--card)}header div{max-width:52rem;margin:0 auto;padding:.75rem 1rem;display:flex;gap:1rem;align-items:center;justify-content:space-between;flex-wrap:wrap}
header strong{font-size:1.1rem}main{max-width:52rem;margin:0 auto;padding:1rem}
section{background:var(--card);border:1px solid var(--line);border-radius:.75rem;padding:1rem 1.25rem;margin:0 0 1rem}
h1,h2,p{overflow-wrap:anywhere}h1{font-size:1.5rem;margin:.5rem 0 1rem}h2{font-size:1.15rem;margin:0 0 .5rem}p{margin:.5rem 0}.muted{color:var(--muted)}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}input[type=text],input[type=file],textarea{width:100%;padding:.5rem;border:1px solid var(--line);border-radius:.5rem;background:var(--bg);color:var(--fg);font:inherit}
button,.button{display:inline-block;margin:.5rem .5rem 0 0;padding:.5rem 1rem;border-radius:.5rem;border:1px solid var(--accent);background:var(--accent);color:var(--on-accent);font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.button.secondary,button.secondary{background:transparent;color:var(--accent)}button.danger{background:var(--bad);border-color:var(--bad)}
.status{display:inline-block;padding:.1rem .6rem;border-radius:999px;font-size:.85rem;font-weight:600;border:1px solid currentColor}
.verified{color:var(--ok)}.failed{color:var(--bad)}.pending,.not_started{color:var(--warn)}
.notice{border-left:4px solid var(--accent);padding:.5rem .75rem;background:var(--bg);border-radius:.25rem}.error{border-left-color:var(--bad)}
code{font-family:ui-monospace,monospace;background:var(--bg);padding:.1rem .3rem;border-radius:.25rem;word-break:break-all}
ul.list{list-style:none;padding:0;margin:0}ul.list>li{border-top:1px solid var(--line);padding:.75rem 0}ul.list>li:first-child{border-top:0}
.images{display:flex;gap:.75rem;flex-wrap:wrap}.images figure{margin:0;flex:0 1 20rem;min-width:0}.images img{display:block;width:100%;height:auto;border-radius:.5rem;border:1px solid var(--line)}
form.inline{display:inline}a{color:var(--accent)}a.button{color:var(--on-accent)}a.button.secondary{color:var(--accent)}
`;

export function layout(opts: { title: string; product: string; body: string; nav?: string }) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${esc(opts.title)} · vAulth</title><link rel="stylesheet" href="/hub/hub.css"></head>
<body><header><div><strong>vAulth</strong><span class="muted">Compliance hub for ${esc(opts.product)}</span>${opts.nav ?? ''}</div></header>
<main>${opts.body}</main></body></html>`;
}

const statusBadge = (s: string) => `<span class="status ${esc(s)}">${esc(s.replace('_', ' '))}</span>`;
const notice = (text: string | undefined, kind: 'ok' | 'error' = 'ok') =>
  text ? `<p class="notice${kind === 'error' ? ' error' : ''}" role="${kind === 'error' ? 'alert' : 'status'}">${esc(text)}</p>` : '';

export function memberNav(kind: 'identity' | 'domains') {
  return `<nav><a href="/hub/identity"${kind === 'identity' ? ' aria-current="page"' : ''}>ID verification</a> · <a href="/hub/domains"${kind === 'domains' ? ' aria-current="page"' : ''}>Domains</a></nav>`;
}

const returnButtons = () =>
  `<form method="post" action="/hub/return" class="inline"><input type="hidden" name="result" value="completed"><button type="submit">Return to the app</button></form>`;

export function identityPage(m: HubMember, check: HubIdentityCheck | null, flash?: { text: string; kind: 'ok' | 'error' }) {
  const status = m.identity_status;
  const explain: Record<string, string> = {
    not_started:
      'Upload a photo of your ID document and a selfie. An operator compares them, usually within 5-10 minutes during working hours.',
    pending: 'Your documents are waiting for an operator. You can close this page: the app updates by itself when the decision is made.',
    verified: 'Your identity is verified. Nothing else to do here.',
    failed: `Your verification did not pass${m.identity_failure_reason ? `: ${m.identity_failure_reason.replace(/\.?$/, '.')}` : '.'} You can upload new photos below.`,
  };
  const canUpload = status !== 'verified' && status !== 'pending';
  const form = canUpload
    ? `<section><h2>Upload your documents</h2>
<form method="post" action="/hub/identity" enctype="multipart/form-data">
<label for="document">Photo of your ID document (passport, ID card or driving licence)</label>
<input id="document" name="document" type="file" accept="image/jpeg,image/png,image/webp" required>
<label for="selfie">A selfie holding the same document</label>
<input id="selfie" name="selfie" type="file" accept="image/jpeg,image/png,image/webp" required>
<p class="muted">JPEG, PNG or WebP, up to 10 MB each. The photos are kept private, seen only by our operators, and deleted ${COMPLIANCE_LIMITS.identityFileRetentionDays} days after the decision.</p>
<button type="submit">Submit for verification</button></form></section>`
    : '';
  return `<h1>ID verification</h1>${notice(flash?.text, flash?.kind)}
<section><h2>Status ${statusBadge(status)}</h2><p>${esc(explain[status] ?? '')}</p>
${check ? `<p class="muted">Last submitted ${esc(check.submitted_at.toISOString().slice(0, 16).replace('T', ' '))} UTC.</p>` : ''}${returnButtons()}</section>${form}`;
}

export function domainsPage(domains: HubDomain[], flash?: { text: string; kind: 'ok' | 'error' }, typed = '') {
  const items = domains
    .map((d) => {
      const proof =
        d.status === 'verified'
          ? `<p>Verified ${d.method === 'operator' ? 'by an operator' : 'by DNS'}${d.verified_at ? ` on ${esc(d.verified_at.toISOString().slice(0, 10))}` : ''}.</p>`
          : `<p>Add this TXT record at your DNS provider, on <code>${esc(d.domain)}</code> or on <code>_vaulth.${esc(d.domain)}</code>:</p>
<p><code>${esc(TXT_PREFIX + d.token)}</code></p>
<p class="muted">DNS changes can take 24-48 hours to reach everyone.${d.last_checked_at ? ` Last checked ${esc(d.last_checked_at.toISOString().slice(0, 16).replace('T', ' '))} UTC: not found yet.` : ''}</p>
${d.failure_reason ? `<p class="notice error">An operator declined: ${esc(d.failure_reason)}</p>` : ''}
${d.review_requested_at ? '<p class="muted">An operator has been asked to verify this domain.</p>' : ''}
<form method="post" action="/hub/domains/${esc(d.id)}/check" class="inline"><button type="submit">Check DNS</button></form>
${d.review_requested_at ? '' : `<form method="post" action="/hub/domains/${esc(d.id)}/review" class="inline"><button type="submit" class="secondary">Ask an operator instead</button></form>`}`;
      return `<li><h2>${esc(d.domain)} ${statusBadge(d.status)}</h2>${proof}
<form method="post" action="/hub/domains/${esc(d.id)}/remove" class="inline"><button type="submit" class="secondary">Remove</button></form></li>`;
    })
    .join('');
  return `<h1>Domains</h1>${notice(flash?.text, flash?.kind)}
<section><h2>Add a domain</h2><form method="post" action="/hub/domains">
<label for="domain">Domain name</label><input id="domain" name="domain" type="text" inputmode="url" autocomplete="off" placeholder="example.com" value="${esc(typed)}" required>
<button type="submit">Add domain</button></form></section>
<section>${domains.length ? `<ul class="list">${items}</ul>` : '<p class="muted">No domains yet. Add the domain of your business above.</p>'}${returnButtons()}</section>`;
}

export function signInPage(email: string, signInHref: string, product: string) {
  return `<h1>Sign in to vAulth</h1><section>
<p>vAulth accounts are opened through ${esc(product)}. Sign in to ${esc(product)}${email ? ` as <strong>${esc(email)}</strong>` : ''}, then open your compliance center to continue here.</p>
<a class="button" href="${esc(signInHref)}">Continue to ${esc(product)}</a></section>`;
}

export function messagePage(title: string, text: string, link?: { href: string; label: string }) {
  return `<h1>${esc(title)}</h1><section><p>${esc(text)}</p>${link ? `<a class="button" href="${esc(link.href)}">${esc(link.label)}</a>` : ''}</section>`;
}

export interface OperatorCheckView {
  check: HubIdentityCheck;
  member: HubMember;
  documentUrl: string | null;
  selfieUrl: string | null;
}

export function operatorPage(
  checks: OperatorCheckView[],
  domains: { domain: HubDomain; member: HubMember }[],
  operatorName: string,
  flash?: { text: string; kind: 'ok' | 'error' },
) {
  const checkItems = checks
    .map(
      ({ check, member, documentUrl, selfieUrl }) => `<li><h2>${esc(member.display_name || member.email)}</h2>
<p class="muted">${esc(member.email)} · submitted ${esc(check.submitted_at.toISOString().slice(0, 16).replace('T', ' '))} UTC</p>
<div class="images">${documentUrl ? `<figure><img src="${esc(documentUrl)}" alt="ID document"><figcaption>ID document</figcaption></figure>` : ''}
${selfieUrl ? `<figure><img src="${esc(selfieUrl)}" alt="Selfie with the document"><figcaption>Selfie</figcaption></figure>` : ''}</div>
<form method="post" action="/hub/operator/identity/${esc(check.id)}/approve" class="inline"><button type="submit">Approve</button></form>
<form method="post" action="/hub/operator/identity/${esc(check.id)}/fail"><label for="reason-${esc(check.id)}">Reason for failing (the member sees it)</label>
<textarea id="reason-${esc(check.id)}" name="reason" rows="2" minlength="3" maxlength="500" required></textarea><button type="submit" class="danger">Fail verification</button></form></li>`,
    )
    .join('');
  const domainItems = domains
    .map(
      ({
        domain,
        member,
      }) => `<li><h2>${esc(domain.domain)}</h2><p class="muted">${esc(member.display_name || member.email)} · ${esc(member.email)}</p>
<p>Expected TXT record: <code>${esc(TXT_PREFIX + domain.token)}</code></p>
<form method="post" action="/hub/operator/domains/${esc(domain.id)}/approve" class="inline"><button type="submit">Approve domain</button></form>
<form method="post" action="/hub/operator/domains/${esc(domain.id)}/fail"><label for="dreason-${esc(domain.id)}">Reason for declining</label>
<textarea id="dreason-${esc(domain.id)}" name="reason" rows="2" minlength="3" maxlength="500" required></textarea><button type="submit" class="danger">Decline</button></form></li>`,
    )
    .join('');
  return `<h1>Operator console</h1><p class="muted">Signed in as ${esc(operatorName)}. Image links expire after 5 minutes: reload to see them again.</p>${notice(flash?.text, flash?.kind)}
<section><h2>ID verifications waiting (${checks.length})</h2>${checks.length ? `<ul class="list">${checkItems}</ul>` : '<p class="muted">Nothing waiting.</p>'}</section>
<section><h2>Domains waiting for review (${domains.length})</h2>${domains.length ? `<ul class="list">${domainItems}</ul>` : '<p class="muted">Nothing waiting.</p>'}</section>`;
}
