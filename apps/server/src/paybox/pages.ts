import { formatPrice } from '@mb/contract/pricing';
import type { PayboxCheckout, PayboxEvent, PayboxSubscription } from './repository.ts';
import { TEST_CARDS } from './service.ts';

// The built-in provider's pages: server-rendered HTML, one stylesheet, no script (the app's CSP
// forbids inline script). Every action is a form POST answered by a redirect or the page again.

export const esc = (v: unknown) =>
  String(v ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const PAYBOX_CSS = `
:root{color-scheme:light dark;--bg:#f4f5f7;--fg:#111827;--muted:#4b5563;--card:#fff;--line:#d1d5db;--accent:#0f766e;--on-accent:#fff;--ok:#15803d;--bad:#b91c1c;--warn:#92400e;--focus:#2563eb}
@media (prefers-color-scheme:dark){:root{--bg:#0b0f14;--fg:#f3f4f6;--muted:#9ca3af;--card:#151a21;--line:#374151;--accent:#2dd4bf;--on-accent:#04201d;--ok:#4ade80;--bad:#f87171;--warn:#fbbf24;--focus:#93c5fd}}
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;background:var(--bg);color:var(--fg)}
header{border-bottom:1px solid var(--line);background:var(--card)}header div{max-width:40rem;margin:0 auto;padding:.75rem 1rem;display:flex;gap:.75rem;align-items:center;justify-content:space-between;flex-wrap:wrap}
header strong{font-size:1.1rem}.badge{font-size:.75rem;font-weight:700;letter-spacing:.04em;text-transform:uppercase;border:1px solid var(--warn);color:var(--warn);border-radius:999px;padding:.1rem .5rem}
main{max-width:40rem;margin:0 auto;padding:1rem}
section{background:var(--card);border:1px solid var(--line);border-radius:.75rem;padding:1rem 1.25rem;margin:0 0 1rem}
h1{font-size:1.4rem;margin:.25rem 0 .75rem}h2{font-size:1.05rem;margin:0 0 .5rem}p{margin:.5rem 0;overflow-wrap:anywhere}.muted{color:var(--muted)}
.amount{font-size:2rem;font-weight:700;margin:.25rem 0}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input{width:100%;padding:.6rem .7rem;border:1px solid var(--line);border-radius:.5rem;background:var(--bg);color:var(--fg);font:inherit}
input:focus,button:focus,a:focus{outline:3px solid var(--focus);outline-offset:2px}
.row{display:flex;gap:.75rem}.row>div{flex:1;min-width:0}
button,.button{display:inline-block;margin:.75rem .5rem 0 0;padding:.6rem 1.1rem;border-radius:.5rem;border:1px solid var(--accent);background:var(--accent);color:var(--on-accent);font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
button.wide{width:100%}.button.secondary{background:transparent;color:var(--accent)}
.notice{border-left:4px solid var(--accent);padding:.5rem .75rem;background:var(--bg);border-radius:.25rem;margin:.5rem 0}.notice.error{border-left-color:var(--bad)}
table{width:100%;border-collapse:collapse;font-size:.95rem}th,td{text-align:left;padding:.4rem .25rem;border-top:1px solid var(--line);vertical-align:top}
code{font-family:ui-monospace,monospace;background:var(--bg);padding:.05rem .3rem;border-radius:.25rem;white-space:nowrap}
a{color:var(--accent)}a.button{color:var(--on-accent)}a.button.secondary{color:var(--accent)}
`;

export function layout(opts: { title: string; product: string; body: string }) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${esc(opts.title)} · Paybox</title><link rel="stylesheet" href="/paybox/paybox.css"></head>
<body><header><div><strong>Paybox</strong><span class="badge">Test mode</span><span class="muted">Payments for ${esc(opts.product)}</span></div></header>
<main>${opts.body}</main></body></html>`;
}

const money = (minor: number, currency: string) => formatPrice(minor, currency);
const every = (interval: string | null) => (interval === 'year' ? ' / year' : interval === 'month' ? ' / month' : '');

export function checkoutPage(co: PayboxCheckout, product: string, flash?: { text: string; kind: 'ok' | 'error' }, typed = '') {
  const cards = Object.entries(TEST_CARDS)
    .map(([n, c]) => `<tr><td><code>${n.replace(/(\d{4})(?=\d)/g, '$1 ')}</code></td><td>${esc(c.label)}</td></tr>`)
    .join('');
  return `<section aria-labelledby="pay-title">
<p class="muted">${esc(co.email)}</p>
<h1 id="pay-title">${esc(co.description)}</h1>
<p class="amount">${esc(money(co.amount_minor, co.currency))}<span class="muted" style="font-size:1rem;font-weight:400">${every(co.interval)}</span></p>
${co.interval ? `<p class="muted">Renews automatically until you cancel. Taxes, where they apply, are added by the provider.</p>` : ''}
</section>
<section aria-labelledby="card-title">
<h2 id="card-title">Card details</h2>
${flash ? `<p class="notice ${flash.kind === 'error' ? 'error' : ''}" role="${flash.kind === 'error' ? 'alert' : 'status'}">${esc(flash.text)}</p>` : ''}
<form method="post" action="/paybox/pay/${esc(co.id)}">
<label for="card">Card number</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required value="${esc(typed)}" placeholder="4242 4242 4242 4242" aria-describedby="cards-help">
<div class="row"><div><label for="exp">Expiry (MM/YY)</label><input id="exp" name="exp" autocomplete="cc-exp" placeholder="12/34" value="12/34"></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" autocomplete="cc-csc" inputmode="numeric" placeholder="123" value="123"></div></div>
<label for="name">Name on card</label><input id="name" name="name" autocomplete="cc-name" value="Test Member">
<button type="submit" class="wide">Pay ${esc(money(co.amount_minor, co.currency))}</button>
</form>
<p><a href="/paybox/pay/${esc(co.id)}/cancel">Cancel and return to ${esc(product)}</a></p>
</section>
<section aria-labelledby="cards-title" id="cards-help">
<h2 id="cards-title">Test cards</h2>
<p class="muted">No real money moves here. Any expiry in the future and any CVC work.</p>
<table><thead><tr><th scope="col">Number</th><th scope="col">What happens</th></tr></thead><tbody>${cards}</tbody></table>
</section>`;
}

export function messagePage(title: string, text: string, link?: { href: string; label: string }) {
  return `<section><h1>${esc(title)}</h1><p>${esc(text)}</p>${link ? `<p><a class="button" href="${esc(link.href)}">${esc(link.label)}</a></p>` : ''}</section>`;
}

const date = (d: Date) => d.toISOString().slice(0, 10);

export function portalPage(subs: PayboxSubscription[], events: PayboxEvent[], back: string) {
  const rows = subs
    .map(
      (s) =>
        `<tr><td>${esc(s.description)}</td><td>${esc(money(s.amount_minor, s.currency))}${every(s.interval)}</td><td>${esc(s.status)}${s.auto_renew ? '' : ' (not renewing)'}</td><td>${date(s.period_end)}</td><td>•••• ${esc(s.card_last4)}</td></tr>`,
    )
    .join('');
  const evs = events
    .map((e) => `<tr><td>${date(e.created_at)}</td><td><code>${esc(e.type)}</code></td><td>${esc(e.state)}</td></tr>`)
    .join('');
  return `<section><h1>Your payments</h1>
${subs.length ? `<table><thead><tr><th scope="col">Plan</th><th scope="col">Price</th><th scope="col">Status</th><th scope="col">Period end</th><th scope="col">Card</th></tr></thead><tbody>${rows}</tbody></table>` : '<p class="muted">No subscriptions yet.</p>'}
</section>
<section><h2>Notifications sent</h2>${evs ? `<table><thead><tr><th scope="col">Date</th><th scope="col">Event</th><th scope="col">Delivery</th></tr></thead><tbody>${evs}</tbody></table>` : '<p class="muted">None.</p>'}
<p><a class="button secondary" href="${esc(back)}">Back</a></p></section>`;
}
