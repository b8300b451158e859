import type { Coordinates } from '@coras/booking-core';

/**
 * Where 'Near me' gets the visitor's position: resolves with coordinates, rejects when the visitor
 * denies it or the position cannot be found. Inject one in tests and stories; the browser's is the
 * default.
 */
export type GeolocationAdapter = () => Promise<Coordinates>;

/** How long a position stays good, and how long to wait for a new one. */
const POSITION_OPTIONS: PositionOptions = { maximumAge: 10 * 60_000, timeout: 15_000 };

/**
 * The browser's Geolocation API as an adapter, or `undefined` where there is none (an old
 * browser, server rendering, a page that is not a secure context): 'Near me' then only logs
 * that geolocation is unsupported (spec 1 §8).
 */
export function browserGeolocation(): GeolocationAdapter | undefined {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) return undefined;
  return () =>
    new Promise((resolve, reject) => {
      geolocation.getCurrentPosition(
        (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
        // A GeolocationPositionError is not an Error: wrap it so the log says what happened.
        (error) => reject(new Error(`Geolocation error ${error.code}: ${error.message}`)),
        POSITION_OPTIONS,
      );
    });
}
