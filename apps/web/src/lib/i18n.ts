import { i18n } from '@lingui/core';
import { STORAGE_KEYS } from '@mb/contract/limits';
import { DEFAULT_LOCALE, isLocale, LOCALE_PARAM, type Locale, pickLocale } from '@mb/contract/locale';
import { useSyncExternalStore } from 'react';
import { getSession } from './session';

// The interface's language (issue 36; docs/ARCHITECTURE.md "Languages"). Lingui's runtime (about 2 KB)
// formats ICU messages; the English text is written where it is used, as t(id, English), so
// English needs no catalogue at all. Another language's catalogue (locales/<locale>.ts, and the
// contract's translations of the server's messages) is its own chunk, downloaded only when that language
// is chosen. A message missing from a catalogue falls back to its English text.
// English messages with ICU syntax ({name}, plurals) are compiled at build time by the `linguiInline`
// plugin in vite.config.ts, so the first page carries no message compiler.

export type Catalogue = Record<string, string>;
/** 'pseudo' is the test run's language: every converted string is marked, so what is left unmarked is hard-coded. */
export type UiLocale = Locale | 'pseudo';
type Values = Record<string, unknown>;

type Loaded = { web: Catalogue; contract: Catalogue };
const compiled = (web: Promise<{ default: Catalogue }>, contract: Promise<{ default: Catalogue }>): Promise<Loaded> =>
  Promise.all([web, contract, import('../locales/compile')]).then(([w, c, { compileCatalogue }]) => ({
    web: compileCatalogue(w.default),
    contract: c.default,
  }));
const loaders: Record<Exclude<UiLocale, 'en'>, () => Promise<Loaded>> = {
  es: () => compiled(import('../locales/es'), import('@mb/contract/locales/es')),
  de: () => compiled(import('../locales/de'), import('@mb/contract/locales/de')),
  fr: () => compiled(import('../locales/fr'), import('@mb/contract/locales/fr')),
  'pt-BR': () => compiled(import('../locales/pt-BR'), import('@mb/contract/locales/pt-BR')),
  pseudo: async () => ({ web: {}, contract: {} }),
};

/** The contract's messages (the server's words, `MESSAGES`) in the current language, by their English text. */
let contractText: Catalogue = {};
const listeners = new Set<() => void>();

// Plain English needs no compiling; messages with ICU syntax arrive compiled (see above). In tests and
// development Lingui compiles by itself.
if (import.meta.env?.PROD) i18n.setMessagesCompiler((m: string) => m as never);
i18n.loadAndActivate({ locale: DEFAULT_LOCALE, messages: {} });

export function currentLocale(): UiLocale {
  return i18n.locale as UiLocale;
}

/** The language tag for Intl and `<html lang>` ('pseudo' formats as English). */
export function intlLocale(): Locale {
  const l = currentLocale();
  return l === 'pseudo' ? DEFAULT_LOCALE : l;
}

/** A message in the current language: t(id, English text with {name} placeholders, values). */
export function t(id: string, message: string, values?: Values): string {
  const out = i18n._({ id, message, values });
  return currentLocale() === 'pseudo' ? pseudo(out) : out;
}

/** One of the contract's messages (MESSAGES..., the words the server answers with), translated by its English text. */
export function tm(english: string): string {
  if (currentLocale() === 'pseudo') return pseudo(english);
  return contractText[english] ?? english;
}

/**
 * The language a browser starts in: `?lang=` in the address (a shared or indexed page), then the one
 * chosen in the header (kept in localStorage), then the browser's languages. A member's account language
 * replaces it once their profile is read (member-session).
 */
export function initialLocale(): UiLocale {
  if (typeof window === 'undefined') return DEFAULT_LOCALE;
  const param = new URLSearchParams(window.location.search).get(LOCALE_PARAM);
  if (param === 'pseudo' || isLocale(param)) return param;
  const account = getSession()?.user.locale;
  if (account) return account;
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.locale);
    if (isLocale(stored)) return stored;
  } catch {
    // storage refused (private mode): the browser's languages decide
  }
  return pickLocale(navigator.languages ?? [navigator.language]);
}

/** Loads the language's catalogues (a chunk each, once) and switches every `useT` component to it. */
export async function activateLocale(locale: UiLocale): Promise<void> {
  if (locale !== 'en' && !loadedLocales.has(locale)) {
    const { web, contract } = await loaders[locale]();
    i18n.load(locale, web);
    contractByLocale.set(locale, contract);
    loadedLocales.add(locale);
  }
  contractText = contractByLocale.get(locale) ?? {};
  i18n.activate(locale);
  // Set only when it changes: any change to the root element's attributes recalculates the whole
  // document's style (`:lang()`), and the page already arrives with its language.
  if (typeof document !== 'undefined' && document.documentElement.lang !== intlLocale()) document.documentElement.lang = intlLocale();
  for (const l of listeners) l();
}
const loadedLocales = new Set<UiLocale>();
const contractByLocale = new Map<UiLocale, Catalogue>();

/** Loads catalogues given directly (the server's render, which has them all at hand) and switches to the language. */
export function activateLoaded(locale: UiLocale, web: Catalogue, contract: Catalogue): void {
  i18n.load(locale, web);
  contractByLocale.set(locale, contract);
  loadedLocales.add(locale);
  contractText = contract;
  i18n.activate(locale);
}

/** The header's and Settings' choice: switches, and remembers it in this browser. */
export async function chooseLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEYS.locale, locale);
  } catch {
    // not kept: the choice lasts for this page
  }
  await activateLocale(locale);
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The current language; a component that shows text calls `useT()` (or this) so it re-renders on a switch. */
export function useLocale(): UiLocale {
  return useSyncExternalStore(subscribe, currentLocale, currentLocale);
}

/** `t` for a component: re-renders it when the language changes. */
export function useT(): typeof t {
  useLocale();
  return t;
}

const PSEUDO: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ö', u: 'ü', A: 'Å', E: 'É', I: 'Î', O: 'Ö', U: 'Û', c: 'ç', n: 'ñ' };

/** The pseudo-language: accented and bracketed, so a converted string is told from a hard-coded one. */
export function pseudo(text: string): string {
  return `⟦${text.replace(/[aeiouAEIOUcn]/g, (ch) => PSEUDO[ch] ?? ch)}⟧`;
}
