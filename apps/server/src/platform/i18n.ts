import { DEFAULT_LOCALE, isLocale, type Locale, parseAcceptLanguage, pickLocale } from '@mb/contract/locale';
import de from '@mb/contract/locales/de';
import es from '@mb/contract/locales/es';
import fr from '@mb/contract/locales/fr';
import ptBR from '@mb/contract/locales/pt-BR';

// The server's words in the reader's language (issue 36; docs/ARCHITECTURE.md "Languages"). The contract's
// messages are English; their translations are keyed by that English text
// (packages/contract/src/locales/<locale>.ts), so an answer is translated where it is sent, whatever
// feature made it, and a text with no translation goes out in English.

const CATALOGUES: Record<Exclude<Locale, 'en'>, Record<string, string>> = { es, de, fr, 'pt-BR': ptBR };

/** A request's language: its Accept-Language (the web app sends the language chosen there, or the account's). */
export function requestLocale(headers: { 'accept-language'?: string | string[] | undefined }): Locale {
  const h = headers['accept-language'];
  return pickLocale(parseAcceptLanguage(Array.isArray(h) ? h.join(',') : h));
}

/** One English contract text in a language; English when the catalogue has none. */
export function translate(locale: Locale | string | null | undefined, english: string): string {
  if (!isLocale(locale) || locale === 'en') return english;
  return CATALOGUES[locale][english] ?? english;
}

/** An account's kept language, or English (mails and notifications go out in the recipient's language). */
export const accountLocale = (stored: string | null | undefined): Locale => (isLocale(stored) ? stored : DEFAULT_LOCALE);

/** A mail's text (MAIL_TEXT) in a language, with its {placeholders} filled. */
export function mailText(locale: Locale, english: string, values: Record<string, string> = {}): string {
  return translate(locale, english).replace(/\{(\w+)\}/g, (all, name: string) => values[name] ?? all);
}
