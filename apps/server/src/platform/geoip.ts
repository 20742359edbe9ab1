import { isIP } from 'node:net';
import type { CountryResponse, Reader } from 'maxmind';
import type { Logger } from 'pino';

/**
 * The approximate place of an address: its country's ISO code from a local MaxMind database
 * (GEOIP_DB, a GeoLite2/GeoIP2 Country or City .mmdb file). No database configured, an address it
 * does not know, or a private address: null, and nothing is shown. The file is opened once per path
 * and read in memory; nothing leaves the machine.
 */
const readers = new Map<string, Promise<Reader<CountryResponse> | null>>();

export async function countryOf(config: { GEOIP_DB?: string }, ip: string | null | undefined, log?: Logger): Promise<string | null> {
  if (!config.GEOIP_DB || !ip || !isIP(ip)) return null;
  let reader = readers.get(config.GEOIP_DB);
  if (!reader) {
    // maxmind is imported only when a database is configured.
    reader = import('maxmind')
      .then((m) => m.default.open<CountryResponse>(config.GEOIP_DB as string))
      .catch((err: unknown) => {
        log?.warn({ err, path: config.GEOIP_DB }, 'GEOIP_DB could not be opened: places are not shown');
        return null;
      });
    readers.set(config.GEOIP_DB, reader);
  }
  const r = await reader;
  try {
    return r?.get(ip)?.country?.iso_code ?? null;
  } catch {
    return null;
  }
}
