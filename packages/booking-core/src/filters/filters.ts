import type { CurrencyCode, FilterDefinition, FilterOption } from '@coras/api-client';
import { normaliseCategorySlugs } from '../category-tree/category-tree';
import type { DateOnly } from '../dates/dates';
import type { ParamsUpdate } from '../navigation/navigation';

/** The landing sorting by default (spec 1 §3, §9). */
export const DEFAULT_SORTING = 'popularity';
/** The landing categories by default (spec 1 §3, §9). */
export const DEFAULT_CATEGORIES: readonly string[] = ['music'];

/** The landing's filter state (spec 1 §3 "Landing URL-style parameters / filter state"). */
export interface LandingFilters {
  startDate: DateOnly | undefined;
  endDate: DateOnly | undefined;
  sorting: string;
  /** One price option, or none. */
  price: string | undefined;
  duration: readonly string[];
  /** Category slugs as the category tree emits them (a full parent replaces its children). */
  categories: readonly string[];
  country: string | undefined;
  city: string | undefined;
}

/** The filters a landing page starts with: sorted by popularity, category music. */
export function defaultLandingFilters(): LandingFilters {
  return {
    startDate: undefined,
    endDate: undefined,
    sorting: DEFAULT_SORTING,
    price: undefined,
    duration: [],
    categories: [...DEFAULT_CATEGORIES],
    country: undefined,
    city: undefined,
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

/** True when a filter other than the dates is set: the Filters button uses the primary style. */
export function hasActiveFilters(filters: LandingFilters): boolean {
  return filters.price !== undefined || filters.duration.length > 0 || filters.categories.length > 0;
}

const list = (value: string | null | undefined) => normaliseCategorySlugs(value ?? '');

/**
 * The filter keys of a params-update (spec 1 §2): lists as comma lists, every key present, `''`
 * for "not set" so that merging the update clears what was removed.
 */
export function filtersToParams(filters: LandingFilters): ParamsUpdate {
  return {
    page: 'landing',
    startDate: filters.startDate ?? '',
    endDate: filters.endDate ?? '',
    sorting: filters.sorting,
    price: filters.price ?? '',
    duration: filters.duration.join(','),
    categories: filters.categories.join(','),
    country: filters.country ?? '',
    city: filters.city ?? '',
  };
}

/**
 * The filter state of page parameters. Absent keys take the defaults (popularity, music); a
 * present but empty `categories` means none. (An address drops empty values, so a shared link
 * whose categories were cleared opens with the default category again.)
 */
export function filtersFromParams(
  params: Readonly<Record<string, string | null | undefined>>,
): LandingFilters {
  const defaults = defaultLandingFilters();
  return {
    startDate: params.startDate || undefined,
    endDate: params.startDate ? params.endDate || params.startDate : undefined,
    sorting: params.sorting || defaults.sorting,
    price: params.price || undefined,
    duration: list(params.duration),
    categories:
      params.categories === undefined || params.categories === null
        ? defaults.categories
        : list(params.categories),
    country: params.country || undefined,
    city: params.city || undefined,
  };
}

/** The query of `GET /{api_version}/landing` (spec 1 §7); unset values are left out. */
export interface LandingQuery {
  date_start?: string;
  date_end?: string;
  city?: string;
  country?: string;
  sorting: string;
  duration?: string[];
  price?: string;
  category?: string[];
  currency: CurrencyCode;
}

/** The landing call's query for the filter state. */
export function filtersToLandingQuery(filters: LandingFilters, currency: CurrencyCode): LandingQuery {
  return {
    ...(filters.startDate ? { date_start: filters.startDate } : {}),
    ...(filters.endDate ? { date_end: filters.endDate } : {}),
    ...(filters.city ? { city: filters.city } : {}),
    ...(filters.country ? { country: filters.country } : {}),
    sorting: filters.sorting,
    ...(filters.duration.length ? { duration: [...filters.duration] } : {}),
    ...(filters.price ? { price: filters.price } : {}),
    ...(filters.categories.length ? { category: [...filters.categories] } : {}),
    currency,
  };
}
