import type { Location, LocationSearchResponse } from '@coras/api-client';
import type { Logger } from '../adapters/logger';
import { silentLogger } from '../adapters/logger';
import type { Clock, TimerProvider } from '../adapters/timers';
import { createStore, type Store } from '../store/store';
import { createTermSearchStore, isSearchableTerm } from '../term-search/term-search';

// Its own module: the landing's first load names the page's place without the picker's machine.
export { placeholderFromListing } from './place-name';

/** A position from the geolocation adapter. */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Open while the dropdown shows; closed otherwise. */
export type LocationPickerStatus = 'closed' | 'open';

/** The location picker's state (spec 1 §4 'Location dropdown'). */
export interface LocationPickerState {
  status: LocationPickerStatus;
  /** What the visitor typed since the dropdown opened. */
  term: string;
  /** Set by 'Near me'; cleared by typing. */
  coordinates: Coordinates | undefined;
  /** The chosen location, whose name the field shows. */
  selected: Location | undefined;
  /** The name of the location in the page parameters, before one is chosen here (from `GET locations`). */
  placeholderName: string | undefined;
  /** Popular locations, cached once fetched without a term. */
  popular: Location[] | undefined;
  /** The results of the latest search by term or by coordinates. */
  results: Location[];
  /** The trimmed term or the coordinates `results` answer. */
  resultsFor: string | Coordinates | undefined;
}

/** What the picker is told. */
export type LocationPickerEvent =
  /** A click on the field. */
  | { type: 'open' }
  | { type: 'escape' }
  | { type: 'outsideClick' }
  | { type: 'type'; term: string }
  /** The geolocation adapter answered after 'Near me'. */
  | { type: 'geolocated'; coordinates: Coordinates }
  | { type: 'select'; location: Location }
  /** Enter in the field; the view always prevents the default. */
  | { type: 'enter' }
  | { type: 'popularLoaded'; popular: Location[] }
  | { type: 'resultsLoaded'; for: string | Coordinates; results: Location[] }
  /** The page parameters changed (also by other widgets): country and city slugs, and the name to show. */
  | {
      type: 'paramsChanged';
      country?: string | undefined;
      city?: string | undefined;
      placeholderName?: string | undefined;
    };

/** The picker before anything happened. */
export const initialLocationPickerState: LocationPickerState = {
  status: 'closed',
  term: '',
  coordinates: undefined,
  selected: undefined,
  placeholderName: undefined,
  popular: undefined,
  results: [],
  resultsFor: undefined,
};

/** What the dropdown lists results for: the coordinates of 'Near me', else the trimmed term. */
function searchedFor(state: LocationPickerState): string | Coordinates {
  return state.coordinates ?? state.term.trim();
}

/**
 * True while the dropdown lists the results of a search, by position ('Near me') or by a term of
 * 3 characters or more, rather than the popular places.
 */
export function listsSearchResults(state: LocationPickerState): boolean {
  return state.coordinates !== undefined || isSearchableTerm(state.term);
}

/** True once the results of the current search (see `listsSearchResults`) have arrived. */
export function searchAnswered(state: LocationPickerState): boolean {
  return listsSearchResults(state) && sameQuery(state.resultsFor, searchedFor(state));
}

function choose(state: LocationPickerState, location: Location): LocationPickerState {
  return { ...state, status: 'closed', selected: location, term: '', coordinates: undefined };
}

function sameQuery(a: string | Coordinates | undefined, b: string | Coordinates | undefined): boolean {
  if (typeof a === 'string' || typeof b === 'string' || a === undefined || b === undefined) return a === b;
  return a.latitude === b.latitude && a.longitude === b.longitude;
}

/** The single result Enter would choose: exactly one result and a term of at least 3 characters. */
export function enterChoice(state: LocationPickerState): Location | undefined {
  if (
    !isSearchableTerm(state.term) ||
    !sameQuery(state.resultsFor, searchedFor(state)) ||
    state.results.length !== 1
  )
    return undefined;
  return state.results[0];
}

/**
 * The picker's pure transition (spec 1 §4). Opening clears the term; Escape, an outside click and
 * choosing close it; typing clears the coordinates; 'Near me' sets them, clears the term and keeps
 * the dropdown open; Enter chooses the only result of a term of 3 characters or more; when country
 * and city both become empty, the selection, term and placeholder reset.
 */
export function locationPickerTransition(
  state: LocationPickerState,
  event: LocationPickerEvent,
): LocationPickerState {
  switch (event.type) {
    case 'open':
      return state.status === 'open' ? state : { ...state, status: 'open', term: '' };
    case 'escape':
    case 'outsideClick':
      return state.status === 'closed' ? state : { ...state, status: 'closed', term: '' };
    case 'type':
      return { ...state, status: 'open', term: event.term, coordinates: undefined };
    case 'geolocated':
      return {
        ...state,
        status: 'open',
        term: '',
        coordinates: event.coordinates,
        results: [],
        resultsFor: undefined,
      };
    case 'select':
      return choose(state, event.location);
    case 'enter': {
      const only = enterChoice(state);
      return only ? choose(state, only) : state;
    }
    case 'popularLoaded':
      return { ...state, popular: event.popular };
    case 'resultsLoaded': {
      const current = typeof event.for === 'string' ? state.term.trim() : state.coordinates;
      return sameQuery(event.for, current)
        ? { ...state, results: event.results, resultsFor: event.for }
        : state;
    }
    case 'paramsChanged':
      if (!event.country && !event.city) {
        return { ...state, selected: undefined, term: '', placeholderName: undefined };
      }
      return event.placeholderName === undefined
        ? state
        : { ...state, placeholderName: event.placeholderName };
    default:
      return event satisfies never;
  }
}

/**
 * The locations the dropdown lists (spec 1 §5): by coordinates, their results; with an empty term,
 * the popular locations; below 3 characters, none; else the results of that term.
 */
export function visibleLocations(state: LocationPickerState): Location[] {
  if (state.coordinates) return sameQuery(state.resultsFor, state.coordinates) ? state.results : [];
  if (state.term.trim() === '') return state.popular ?? [];
  if (!isSearchableTerm(state.term)) return [];
  return sameQuery(state.resultsFor, searchedFor(state)) ? state.results : [];
}

/** 'Near me' and the Popular heading show while no term is typed. */
export function showsNearMe(state: LocationPickerState): boolean {
  return state.term === '';
}

/** The name the field shows for the chosen location, else for the page's parameters. */
export function chosenLocationName(state: LocationPickerState): string | undefined {
  return state.selected?.name ?? state.placeholderName;
}

/**
 * The field's value: the term while open, the chosen location's name when closed (closing
 * restores it, spec 1 §2).
 */
export function locationFieldValue(state: LocationPickerState): string {
  return state.status === 'open' ? state.term : (chosenLocationName(state) ?? '');
}

/**
 * The field's placeholder when it is not the package's 'Where are you going?': while open
 * (focused) the chosen location's name replaces it (spec 1 §2); else `undefined`.
 */
export function locationFieldPlaceholder(state: LocationPickerState): string | undefined {
  return state.status === 'open' ? chosenLocationName(state) : undefined;
}

/** The parameter change a chosen location emits: a city with its country, else a country alone. */
export function locationParams(location: Location): { country: string; city: string } {
  if (location.location_type === 'city')
    return { city: location.slug, country: location.parent_location?.slug ?? '' };
  return { country: location.slug, city: '' };
}

/** The calls and browser features the picker uses, injected. */
export interface LocationPickerEffects {
  /** `GET locations/search` with a term, coordinates, or neither (popular only). Rejects on failure. */
  searchLocations(
    query: { query?: string; latitude?: number; longitude?: number },
    signal: AbortSignal,
  ): Promise<LocationSearchResponse>;
  /** The browser's position; rejects when unsupported or denied. */
  getCurrentPosition?(): Promise<Coordinates>;
  /** Emits the parameter change of a chosen location. */
  onParamsChange(params: { country: string; city: string }): void;
  /** Blurs the field (after Enter). */
  blur?(): void;
  timers: TimerProvider;
  clock: Clock;
  /** Geolocation and search failures are only logged (spec 1 §8). */
  logger?: Logger;
}

/** The picker's store, plus 'Near me'. */
export interface LocationPickerStore extends Store<LocationPickerState, LocationPickerEvent> {
  /** Asks the geolocation adapter; a denial or no support is only logged. */
  requestGeolocation(): Promise<void>;
}

/**
 * The location picker as a store: popular locations fetched on the first open and cached, the
 * term searched as you type (`createTermSearchStore`: from 3 characters, at most every 500 ms,
 * older calls aborted), coordinates searched at once, a chosen location emitted and, after Enter
 * chose one, the field blurred.
 */
export function createLocationPickerStore(effects: LocationPickerEffects): LocationPickerStore {
  const logger = effects.logger ?? silentLogger;
  let nearby: AbortController | undefined;
  let popularRequested = false;

  const termSearch = createTermSearchStore({
    search: (term, signal) => effects.searchLocations({ query: term }, signal),
    timers: effects.timers,
    clock: effects.clock,
    failure: 'Location search failed',
    logger,
  });
  termSearch.subscribe(() => {
    const { status, respondedTerm, response } = termSearch.getSnapshot();
    if (status === 'complete' && respondedTerm !== undefined && response)
      store.send({ type: 'resultsLoaded', for: respondedTerm, results: response.results });
  });
  /** Stops the term's search and any search by position. */
  const stopSearches = () => {
    termSearch.send({ type: 'type', term: '' });
    nearby?.abort();
  };

  const searchNearby = (coordinates: Coordinates) => {
    stopSearches();
    const current = new AbortController();
    nearby = current;
    const { latitude, longitude } = coordinates;
    effects.searchLocations({ latitude, longitude }, current.signal).then(
      (response) => {
        if (!current.signal.aborted)
          store.send({ type: 'resultsLoaded', for: coordinates, results: response.results });
      },
      (error: unknown) => {
        if (!current.signal.aborted) logger.error('Location search failed', error);
      },
    );
  };

  const fetchPopular = () => {
    popularRequested = true;
    effects.searchLocations({}, new AbortController().signal).then(
      (response) => store.send({ type: 'popularLoaded', popular: response.popular }),
      (error: unknown) => {
        popularRequested = false;
        logger.error('Popular locations failed', error);
      },
    );
  };

  const store = createStore(initialLocationPickerState, locationPickerTransition, (next, previous, event) => {
    if (event.type === 'open' && next.popular === undefined && !popularRequested) fetchPopular();
    if (event.type === 'type') {
      nearby?.abort();
      termSearch.send({ type: 'type', term: next.term });
    }
    if (event.type === 'geolocated') searchNearby(event.coordinates);
    if (
      (event.type === 'select' || event.type === 'enter') &&
      next.selected &&
      next.selected !== previous.selected
    ) {
      stopSearches();
      effects.onParamsChange(locationParams(next.selected));
    }
    if (event.type === 'enter') effects.blur?.();
  });

  const send = store.send;
  return {
    ...store,
    send(event) {
      // Enter with nothing to choose changes nothing: the field keeps the focus and the list stays
      // open, so a keyboard or screen-reader user is not dropped on the page's body with a list they
      // can no longer reach (issue 21 stands over spec 1 §4's 'the field is then blurred' here).
      if (event.type === 'enter' && enterChoice(store.getSnapshot()) === undefined) return;
      send(event);
    },
    async requestGeolocation() {
      if (!effects.getCurrentPosition) {
        logger.warn('Geolocation is not supported');
        return;
      }
      try {
        const coordinates = await effects.getCurrentPosition();
        send({ type: 'geolocated', coordinates });
      } catch (error) {
        logger.warn('Geolocation failed or was denied', error);
      }
    },
  };
}
