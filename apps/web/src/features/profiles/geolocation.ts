import { LOCATION_LIMITS, LOCATION_MESSAGES, roundCoordinate } from '@mb/contract/location';

/** What the member is told when the browser gives no position (GeolocationPositionError codes 1-3). */
export function geolocationMessage(code: number | 'unsupported'): string {
  if (code === 'unsupported') return LOCATION_MESSAGES.geoUnsupported;
  if (code === 1) return LOCATION_MESSAGES.geoDenied;
  if (code === 3) return LOCATION_MESSAGES.geoTimeout;
  return LOCATION_MESSAGES.geoUnavailable;
}

export type Located = { ok: true; latitude: number; longitude: number } | { ok: false; message: string };

/**
 * Asks the browser for its position once, after the member clicked to share it (the browser then asks
 * for permission). Coarse accuracy is plenty: the server keeps 0.01°.
 */
export function locate(geo: Geolocation | undefined = globalThis.navigator?.geolocation): Promise<Located> {
  if (!geo) return Promise.resolve({ ok: false, message: geolocationMessage('unsupported') });
  return new Promise((resolve) => {
    geo.getCurrentPosition(
      (p) => resolve({ ok: true, latitude: roundCoordinate(p.coords.latitude), longitude: roundCoordinate(p.coords.longitude) }),
      (e) => resolve({ ok: false, message: geolocationMessage(e.code) }),
      { enableHighAccuracy: false, timeout: LOCATION_LIMITS.geolocationTimeoutMs, maximumAge: 10 * 60_000 },
    );
  });
}
