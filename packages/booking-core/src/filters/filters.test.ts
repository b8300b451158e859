import type { FilterDefinition } from '@coras/api-client';
import { describe, expect, it } from 'vitest';
import { buildPath, parsePath } from '../navigation/navigation';
import {
  applyCategories,
  clearAllFilters,
  clearDateRange,
  filterChips,
  hasActiveFilters,
  removeChip,
  setDateRange,
  setSorting,
  toggleDuration,
  togglePrice,
} from './filters';
import {
  DEFAULT_CATEGORIES,
  DEFAULT_SORTING,
  defaultLandingFilters,
  filtersFromParams,
  filtersToLandingQuery,
  filtersToParams,
} from './landing-filters';

const definitions: FilterDefinition[] = [
  { type: 'price', label: 'Price', value: 'price', options: [{ label: 'Under €25', value: 'lt25' }] },
  {
    type: 'duration',
    label: 'Duration',
    value: 'duration',
    options: [{ label: 'Up to 1 hour', value: '0-60' }],
  },
  {
    type: 'category',
    label: 'Categories',
    value: 'category',
    options: [{ label: 'Music', value: 'music', options: [{ label: 'Jazz', value: 'jazz' }] }],
  },
];

describe('defaults', () => {
  it('sort by popularity and category music', () => {
    expect(DEFAULT_SORTING).toBe('popularity');
    expect(DEFAULT_CATEGORIES).toEqual(['music']);
    expect(defaultLandingFilters()).toEqual({
      startDate: undefined,
      endDate: undefined,
      sorting: 'popularity',
      price: undefined,
      duration: [],
      categories: ['music'],
      country: undefined,
      city: undefined,
    });
  });
});

describe('toggles (spec 1 §4)', () => {
  it('price is single choice: the same option clears it, another replaces it', () => {
    const chosen = togglePrice(defaultLandingFilters(), 'lt25');
    expect(chosen.price).toBe('lt25');
    expect(togglePrice(chosen, 'lt50').price).toBe('lt50');
    expect(togglePrice(chosen, 'lt25').price).toBeUndefined();
  });

  it('duration toggles each option', () => {
    let filters = toggleDuration(defaultLandingFilters(), '0-60');
    filters = toggleDuration(filters, '60-180');
    expect(filters.duration).toEqual(['0-60', '60-180']);
    expect(toggleDuration(filters, '0-60').duration).toEqual(['60-180']);
  });

  it('categories change only when applied, and clear all empties duration, price and categories', () => {
    const filters = toggleDuration(togglePrice(defaultLandingFilters(), 'lt25'), '0-60');
    const applied = applyCategories(filters, [' jazz', '', 'sport']);
    expect(applied.categories).toEqual(['jazz', 'sport']);
    expect(filters.categories).toEqual(['music']);
    const cleared = clearAllFilters({ ...applied, sorting: 'price', country: 'ireland' });
    expect(cleared).toMatchObject({
      duration: [],
      price: undefined,
      categories: [],
      sorting: 'price',
      country: 'ireland',
    });
    expect(hasActiveFilters(cleared)).toBe(false);
    expect(hasActiveFilters(applied)).toBe(true);
  });

  it('dates: one date means start = end, an end without start is dropped, clear resets both', () => {
    expect(setDateRange(defaultLandingFilters(), { startDate: '2026-05-10' })).toMatchObject({
      startDate: '2026-05-10',
      endDate: '2026-05-10',
    });
    expect(setDateRange(defaultLandingFilters(), { endDate: '2026-05-10' })).toMatchObject({
      startDate: undefined,
      endDate: undefined,
    });
    const ranged = setDateRange(defaultLandingFilters(), { startDate: '2026-05-10', endDate: '2026-05-12' });
    expect(clearDateRange(ranged)).toMatchObject({ startDate: undefined, endDate: undefined });
    expect(setSorting(ranged, '').sorting).toBe('popularity');
    expect(setSorting(ranged, 'price').sorting).toBe('price');
  });
});

describe('chips', () => {
  const filters = {
    ...defaultLandingFilters(),
    price: 'lt25',
    duration: ['0-60', '999'],
    categories: ['jazz'],
  };

  it('lists active filters with labels from the definitions, or the value', () => {
    expect(filterChips(filters, definitions)).toEqual([
      { kind: 'price', value: 'lt25', label: 'Under €25' },
      { kind: 'duration', value: '0-60', label: 'Up to 1 hour' },
      { kind: 'duration', value: '999', label: '999' },
      { kind: 'category', value: 'jazz', label: 'Jazz' },
    ]);
    expect(filterChips(defaultLandingFilters())).toEqual([
      { kind: 'category', value: 'music', label: 'music' },
    ]);
  });

  it('removing a chip drops that value at once', () => {
    expect(removeChip(filters, { kind: 'price', value: 'lt25' }).price).toBeUndefined();
    expect(removeChip(filters, { kind: 'price', value: 'other' })).toBe(filters);
    expect(removeChip(filters, { kind: 'duration', value: '999' }).duration).toEqual(['0-60']);
    expect(removeChip(filters, { kind: 'category', value: 'jazz' }).categories).toEqual([]);
  });
});

describe('serialisation', () => {
  const filters = {
    startDate: '2026-05-10',
    endDate: '2026-05-12',
    sorting: 'price',
    price: 'lt25',
    duration: ['0-60', '60-180'],
    categories: ['jazz', 'sport'],
    country: 'ireland',
    city: 'cork',
  };

  it('writes every params-update key, lists as comma lists, empty for unset', () => {
    expect(filtersToParams(filters)).toEqual({
      page: 'landing',
      startDate: '2026-05-10',
      endDate: '2026-05-12',
      sorting: 'price',
      price: 'lt25',
      duration: '0-60,60-180',
      categories: 'jazz,sport',
      country: 'ireland',
      city: 'cork',
    });
    expect(filtersToParams(clearAllFilters(defaultLandingFilters()))).toMatchObject({
      price: '',
      duration: '',
      categories: '',
      city: '',
    });
  });

  it('reads them back, defaults for absent keys, none for an empty categories key', () => {
    expect(filtersFromParams(filtersToParams(filters))).toEqual(filters);
    expect(filtersFromParams({})).toEqual(defaultLandingFilters());
    expect(filtersFromParams({ categories: '' }).categories).toEqual([]);
    expect(filtersFromParams({ categories: null }).categories).toEqual(['music']);
    expect(filtersFromParams({ startDate: '2026-05-10' }).endDate).toBe('2026-05-10');
    expect(filtersFromParams({ endDate: '2026-05-10' }).endDate).toBeUndefined();
  });

  it('survives the address round trip', () => {
    const path = buildPath({ ...filtersToParams(filters), locale: 'en-GB', currency: 'EUR' });
    const [pathname = '', search = ''] = path.split('?');
    expect(filtersFromParams(parsePath(pathname, search))).toEqual(filters);
  });

  it('builds the landing query, leaving unset values out', () => {
    expect(filtersToLandingQuery(filters, 'EUR')).toEqual({
      date_start: '2026-05-10',
      date_end: '2026-05-12',
      city: 'cork',
      country: 'ireland',
      sorting: 'price',
      duration: ['0-60', '60-180'],
      price: 'lt25',
      category: ['jazz', 'sport'],
      currency: 'EUR',
    });
    expect(filtersToLandingQuery(clearAllFilters(defaultLandingFilters()), 'GBP')).toEqual({
      sorting: 'popularity',
      currency: 'GBP',
    });
  });
});
