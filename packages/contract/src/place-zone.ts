// The time zone of a place typed as text ('Torstraße 1, Berlin, Germany'), for an event's form to
// default to the venue's zone rather than the organizer's browser's (issue 31). Built from what the
// runtime's own time-zone data knows (ICU, in browsers and Node alike), so no list goes stale here:
// every IANA zone's city ('Europe/Berlin': Berlin), every country's name and the zones it uses. A few
// well-known cities that name no zone of their own, and a few other names of countries, are added.
// A guess only: the form shows it and the organizer may pick another zone.

/** Cities that name no zone, by the zone they keep. */
const CITY_ALIASES: Record<string, string> = {
  'las vegas': 'America/Los_Angeles',
  'san francisco': 'America/Los_Angeles',
  'san diego': 'America/Los_Angeles',
  hollywood: 'America/Los_Angeles',
  seattle: 'America/Los_Angeles',
  miami: 'America/New_York',
  orlando: 'America/New_York',
  atlanta: 'America/New_York',
  boston: 'America/New_York',
  philadelphia: 'America/New_York',
  'washington dc': 'America/New_York',
  dallas: 'America/Chicago',
  houston: 'America/Chicago',
  austin: 'America/Chicago',
  montreal: 'America/Toronto',
  barcelona: 'Europe/Madrid',
  munich: 'Europe/Berlin',
  hamburg: 'Europe/Berlin',
  cologne: 'Europe/Berlin',
  frankfurt: 'Europe/Berlin',
  milan: 'Europe/Rome',
  manchester: 'Europe/London',
};

/** Other names of countries, by their region code. */
const COUNTRY_ALIASES: Record<string, string> = {
  usa: 'US',
  'united states of america': 'US',
  uk: 'GB',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'czech republic': 'CZ',
  holland: 'NL',
  // States named after a country or a zone's city: 'New Jersey' is not Jersey.
  'new jersey': 'US',
  'new mexico': 'US',
};

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The zones a country uses, from the runtime's locale data (getTimeZones() in newer engines, timeZones in older). */
function zonesOfRegion(region: string): string[] {
  try {
    const l = new Intl.Locale(`und-${region}`) as Intl.Locale & { getTimeZones?: () => string[]; timeZones?: string[] };
    return (typeof l.getTimeZones === 'function' ? l.getTimeZones() : l.timeZones) ?? [];
  } catch {
    return [];
  }
}

export interface PlaceZones {
  cities: Map<string, string>;
  countries: Map<string, string>;
}

/** The lookup tables (a few milliseconds to build: build once and pass them to zoneForPlace). */
export function placeZones(): PlaceZones {
  const cities = new Map<string, string>();
  let zones: string[] = [];
  try {
    zones = (Intl as unknown as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  } catch {
    zones = [];
  }
  for (const z of zones) {
    const city = z.split('/').at(-1);
    if (z.includes('/') && !z.startsWith('Etc/') && city) cities.set(fold(city.replace(/_/g, ' ')), z);
  }
  for (const [city, z] of Object.entries(CITY_ALIASES)) cities.set(city, z);
  const countries = new Map<string, string>();
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  } catch {
    names = null;
  }
  const A = 'A'.charCodeAt(0);
  for (let i = 0; names && i < 26 * 26; i++) {
    const code = String.fromCharCode(A + Math.floor(i / 26), A + (i % 26));
    const name = names.of(code);
    if (name && name !== code) countries.set(fold(name), code);
  }
  for (const [name, code] of Object.entries(COUNTRY_ALIASES)) countries.set(name, code);
  return { cities, countries };
}

/** The longest of `names` that stands as whole words in `text` (folded), with its value. */
function longestIn(text: string, names: Map<string, string>): string | undefined {
  const padded = ` ${text} `;
  let best: { length: number; value: string } | undefined;
  for (const [name, value] of names) {
    if (name.length > (best?.length ?? 0) && padded.includes(` ${name} `)) best = { length: name.length, value };
  }
  return best?.value;
}

/**
 * The zone of a place, or null when the text names none clearly: a city with a zone of its own
 * ('Berlin'), or a country that has one zone ('Hungary'). A city and a country that disagree
 * ('Newark, New Jersey, USA' names Jersey's zone and a country of several) give no answer.
 */
export function zoneForPlace(place: string, tables: PlaceZones = placeZones()): string | null {
  const text = fold(place);
  if (!text) return null;
  const city = longestIn(text, tables.cities);
  const country = longestIn(text, tables.countries);
  const countryZones = country ? zonesOfRegion(country) : [];
  if (city && (!country || countryZones.length === 0 || countryZones.includes(city))) return city;
  if (!city && countryZones.length === 1) return countryZones[0] ?? null;
  return null;
}
