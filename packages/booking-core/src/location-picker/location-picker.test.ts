import type { Location, LocationSearchResponse } from '@coras/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { globalTimers, systemClock } from '../adapters/timers';
import {
  chosenLocationName,
  createLocationPickerStore,
  enterChoice,
  initialLocationPickerState,
  type LocationPickerEffects,
  type LocationPickerEvent,
  type LocationPickerState,
  listsSearchResults,
  locationFieldPlaceholder,
  locationFieldValue,
  locationParams,
  locationPickerTransition,
  placeholderFromListing,
  searchAnswered,
  showsNearMe,
  visibleLocations,
} from './location-picker';

const ireland: Location = { location_type: 'country', name: 'Ireland', slug: 'ireland' };
const cork: Location = {
  location_type: 'city',
  name: 'Cork',
  slug: 'cork',
  parent_location: { slug: 'ireland' },
};
const dublin: Location = {
  location_type: 'city',
  name: 'Dublin',
  slug: 'dublin',
  parent_location: { slug: 'ireland' },
};

const run = (state: LocationPickerState, ...events: LocationPickerEvent[]) =>
  events.reduce(locationPickerTransition, state);

describe('locationPickerTransition (spec 1 §4)', () => {
  it('opens on click with the term cleared; opening twice changes nothing', () => {
    const typed = { ...initialLocationPickerState, term: 'old' };
    const open = locationPickerTransition(typed, { type: 'open' });
    expect(open).toMatchObject({ status: 'open', term: '' });
    expect(locationPickerTransition(open, { type: 'open' })).toBe(open);
  });

  it('closes on Escape and on an outside click, restoring the chosen name in the field', () => {
    const open = run(
      { ...initialLocationPickerState, selected: cork },
      { type: 'open' },
      { type: 'type', term: 'dub' },
    );
    expect(locationFieldValue(open)).toBe('dub');
    for (const type of ['escape', 'outsideClick'] as const) {
      const closed = locationPickerTransition(open, { type });
      expect(closed.status).toBe('closed');
      expect(locationFieldValue(closed)).toBe('Cork');
      expect(locationPickerTransition(closed, { type })).toBe(closed);
    }
  });

  it('typing clears the coordinates; Near me sets them, clears the term and stays open', () => {
    const near = run(
      initialLocationPickerState,
      { type: 'open' },
      { type: 'type', term: 'co' },
      {
        type: 'geolocated',
        coordinates: { latitude: 51.9, longitude: -8.47 },
      },
    );
    expect(near).toMatchObject({
      status: 'open',
      term: '',
      coordinates: { latitude: 51.9, longitude: -8.47 },
    });
    expect(locationPickerTransition(near, { type: 'type', term: 'd' }).coordinates).toBeUndefined();
  });

  it('choosing stores the location, clears the term, shows its name and closes', () => {
    const chosen = run(
      initialLocationPickerState,
      { type: 'open' },
      { type: 'type', term: 'cor' },
      { type: 'select', location: cork },
    );
    expect(chosen).toMatchObject({ status: 'closed', term: '', selected: cork });
    expect(locationFieldValue(chosen)).toBe('Cork');
  });

  it('Enter chooses the only result of a term of 3 or more characters', () => {
    const one = run(
      initialLocationPickerState,
      { type: 'open' },
      { type: 'type', term: 'cor' },
      {
        type: 'resultsLoaded',
        for: 'cor',
        results: [cork],
      },
    );
    expect(enterChoice(one)).toBe(cork);
    expect(locationPickerTransition(one, { type: 'enter' })).toMatchObject({
      status: 'closed',
      selected: cork,
    });

    const two = locationPickerTransition(one, { type: 'resultsLoaded', for: 'cor', results: [cork, dublin] });
    expect(locationPickerTransition(two, { type: 'enter' })).toBe(two);
    const short = run(initialLocationPickerState, { type: 'open' }, { type: 'type', term: 'co' });
    expect(enterChoice({ ...short, results: [cork], resultsFor: 'co' })).toBeUndefined();
    // Results of an older term do not count.
    const stale = { ...one, term: 'cork' };
    expect(enterChoice(stale)).toBeUndefined();
  });

  it('resets selection, term and placeholder when country and city both become empty', () => {
    const state = { ...initialLocationPickerState, selected: cork, placeholderName: 'Cork', term: 'x' };
    expect(locationPickerTransition(state, { type: 'paramsChanged', country: '', city: '' })).toMatchObject({
      selected: undefined,
      term: '',
      placeholderName: undefined,
    });
    expect(locationPickerTransition(state, { type: 'paramsChanged', country: 'ireland' })).toBe(state);
    expect(
      locationPickerTransition(initialLocationPickerState, {
        type: 'paramsChanged',
        city: 'cork',
        placeholderName: 'Cork',
      }).placeholderName,
    ).toBe('Cork');
  });

  it('ignores results for another term or other coordinates', () => {
    const open = run(initialLocationPickerState, { type: 'open' }, { type: 'type', term: 'dubl' });
    expect(locationPickerTransition(open, { type: 'resultsLoaded', for: 'dub', results: [dublin] })).toBe(
      open,
    );
    expect(
      locationPickerTransition(open, {
        type: 'resultsLoaded',
        for: { latitude: 1, longitude: 2 },
        results: [dublin],
      }),
    ).toBe(open);
    const near = locationPickerTransition(open, {
      type: 'geolocated',
      coordinates: { latitude: 1, longitude: 2 },
    });
    expect(
      locationPickerTransition(near, {
        type: 'resultsLoaded',
        for: { latitude: 1, longitude: 3 },
        results: [dublin],
      }),
    ).toBe(near);
    expect(
      visibleLocations(
        locationPickerTransition(near, {
          type: 'resultsLoaded',
          for: { latitude: 1, longitude: 2 },
          results: [dublin],
        }),
      ),
    ).toEqual([dublin]);
  });
});

describe('whether a search answered', () => {
  it('lists popular places below 3 characters, results by a longer term or by position', () => {
    const open = run(initialLocationPickerState, { type: 'open' });
    expect(listsSearchResults(run(open, { type: 'type', term: ' co ' }))).toBe(false);
    expect(listsSearchResults(run(open, { type: 'type', term: 'cor' }))).toBe(true);
    expect(
      listsSearchResults(run(open, { type: 'geolocated', coordinates: { latitude: 1, longitude: 2 } })),
    ).toBe(true);
  });

  it('answers once the results of the current term, spaces around it not counted, arrived', () => {
    const typed = run(initialLocationPickerState, { type: 'open' }, { type: 'type', term: 'cork ' });
    expect(searchAnswered(typed)).toBe(false);
    const answered = run(typed, { type: 'resultsLoaded', for: 'cork', results: [cork] });
    expect(searchAnswered(answered)).toBe(true);
    expect(visibleLocations(answered)).toEqual([cork]);
    expect(searchAnswered(run(answered, { type: 'type', term: 'corka' }))).toBe(false);
  });
});

describe('what the dropdown and field show', () => {
  const base = { ...initialLocationPickerState, status: 'open' as const, popular: [ireland] };

  it('lists popular with an empty term, nothing below 3 characters, else the term results (spec 1 §5)', () => {
    expect(visibleLocations(base)).toEqual([ireland]);
    expect(visibleLocations({ ...initialLocationPickerState })).toEqual([]);
    expect(visibleLocations({ ...base, term: 'co', results: [cork], resultsFor: 'co' })).toEqual([]);
    expect(visibleLocations({ ...base, term: 'cor', results: [cork], resultsFor: 'cor' })).toEqual([cork]);
    expect(visibleLocations({ ...base, term: 'cork', results: [cork], resultsFor: 'cor' })).toEqual([]);
    expect(visibleLocations({ ...base, coordinates: { latitude: 1, longitude: 1 } })).toEqual([]);
    expect(showsNearMe(base)).toBe(true);
    expect(showsNearMe({ ...base, term: 'c' })).toBe(false);
  });

  it("replaces the placeholder with the chosen name while focused, else 'Where are you going?'", () => {
    // undefined: the package's own 'Where are you going?'.
    expect(locationFieldPlaceholder(base)).toBeUndefined();
    expect(locationFieldPlaceholder({ ...base, selected: cork })).toBe('Cork');
    expect(locationFieldPlaceholder({ ...base, status: 'closed', selected: cork })).toBeUndefined();
    expect(locationFieldValue({ ...base, status: 'closed', placeholderName: 'Ireland' })).toBe('Ireland');
    expect(locationFieldValue({ ...base, status: 'closed' })).toBe('');
    expect(chosenLocationName({ ...base, selected: cork, placeholderName: 'Ireland' })).toBe('Cork');
  });

  it('emits a city with its country, a country alone', () => {
    expect(locationParams(cork)).toEqual({ city: 'cork', country: 'ireland' });
    expect(locationParams({ location_type: 'city', name: 'Cork', slug: 'cork' })).toEqual({
      city: 'cork',
      country: '',
    });
    expect(locationParams(ireland)).toEqual({ country: 'ireland', city: '' });
  });

  it('finds the placeholder name: city by slug first, then country', () => {
    const listing = {
      regions: [
        {
          slug: 'europe',
          name: 'Europe',
          countries: [{ slug: 'ireland', name: 'Ireland', cities: [{ slug: 'cork', name: 'Cork' }] }],
        },
      ],
    };
    expect(placeholderFromListing(listing, { country: 'ireland', city: 'cork' })).toBe('Cork');
    expect(placeholderFromListing(listing, { country: 'ireland', city: 'galway' })).toBe('Ireland');
    expect(placeholderFromListing(listing, { city: 'galway' })).toBeUndefined();
    expect(placeholderFromListing(undefined, { country: 'ireland' })).toBeUndefined();
  });
});

describe('createLocationPickerStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-05-01T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup(overrides: Partial<LocationPickerEffects> = {}) {
    const calls: { query: Record<string, unknown>; signal: AbortSignal }[] = [];
    const searchLocations = vi.fn(
      async (query: Record<string, unknown>, signal: AbortSignal): Promise<LocationSearchResponse> => {
        calls.push({ query, signal });
        const term = typeof query.query === 'string' ? query.query : '';
        return {
          popular: [ireland],
          results: term ? [cork, dublin].filter((l) => l.name.toLowerCase().startsWith(term)) : [dublin],
        };
      },
    );
    const effects = {
      searchLocations,
      onParamsChange: vi.fn(),
      blur: vi.fn(),
      timers: globalTimers,
      clock: systemClock,
      logger: { warn: vi.fn(), error: vi.fn() },
      ...overrides,
    };
    return { store: createLocationPickerStore(effects), effects, calls };
  }

  it('fetches popular locations on the first open only, and caches them', async () => {
    const { store, effects } = setup();
    store.send({ type: 'open' });
    await vi.runAllTimersAsync();
    expect(store.getSnapshot().popular).toEqual([ireland]);
    store.send({ type: 'escape' });
    store.send({ type: 'open' });
    await vi.runAllTimersAsync();
    expect(effects.searchLocations).toHaveBeenCalledTimes(1);
    expect(effects.searchLocations).toHaveBeenCalledWith({}, expect.any(AbortSignal));
  });

  it('retries popular on the next open after a failure, logging it', async () => {
    const failing = vi.fn(async () => {
      throw new Error('down');
    });
    const { store, effects } = setup({ searchLocations: failing });
    store.send({ type: 'open' });
    await vi.runAllTimersAsync();
    expect(effects.logger.error).toHaveBeenCalledWith('Popular locations failed', expect.any(Error));
    store.send({ type: 'escape' });
    store.send({ type: 'open' });
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('searches from 3 characters, throttled to one call per 500 ms with the latest term', async () => {
    const { store, calls } = setup();
    store.send({ type: 'open' });
    const popularCalls = calls.length;
    store.send({ type: 'type', term: 'co' });
    expect(calls.length).toBe(popularCalls);
    store.send({ type: 'type', term: 'cor' });
    expect(calls.at(-1)?.query).toEqual({ query: 'cor' });
    store.send({ type: 'type', term: 'cork' });
    store.send({ type: 'type', term: 'corkx' });
    expect(calls.length).toBe(popularCalls + 1);
    await vi.advanceTimersByTimeAsync(499);
    expect(calls.length).toBe(popularCalls + 1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.length).toBe(popularCalls + 2);
    expect(calls.at(-1)?.query).toEqual({ query: 'corkx' });
    // The earlier call was aborted: only the latest may answer.
    expect(calls[popularCalls]?.signal.aborted).toBe(true);
  });

  it('drops the pending search when the term falls below 3 characters', async () => {
    const { store, calls } = setup();
    store.send({ type: 'type', term: 'cor' });
    store.send({ type: 'type', term: 'cork' });
    store.send({ type: 'type', term: 'co' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls.map((call) => call.query)).toEqual([{ query: 'cor' }]);
    expect(calls[0]?.signal.aborted).toBe(true);
  });

  it('Enter with one result chooses it, emits the parameters and blurs; otherwise changes nothing', async () => {
    const { store, effects } = setup();
    store.send({ type: 'type', term: 'cor' });
    await vi.runAllTimersAsync();
    expect(visibleLocations(store.getSnapshot())).toEqual([cork]);
    store.send({ type: 'enter' });
    expect(store.getSnapshot()).toMatchObject({ status: 'closed', selected: cork });
    expect(effects.onParamsChange).toHaveBeenCalledWith({ city: 'cork', country: 'ireland' });
    expect(effects.blur).toHaveBeenCalledTimes(1);

    store.send({ type: 'open' });
    store.send({ type: 'enter' });
    expect(effects.blur).toHaveBeenCalledTimes(1);
    expect(effects.onParamsChange).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().status).toBe('open');
  });

  it('choosing a location emits its parameters', () => {
    const { store, effects } = setup();
    store.send({ type: 'select', location: ireland });
    expect(effects.onParamsChange).toHaveBeenCalledWith({ country: 'ireland', city: '' });
  });

  it('Near me searches by coordinates; a denial is only logged', async () => {
    const { store, calls } = setup({
      getCurrentPosition: async () => ({ latitude: 53.35, longitude: -6.26 }),
    });
    await store.requestGeolocation();
    await vi.runAllTimersAsync();
    expect(calls.at(-1)?.query).toEqual({ latitude: 53.35, longitude: -6.26 });
    expect(visibleLocations(store.getSnapshot())).toEqual([dublin]);

    const denied = setup({
      getCurrentPosition: async () => {
        throw new Error('denied');
      },
    });
    await denied.store.requestGeolocation();
    expect(denied.effects.logger.warn).toHaveBeenCalledWith(
      'Geolocation failed or was denied',
      expect.any(Error),
    );
    expect(denied.store.getSnapshot().coordinates).toBeUndefined();

    const unsupported = setup();
    await unsupported.store.requestGeolocation();
    expect(unsupported.effects.logger.warn).toHaveBeenCalledWith('Geolocation is not supported');
  });

  it('logs a failed search without a user message, and ignores an aborted one', async () => {
    let reject: (error: Error) => void = () => undefined;
    const searchLocations = vi.fn(
      (_query: unknown, _signal: AbortSignal) =>
        new Promise<LocationSearchResponse>((_resolve, fail) => {
          reject = fail;
        }),
    );
    const { store, effects } = setup({ searchLocations });
    store.send({ type: 'type', term: 'cor' });
    reject(new Error('500'));
    await vi.runAllTimersAsync();
    expect(effects.logger.error).toHaveBeenCalledWith('Location search failed', expect.any(Error));

    store.send({ type: 'type', term: 'dub' });
    const rejectFirst = reject;
    await vi.advanceTimersByTimeAsync(500);
    store.send({ type: 'type', term: 'dubl' });
    await vi.advanceTimersByTimeAsync(500);
    rejectFirst(new Error('aborted'));
    await vi.runAllTimersAsync();
    expect(effects.logger.error).toHaveBeenCalledTimes(1);
  });

  it('works without blur and logger adapters', () => {
    const store = createLocationPickerStore({
      searchLocations: async () => ({ popular: [], results: [] }),
      onParamsChange: () => undefined,
      timers: globalTimers,
      clock: systemClock,
    });
    store.send({ type: 'enter' });
    expect(store.getSnapshot().status).toBe('closed');
    return store.requestGeolocation();
  });
});
