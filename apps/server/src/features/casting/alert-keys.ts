// The lookup keys of casting alerts (README "Casting alerts"): a saved search carries one family of keys
// and a call carries every key it could be found by, so `search.match_keys && call keys` (a GIN lookup)
// finds each search that might match; the exact rule then decides. A search's family is the first of
// (most selective first: a place splits searches best, seven content types worst):
//   location       one trigram of the place:      'l:<abc>'  (a substring of the call's location)
//   distance       each 1° cell its box covers:   'g:<lat>:<lng>' (the call's cell)
//   words (q)      one trigram of the words:      't:<abc>'  (q is a substring of the title, role or place,
//                  so each of its trigrams is among the call's text trigrams)
//   content types  each type:                     'c:<type>' (the search wants any of them)
//   none of these  '*' (every call is a candidate)
// Trigrams are of code points of the lowercased text, built here on both sides.

const EARTH_KM = 6371;
/** A box covering more cells than this is not worth keying on (a 500 km box far north); '*' instead. */
const MAX_CELLS = 400;

export interface AlertCriteria {
  q_lc: string | null;
  location_lc: string | null;
  content_types: readonly string[];
  box: Box | null;
}

export interface Box {
  latMin: number;
  latMax: number;
  /** lngMin > lngMax when the box crosses the date line. */
  lngMin: number;
  lngMax: number;
}

export interface CallForKeys {
  title: string;
  role_description: string;
  location: string | null;
  content_types: readonly string[];
  latitude: number | null;
  longitude: number | null;
}

export const lc = (s: string | null | undefined) => {
  const t = s?.trim().toLowerCase();
  return t ? t : null;
};

function trigrams(s: string): string[] {
  const cps = Array.from(s);
  const out: string[] = [];
  for (let i = 0; i + 3 <= cps.length; i++) out.push(cps.slice(i, i + 3).join(''));
  return out;
}

/** A trigram of the text to key on: a middle one of its longest word, else any; none under 3 characters. */
function oneTrigram(text: string): string | null {
  const longest = text.split(/\s+/).reduce((a, b) => (Array.from(b).length > Array.from(a).length ? b : a), '');
  const grams = trigrams(Array.from(longest).length >= 3 ? longest : text);
  return grams.length ? (grams[Math.floor(grams.length / 2)] ?? null) : null;
}

const cell = (lat: number, lng: number) => `g:${Math.floor(lat)}:${Math.floor(lng)}`;

function boxCells(b: Box): string[] | null {
  const lats: number[] = [];
  for (let a = Math.floor(b.latMin); a <= Math.floor(Math.min(b.latMax, 89.999)); a++) lats.push(a);
  const lngs: number[] = [];
  const range = (lo: number, hi: number) => {
    for (let g = Math.floor(lo); g <= Math.floor(Math.min(hi, 179.999)); g++) lngs.push(g);
  };
  if (b.lngMin <= b.lngMax) range(b.lngMin, b.lngMax);
  else {
    range(b.lngMin, 180);
    range(-180, b.lngMax);
  }
  if (lats.length * lngs.length > MAX_CELLS) return null;
  return lats.flatMap((a) => lngs.map((g) => `g:${a}:${g}`));
}

/** The one key family a saved search is found by (above). */
export function alertKeys(c: AlertCriteria): string[] {
  const l = c.location_lc ? oneTrigram(c.location_lc) : null;
  if (l) return [`l:${l}`];
  const cells = c.box ? boxCells(c.box) : null;
  if (cells?.length) return cells;
  const q = c.q_lc ? oneTrigram(c.q_lc) : null;
  if (q) return [`t:${q}`];
  if (c.content_types.length > 0) return c.content_types.map((t) => `c:${t}`);
  return ['*'];
}

/** Every key a call can be found by (above). */
export function callKeys(call: CallForKeys): string[] {
  const keys = new Set<string>(['*']);
  for (const field of [call.title, call.role_description, call.location ?? '']) {
    for (const g of trigrams(field.toLowerCase())) keys.add(`t:${g}`);
  }
  for (const g of trigrams((call.location ?? '').toLowerCase())) keys.add(`l:${g}`);
  for (const t of call.content_types) keys.add(`c:${t}`);
  if (call.latitude !== null && call.longitude !== null) keys.add(cell(call.latitude, call.longitude));
  return [...keys];
}

/** The box around a point that holds every point within `km` (longitude widened by latitude; poles and the date line clamp). */
export function boundingBox(lat: number, lng: number, km: number): Box {
  const dLat = (km / EARTH_KM) * (180 / Math.PI);
  const latMin = Math.max(-90, lat - dLat);
  const latMax = Math.min(90, lat + dLat);
  const cosLat = Math.cos((Math.max(Math.abs(latMin), Math.abs(latMax)) * Math.PI) / 180);
  const dLng = cosLat < 1e-6 ? 180 : dLat / cosLat;
  if (dLng >= 180) return { latMin, latMax, lngMin: -180, lngMax: 180 };
  let lngMin = lng - dLng;
  let lngMax = lng + dLng;
  if (lngMin < -180) lngMin += 360;
  if (lngMax > 180) lngMax -= 360;
  return { latMin, latMax, lngMin, lngMax };
}
