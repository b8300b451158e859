import type { Location, LocationsListing } from '@coras/api-client';
import {
  createLocationPickerStore,
  type LocationPickerEffects,
  type LocationPickerStore,
  locationParams,
  type SupportedLocale,
  systemClock,
} from '@coras/booking-core';
import { atom, useStore } from 'jotai';
import {
  type RefObject,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useApi } from '../../runtime/data/useApi';
import { useCorasContext } from '../../runtime/provider/context';
import { useNavigate, usePageParams } from '../../runtime/provider/navigation-context';
import type { GeolocationAdapter } from './geolocation';
import { usePlaceName } from './usePlaceName';

/**
 * Popular locations per locale, fetched once per widget (spec 1 §7: "popular cached when fetched
 * without a term"). In the widget's store, so a picker that remounts (the visitor went to a
 * details page and back) does not ask again, and two widgets on one page never share it.
 */
export const popularLocationsAtom = atom<Partial<Record<SupportedLocale, Location[]>>>({});

export interface UseLocationPickerOptions {
  /** The field: the Enter rule blurs it (spec 1 §4). */
  inputRef: RefObject<HTMLInputElement | null>;
  /** The visitor's position for 'Near me'; `undefined` means unsupported (only logged). */
  geolocation: GeolocationAdapter | undefined;
}

/**
 * The location picker's state: booking-core's machine (spec 1 §4 'Location dropdown') with its
 * effects wired to the widget — `GET locations/search` through the provider's client (the machine
 * throttles to 500 ms from 3 characters and aborts what a newer term supersedes), the popular
 * cache, navigation on a choice, the geolocation adapter, and the error log.
 *
 * It follows the page's country and city: the field's name comes from `GET locations` (the city
 * by slug first, then the country), and when both are cleared the picker resets.
 */
export function useLocationPicker({ inputRef, geolocation }: UseLocationPickerOptions) {
  const { client, locale, logError, timers } = useCorasContext();
  const navigate = useNavigate();
  const params = usePageParams();
  const widgetState = useStore();

  // The store lives as long as the locale: names and popular places are in the visitor's language.
  const latest = useRef({ navigate, geolocation, logError });
  latest.current = { navigate, geolocation, logError };
  const store = useMemo<LocationPickerStore>(() => {
    const effects: LocationPickerEffects = {
      async searchLocations(query, signal) {
        const popularOnly = query.query === undefined && query.latitude === undefined;
        const cached = popularOnly ? widgetState.get(popularLocationsAtom)[locale] : undefined;
        if (cached) return { popular: cached, results: [] };
        const { data, error } = await client.GET('/{api_version}/locations/search', {
          params: { query },
          signal,
        });
        if (error) throw error;
        if (popularOnly) widgetState.set(popularLocationsAtom, (all) => ({ ...all, [locale]: data.popular }));
        return data;
      },
      onParamsChange: (place) => latest.current.navigate({ page: 'landing', ...place }),
      blur: () => inputRef.current?.blur(),
      timers,
      clock: systemClock,
      // Spec 1 §8: geolocation and search failures reach the console only, never the visitor.
      logger: {
        warn: (message, details) => latest.current.logError(`Coras widget: ${message}`, details),
        error: (message, details) => latest.current.logError(`Coras widget: ${message}`, details),
      },
    };
    // Read at the moment 'Near me' is chosen, so a new adapter needs no new store.
    Object.defineProperty(effects, 'getCurrentPosition', {
      get: () => latest.current.geolocation,
      enumerable: true,
    });
    return createLocationPickerStore(effects);
  }, [client, locale, widgetState, inputRef, timers]);
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);

  const country = params.country;
  const city = params.city;
  const placeholderName = usePlaceName();
  // Before the browser paints: the picker replaces its stand-in, which already showed the place's
  // name, and must never show an empty field for a frame in between.
  useLayoutEffect(() => {
    const { selected: chosen, placeholderName: named } = store.getSnapshot();
    // With no place on the page nor in the field there is nothing to reset, and the term stays:
    // what the visitor typed into the stand-in this picker replaced is handed over on mount.
    if (!country && !city && !chosen && named === undefined) return;
    if (chosen && !samePlace(locationParams(chosen), { country, city })) {
      // Another screen moved the page elsewhere (the breadcrumb, the navbar): the choice made here
      // no longer names the page, so start again from the page's place.
      store.send({ type: 'paramsChanged', country: '', city: '' });
    }
    store.send({ type: 'paramsChanged', country, city, placeholderName });
  }, [store, country, city, placeholderName]);

  // Country flags need ISO codes, which only the full listing has; asked once the dropdown opened.
  const [flagsWanted, setFlagsWanted] = useState(false);
  useEffect(() => {
    if (state.status === 'open') setFlagsWanted(true);
  }, [state.status]);
  const everything = useApi<LocationsListing>(
    flagsWanted ? ['locations', locale, undefined, undefined] : null,
    (signal) => client.GET('/{api_version}/locations', { signal }),
    { revalidateIfStale: false },
  );
  const flagCodes = useMemo(() => countryCodes(everything.data), [everything.data]);

  return { store, state, flagCodes };
}

function samePlace(
  a: { country: string; city: string },
  b: { country?: string | undefined; city?: string | undefined },
): boolean {
  return a.country === (b.country ?? '') && a.city === (b.city ?? '');
}

/** Country slug → ISO 3166-1 alpha-2 code, from a locations listing. */
function countryCodes(listing: LocationsListing | undefined): ReadonlyMap<string, string> {
  const codes = new Map<string, string>();
  for (const region of listing?.regions ?? []) {
    for (const country of region.countries) if (country.code) codes.set(country.slug, country.code);
  }
  return codes;
}
