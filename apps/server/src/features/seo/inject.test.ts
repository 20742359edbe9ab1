import { describe, expect, it } from 'vitest';
import { html, raw } from '../../platform/html.ts';
import { renderLightPage } from './amp-layout.ts';
import { injectMeta } from './inject.ts';
import type { PageMeta } from './meta.ts';
import { normalizePath } from './meta.ts';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>ModelBase</title>
    <meta name="description" content="Default." />
  </head>
  <body><div id="root"></div></body>
</html>`;

const meta: PageMeta = {
  title: 'Jobs & "Careers" <now>',
  description: "It's $& fine",
  url: 'https://x.example/careers',
  type: 'website',
  status: 200,
  noindex: false,
};

describe('injectMeta', () => {
  it('replaces the title and description and adds the social tags once, escaped', () => {
    const out = injectMeta(TEMPLATE, meta, 'ModelBase');
    expect(out).toContain('<title>Jobs &amp; &quot;Careers&quot; &lt;now&gt;</title>');
    // "$&" must not be read as a replacement pattern.
    expect(out).toContain('<meta name="description" content="It&#39;s $&amp; fine" />');
    expect(out.match(/<title>/g)).toHaveLength(1);
    expect(out.match(/name="description"/g)).toHaveLength(1);
    expect(out).toContain('<meta property="og:url" content="https://x.example/careers" />');
    expect(out).toContain('<meta name="twitter:card" content="summary" />');
    expect(out).not.toContain('noindex');
    expect(out.indexOf('og:title')).toBeLessThan(out.indexOf('</head>'));
  });

  it('adds noindex and a description when the template has none', () => {
    const out = injectMeta('<html><head><title>x</title></head><body></body></html>', { ...meta, noindex: true }, 'ModelBase');
    expect(out).toContain('<meta name="robots" content="noindex" />');
    expect(out).toContain('<meta name="description"');
  });
});

describe('html template', () => {
  it('escapes values but not nested templates', () => {
    const inner = html`<b>${'<i>'}</b>`;
    expect(html`<p>${inner}${'&'}${raw('<br>')}${null}${false}${[html`<i>1</i>`, '<2>']}</p>`.value).toBe(
      '<p><b>&lt;i&gt;</b>&amp;<br><i>1</i>&lt;2&gt;</p>',
    );
  });

  it('renders a lightweight page with no script', () => {
    const page = renderLightPage({
      title: 'T <x>',
      description: 'D',
      canonical: 'https://x.example/',
      fullPage: { href: '/', label: 'Full' },
      product: 'ModelBase',
      body: html`<h1>${'<script>'}</h1>`,
    });
    expect(page).not.toMatch(/<script/i);
    expect(page).toContain('<h1>&lt;script&gt;</h1>');
  });
});

describe('normalizePath', () => {
  it.each([
    ['/', '/'],
    ['/pricing/', '/pricing'],
    ['/pricing?ref=x#top', '/pricing'],
    ['/blog/caf%C3%A9', '/blog/café'],
    ['/bad%E0%A4%A', '/bad%E0%A4%A'],
  ])('%s -> %s', (input, out) => {
    expect(normalizePath(input)).toBe(out);
  });
});
