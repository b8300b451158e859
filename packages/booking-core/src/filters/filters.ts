import type { FilterDefinition, FilterOption } from '@coras/api-client';
import { normaliseCategorySlugs } from '../category-tree/slugs';
import type { DateOnly } from '../dates/dates';
import type { ParamsUpdate } from '../navigation/navigation';
import { DEFAULT_SORTING, type LandingFilters, NO_CATEGORIES } from './landing-filters';

// The filter bar's rules: changing the filters, writing them to a params-update and naming the
// chips. The state and how the page reads it are in landing-filters.ts.

/**
 * The filter keys of a params-update (spec 1 §2): lists as comma lists, every key present, `''`
 * for "not set" so that merging the update clears what was removed; no category at all is
 * {@link NO_CATEGORIES}, since a cleared `categories` would mean the default ones.
 */
export function filtersToParams(filters: LandingFilters): ParamsUpdate {
  return {
    page: 'landing',
    startDate: filters.startDate ?? '',
    endDate: filters.endDate ?? '',
    sorting: filters.sorting,
    price: filters.price ?? '',
    duration: filters.duration.join(','),
    categories: filters.categories.length ? filters.categories.join(',') : NO_CATEGORIES,
    country: filters.country ?? '',
    city: filters.city ?? '',
  };
}

/** Price is a single choice: choosing the chosen option clears it, another replaces it (spec 1 §4). */
export function togglePrice(filters: LandingFilters, value: string): LandingFilters {
  return { ...filters, price: filters.price === value ? undefined : value };
}

/** Duration is a multi-choice toggle (spec 1 §4). */
export function toggleDuration(filters: LandingFilters, value: string): LandingFilters {
  const duration = filters.duration.includes(value)
    ? filters.duration.filter((entry) => entry !== value)
    : [...filters.duration, value];
  return { ...filters, duration };
}

/** The date range of the date filter; an end without a start is dropped, one date means start = end. */
export function setDateRange(
  filters: LandingFilters,
  range: { startDate?: DateOnly | undefined; endDate?: DateOnly | undefined },
): LandingFilters {
  const startDate = range.startDate || undefined;
  return { ...filters, startDate, endDate: startDate ? range.endDate || startDate : undefined };
}

/** The clear icon of the date filter resets both dates (spec 1 §4). */
export function clearDateRange(filters: LandingFilters): LandingFilters {
  return { ...filters, startDate: undefined, endDate: undefined };
}

/** Sorting from the 'Sort by' selector. */
export function setSorting(filters: LandingFilters, sorting: string): LandingFilters {
  return { ...filters, sorting: sorting || DEFAULT_SORTING };
}

/**
 * Apply filters: the category selection of the drawer takes effect only now (spec 1 §4). The
 * drawer keeps its own draft (`categories` as emitted by the category tree) until then.
 */
export function applyCategories(filters: LandingFilters, categories: readonly string[]): LandingFilters {
  return { ...filters, categories: normaliseCategorySlugs(categories) };
}

/** Clear all empties duration, price and categories (spec 1 §4); the caller emits the update. */
export function clearAllFilters(filters: LandingFilters): LandingFilters {
  return { ...filters, duration: [], price: undefined, categories: [] };
}

/** A removable chip of an active filter (desktop). */
export interface FilterChip {
  kind: 'price' | 'duration' | 'category';
  value: string;
  label: string;
}

function findLabel(options: readonly FilterOption[] | undefined, value: string): string | undefined {
  for (const option of options ?? []) {
    if (option.value.trim() === value) return option.label;
    const nested = findLabel(option.options, value);
    if (nested !== undefined) return nested;
  }
  return undefined;
}

/**
 * The chips of the active filters, labelled from the filter definitions (the value itself when the
 * definitions are not loaded): price, then durations, then categories.
 */
export function filterChips(
  filters: LandingFilters,
  definitions: readonly FilterDefinition[] = [],
): FilterChip[] {
  const label = (kind: FilterChip['kind'], value: string) =>
    findLabel(definitions.find((definition) => definition.type === kind)?.options, value) ?? value;
  const chips: FilterChip[] = [];
  if (filters.price)
    chips.push({ kind: 'price', value: filters.price, label: label('price', filters.price) });
  for (const value of filters.duration)
    chips.push({ kind: 'duration', value, label: label('duration', value) });
  for (const value of filters.categories)
    chips.push({ kind: 'category', value, label: label('category', value) });
  return chips;
}

/** Removing a chip applies at once (spec 1 §4): the filter without that value. */
export function removeChip(
  filters: LandingFilters,
  chip: Pick<FilterChip, 'kind' | 'value'>,
): LandingFilters {
  switch (chip.kind) {
    case 'price':
      return filters.price === chip.value ? { ...filters, price: undefined } : filters;
    case 'duration':
      return { ...filters, duration: filters.duration.filter((value) => value !== chip.value) };
    case 'category':
      return { ...filters, categories: filters.categories.filter((value) => value !== chip.value) };
    default:
      return chip.kind satisfies never;
  }
}
