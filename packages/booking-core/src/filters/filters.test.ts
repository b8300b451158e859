import type { FilterDefinition, FilterOption } from '@coras/api-client';
import { describe, expect, it } from 'vitest';
import { buildPath, nextParams, parsePath } from '../navigation/navigation';
import {
  applyCategories,
  clearAllFilters,
  clearDateRange,
  filterChips,
  filtersToParams,
  removeChip,
  setDateRange,
  setSorting,
  toggleDuration,
  togglePrice,
} from './filters';
import {
  DEFAULT_CATEGORIES,
  DEFAULT_SORTING,
  defaultCategories,
  filtersFromParams,
  filtersToLandingQuery,
  hasActiveFilters,
  waitsForCategoryTree,
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
    expect(filtersFromParams({}, DEFAULT_CATEGORIES)).toEqual({
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

describe('the default category only where the place has it (issue 19)', () => {
  const dublin: FilterOption[] = [
    { label: 'Activities', value: 'activity', options: [{ label: 'Tours', value: 'tours' }] },
    { label: 'Music', value: 'music', options: [{ label: 'Concerts', value: 'concerts' }] },
  ];
  const tokyo: FilterOption[] = [
    {
      label: 'Activities',
      value: 'activity',
      options: [{ label: 'Tours', value: 'tours', options: [{ label: 'Walking', value: 'walking-tours' }] }],
    },
    { label: 'Theatre', value: 'theatre' },
  ];

  it.each([
    ['a tree with music', dublin, ['music'], ['music']],
    ['a tree without music', tokyo, ['music'], []],
    ['an empty tree', [], ['music'], []],
    ['no tree (its call failed)', undefined, ['music'], []],
    ['a wanted slug deeper in the tree', tokyo, ['walking-tours'], ['walking-tours']],
    [
      'several wanted, in their order, only those found',
      tokyo,
      ['theatre', 'music', 'activity'],
      ['theatre', 'activity'],
    ],
    ['a slug with spaces in the tree', [{ label: 'Music', value: ' music ' }], ['music'], ['music']],
    ['nothing wanted', dublin, [], []],
  ] as const)('%s', (_, tree, wanted, expected) => {
    expect(defaultCategories(tree, wanted)).toEqual(expected);
  });

  it('wants music by default', () => {
    expect(defaultCategories(dublin)).toEqual(['music']);
    expect(defaultCategories(tokyo)).toEqual([]);
  });

  it('waits for the tree only while the categories are left to the default', () => {
    expect(waitsForCategoryTree({})).toBe(true);
    expect(waitsForCategoryTree({ categories: null, city: 'tokyo' })).toBe(true);
    expect(waitsForCategoryTree({ categories: 'sport' })).toBe(false);
    // "None" (NO_CATEGORIES, or an empty value) is a choice, not the default.
    expect(waitsForCategoryTree({ categories: ',' })).toBe(false);
    expect(waitsForCategoryTree({ categories: '' })).toBe(false);
  });

  it('reads a Tokyo page with no category and a Dublin page with music', () => {
    expect(filtersFromParams({ city: 'tokyo' }, defaultCategories(tokyo)).categories).toEqual([]);
    expect(filtersFromParams({ city: 'dublin' }, defaultCategories(dublin)).categories).toEqual(['music']);
  });
});

describe('toggles (spec 1 §4)', () => {
  it('price is single choice: the same option clears it, another replaces it', () => {
    const chosen = togglePrice(filtersFromParams({}, DEFAULT_CATEGORIES), 'lt25');
    expect(chosen.price).toBe('lt25');
    expect(togglePrice(chosen, 'lt50').price).toBe('lt50');
    expect(togglePrice(chosen, 'lt25').price).toBeUndefined();
  });

  it('duration toggles each option', () => {
    let filters = toggleDuration(filtersFromParams({}, DEFAULT_CATEGORIES), '0-60');
    filters = toggleDuration(filters, '60-180');
    expect(filters.duration).toEqual(['0-60', '60-180']);
    expect(toggleDuration(filters, '0-60').duration).toEqual(['60-180']);
  });

  it('categories change only when applied, and clear all empties duration, price and categories', () => {
    const filters = toggleDuration(togglePrice(filtersFromParams({}, DEFAULT_CATEGORIES), 'lt25'), '0-60');
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
    expect(
      setDateRange(filtersFromParams({}, DEFAULT_CATEGORIES), { startDate: '2026-05-10' }),
    ).toMatchObject({
      startDate: '2026-05-10',
      endDate: '2026-05-10',
    });
    expect(setDateRange(filtersFromParams({}, DEFAULT_CATEGORIES), { endDate: '2026-05-10' })).toMatchObject({
      startDate: undefined,
      endDate: undefined,
    });
    const ranged = setDateRange(filtersFromParams({}, DEFAULT_CATEGORIES), {
      startDate: '2026-05-10',
      endDate: '2026-05-12',
    });
    expect(clearDateRange(ranged)).toMatchObject({ startDate: undefined, endDate: undefined });
    expect(setSorting(ranged, '').sorting).toBe('popularity');
    expect(setSorting(ranged, 'price').sorting).toBe('price');
  });
});

describe('chips', () => {
  const filters = {
    ...filtersFromParams({}, DEFAULT_CATEGORIES),
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
    expect(filterChips(filtersFromParams({}, DEFAULT_CATEGORIES))).toEqual([
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
    expect(filtersToParams(clearAllFilters(filtersFromParams({}, DEFAULT_CATEGORIES)))).toMatchObject({
      price: '',
      duration: '',
      categories: ',',
      city: '',
    });
  });

  it('reads them back, defaults for absent keys, none for an empty categories key', () => {
    expect(filtersFromParams(filtersToParams(filters), ['music'])).toEqual(filters);
    expect(filtersFromParams({}, ['music'])).toEqual({
      startDate: undefined,
      endDate: undefined,
      sorting: 'popularity',
      price: undefined,
      duration: [],
      categories: ['music'],
      country: undefined,
      city: undefined,
    });
    expect(filtersFromParams({ categories: '' }, ['music']).categories).toEqual([]);
    expect(filtersFromParams({ categories: null }, ['music']).categories).toEqual(['music']);
    expect(filtersFromParams({ startDate: '2026-05-10' }, []).endDate).toBe('2026-05-10');
    expect(filtersFromParams({ endDate: '2026-05-10' }, []).endDate).toBeUndefined();
  });

  it('takes the default categories given for an absent key only (the place’s, see defaultCategories)', () => {
    expect(filtersFromParams({}, []).categories).toEqual([]);
    expect(filtersFromParams({ city: 'tokyo' }, []).categories).toEqual([]);
    expect(filtersFromParams({ categories: 'sport' }, ['music']).categories).toEqual(['sport']);
    // A chosen category the place lacks stays chosen: only the default is checked.
    expect(filtersFromParams({ categories: 'music' }, []).categories).toEqual(['music']);
  });

  it('survives the address round trip', () => {
    const path = buildPath({ ...filtersToParams(filters), locale: 'en-GB', currency: 'EUR' });
    const [pathname = '', search = ''] = path.split('?');
    expect(filtersFromParams(parsePath(pathname, search), [])).toEqual(filters);
  });

  it('keeps "no category" through the page parameters and the address, not the default again', () => {
    const none = clearAllFilters(filtersFromParams({ city: 'dublin' }, DEFAULT_CATEGORIES));
    const page = nextParams(
      { page: 'landing', locale: 'en-GB', currency: 'EUR', city: 'dublin' },
      filtersToParams(none),
    );
    expect(waitsForCategoryTree(page)).toBe(false);
    expect(filtersFromParams(page, DEFAULT_CATEGORIES).categories).toEqual([]);
    const [pathname = '', search = ''] = buildPath(page).split('?');
    expect(filtersFromParams(parsePath(pathname, search), DEFAULT_CATEGORIES).categories).toEqual([]);
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
    expect(filtersToLandingQuery(clearAllFilters(filtersFromParams({}, DEFAULT_CATEGORIES)), 'GBP')).toEqual({
      sorting: 'popularity',
      currency: 'GBP',
    });
  });
});
