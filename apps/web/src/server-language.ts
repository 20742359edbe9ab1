import { DEFAULT_LOCALE, isLocale, LOCALE_PARAM, type Locale } from '@mb/contract/locale';
import contractDe from '@mb/contract/locales/de';
import contractEs from '@mb/contract/locales/es';
import contractFr from '@mb/contract/locales/fr';
import contractPtBr from '@mb/contract/locales/pt-BR';
import { activateLoaded, type Catalogue } from './lib/i18n';
import { compileCatalogue } from './locales/compile';
import de from './locales/de';
import es from './locales/es';
import fr from './locales/fr';
import ptBr from './locales/pt-BR';

// The server's renders in the page's language (issue 36): `?lang=<locale>` is how a search engine or a
// shared link asks for a public page in one language, so the prerendered marketing pages and the
// server-rendered content pages come in it, not in English with the language applied in the browser.
// The server bundle carries every catalogue (its size costs nothing in the browser).

const CATALOGUES: Record<Exclude<Locale, 'en'>, readonly [Catalogue, Catalogue]> = {
  es: [es, contractEs],
  de: [de, contractDe],
  fr: [fr, contractFr],
  'pt-BR': [ptBr, contractPtBr],
};
const compiled = new Map<Locale, Catalogue>();

/** The language a page's address asks for (`?lang=`), English when none or an unknown one. */
export function localeOfUrl(url: string): Locale {
  const asked = new URL(url, 'http://page').searchParams.get(LOCALE_PARAM);
  return isLocale(asked) ? asked : DEFAULT_LOCALE;
}

// Lingui's active language is one for the whole process, and a render awaits its reads: renders in the
// same language run side by side; one in another language waits until they have ended, then switches.
let active: Locale = DEFAULT_LOCALE;
let running = 0;
let waiting: (() => void)[] = [];

/** Runs one render with the interface in `locale`. */
export async function inLanguage<T>(locale: Locale, render: () => Promise<T>): Promise<T> {
  while (running > 0 && active !== locale) await new Promise<void>((resume) => waiting.push(resume));
  if (active !== locale) switchTo(locale);
  running++;
  try {
    return await render();
  } finally {
    running--;
    if (running === 0) {
      const resume = waiting;
      waiting = [];
      for (const r of resume) r();
    }
  }
}

function switchTo(locale: Locale) {
  active = locale;
  if (locale === 'en') return activateLoaded(locale, {}, {});
  const [web, contract] = CATALOGUES[locale];
  let messages = compiled.get(locale);
  if (!messages) {
    messages = compileCatalogue(web);
    compiled.set(locale, messages);
  }
  activateLoaded(locale, messages, contract);
}
