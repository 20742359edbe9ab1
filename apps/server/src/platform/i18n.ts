import { DEFAULT_LOCALE, isLocale, type Locale, parseAcceptLanguage, pickLocale } from '@mb/contract/locale';
import de from '@mb/contract/locales/de';
import es from '@mb/contract/locales/es';
import fr from '@mb/contract/locales/fr';
import mailDe from '@mb/contract/locales/mail/de';
import mailEs from '@mb/contract/locales/mail/es';
import mailFr from '@mb/contract/locales/mail/fr';
import mailPtBR from '@mb/contract/locales/mail/pt-BR';
import ptBR from '@mb/contract/locales/pt-BR';

// The server's words in the reader's language (issue 36; docs/ARCHITECTURE.md "Languages"). The contract's
// messages are English; their translations are keyed by that English text
// (packages/contract/src/locales/<locale>.ts, and locales/mail/<locale>.ts for the e-mails' and
// notifications' words), so an answer is translated where it is sent, whatever feature made it, and a
// text with no translation goes out in English.

const CATALOGUES: Record<Exclude<Locale, 'en'>, Record<string, string>> = {
  es: { ...es, ...mailEs },
  de: { ...de, ...mailDe },
  fr: { ...fr, ...mailFr },
  'pt-BR': { ...ptBR, ...mailPtBR },
};

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

/**
 * A moment inside words, written in the reader's language when they are rendered (a notification's date:
 * its reader is known only in notify()). `date` is ISO 8601. 'day' and 'moment' read as mailDate writes
 * them (English: "Wed, 04 Mar 2026" and "Wed, 04 Mar 2026 15:00:00 GMT"); 'long' is the date and the time
 * spelled out ("Wednesday, March 4, 2026 at 3:00 PM"), in `timeZone` named after it ("(Europe/Berlin)"),
 * in UTC ("UTC") without one.
 */
export interface WordsDate {
  date: string;
  /** 'time': the hour and minute in UTC ("14:05 UTC"). */
  style: 'day' | 'moment' | 'long' | 'time';
  timeZone?: string;
}

/**
 * Words whose reader is not known yet where they are written (a notification's title and text: notify()
 * looks the recipient's language up): the English text (a MAIL_TEXT or feature message) and its values,
 * which may be words themselves (a label inside a sentence) or a moment.
 */
export interface Words {
  text: string;
  values?: Record<string, WordsValue>;
}

export type WordsValue = string | Words | WordsDate;

export const words = (text: string, values?: Record<string, WordsValue>): Words => ({ text, values });

/** A moment for words() (see WordsDate): formatted by render() in the reader's language. */
export const wordsDate = (at: Date, style: WordsDate['style'], timeZone?: string): WordsDate =>
  timeZone ? { date: at.toISOString(), style, timeZone } : { date: at.toISOString(), style };

/**
 * Sentences or lines, each in the reader's language, one after another (a statement of several parts).
 * A part is words or a fixed text, translated as render() translates one (not a value kept as it is).
 */
export const joined = (parts: (string | Words)[], separator = ' '): Words =>
  words(
    parts.map((_, i) => `{${i}}`).join(separator),
    Object.fromEntries(parts.map((p, i) => [String(i), typeof p === 'string' ? words(p) : p])),
  );

/** Words, or a fixed text (translated when a catalogue holds it, else as it is), in a language. */
export function render(locale: Locale, w: string | Words): string {
  if (typeof w === 'string') return translate(locale, w);
  const values: Record<string, string> = {};
  for (const [k, v] of Object.entries(w.values ?? {}))
    values[k] = typeof v === 'string' ? v : 'date' in v ? renderDate(locale, v) : render(locale, v);
  return mailText(locale, w.text, values);
}

function renderDate(locale: Locale, d: WordsDate): string {
  const at = new Date(d.date);
  if (d.style === 'time')
    return `${locale === 'en' ? d.date.slice(11, 16) : new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' }).format(at)} UTC`;
  if (d.style !== 'long') return mailDate(locale, at, d.style);
  const timeZone = d.timeZone ?? 'UTC';
  // English as these dates always read (en-US); the others in their own words, the same zone named.
  const when = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : locale, { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(at);
  return `${when} ${d.timeZone ? `(${timeZone})` : 'UTC'}`;
}

/** A moment in a mail: as it always read in English (UTC), in the reader's own words otherwise. */
export function mailDate(locale: Locale, at: Date, style: 'moment' | 'day' = 'moment'): string {
  if (locale === 'en') return style === 'day' ? at.toUTCString().slice(0, 16) : at.toUTCString();
  const opts: Intl.DateTimeFormatOptions =
    style === 'day' ? { dateStyle: 'full', timeZone: 'UTC' } : { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' };
  return `${new Intl.DateTimeFormat(locale, opts).format(at)}${style === 'day' ? '' : ' UTC'}`;
}
