import { DEFAULT_LOCALE, isLocale, LOCALE_PARAM, LOCALES } from '@mb/contract/locale';

// Public pages per language for search engines (issue 36): `?lang=<locale>` opens any page in that
// language (the browser's app reads the parameter before it renders), the page's `<html lang>` says so,
// and every page lists its versions as hreflang alternates, English (no parameter) as x-default.

/** The page's HTML with its language and its hreflang alternates written in. */
export function withPageLanguage(html: string, url: string, publicUrl: string): string {
  const parsed = new URL(url, 'http://page');
  const asked = parsed.searchParams.get(LOCALE_PARAM);
  const lang = isLocale(asked) ? asked : DEFAULT_LOCALE;
  parsed.searchParams.delete(LOCALE_PARAM);
  const base = `${publicUrl}${parsed.pathname}`;
  const rest = parsed.searchParams.toString();
  const href = (locale: string) => {
    const q = new URLSearchParams(rest);
    if (locale !== DEFAULT_LOCALE) q.set(LOCALE_PARAM, locale);
    const s = q.toString();
    return escapeAttr(s ? `${base}?${s}` : base);
  };
  const links = [
    ...LOCALES.map((l) => `<link rel="alternate" hreflang="${l}" href="${href(l)}">`),
    `<link rel="alternate" hreflang="x-default" href="${href(DEFAULT_LOCALE)}">`,
  ].join('');
  return html.replace(/<html([^>]*?)\slang="[^"]*"/, `<html$1 lang="${lang}"`).replace('</head>', `${links}</head>`);
}

const escapeAttr = (s: string) => s.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
