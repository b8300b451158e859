import type { CurrencyCode, FilterOption } from '@coras/api-client';
import { normaliseCategorySlugs } from '../category-tree/slugs';
import type { DateOnly } from '../dates/dates';

// The landing's filter state and how it reaches the page: from the page's parameters, and to the
// landing call's query. Apart from the filter bar's rules (filters.ts: editing the filters and
// writing them back to the parameters), which only the filter bar uses: a page's first load needs
// these, not those.
/** The landing sorting by default (spec 1 §3, §9). */
export const DEFAULT_SORTING = 'popularity';
/**
 * The landing categories by default (spec 1 §3, §9), applied only where the place's category tree
 * has them (`defaultCategories`).
 */
export const DEFAULT_CATEGORIES: readonly string[] = ['music'];

/**
 * The default categories a landing page applies (issue 19): those of `wanted` (spec 1 §9: music)
 * that the place's category tree has, at any level, in `wanted`'s order. A place without music
 * starts with no category rather than on "No attractions found". With no tree (its call failed)
 * there is nothing to check against, so none: the page never sends a category the place lacks.
 *
 * @param tree the category filter's options of `landing/filters` for the page's place
 * @example
 * defaultCategories([{ label: 'Activities', value: 'activity' }], ['music']) // []
 */
export function defaultCategories(
  tree: readonly FilterOption[] | undefined,
  wanted: readonly string[] = DEFAULT_CATEGORIES,
): string[] {
  const has = (options: readonly FilterOption[] | undefined, slug: string): boolean =>
    !!options?.some((option) => option.value.trim() === slug || has(option.options, slug));
  return wanted.filter((slug) => has(tree, slug));
}

/**
 * Whether the page's categories are left to the defaults (no `categories` key): the landing search
 * then needs the place's category tree first (`defaultCategories`).
 */
export function waitsForCategoryTree(params: Readonly<Record<string, string | null | undefined>>): boolean {
  return params.categories == null;
}

/**
 * The `categories` parameter of "no category at all" (a visitor's 'Clear all', or removing the last
 * category chip). Not `''`: page parameters drop empty values (`resolveParams`), and an absent key
 * means "the default categories" (music, where the place has it), so "none" would turn back into
 * music. A lone comma is present and non-empty, reads as an empty list (slugs are trimmed and empties
 * dropped, spec 1 §5), and survives the address (`?categories=%2C`), so a shared link keeps "none".
 */
export const NO_CATEGORIES = ',';

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

const list = (value: string | null | undefined) => normaliseCategorySlugs(value ?? '');

/**
 * The filter state of page parameters. Absent keys take the defaults (popularity, and
 * `categories`: the default categories the place's tree has, `defaultCategories(tree)`); a present
 * `categories` that lists no slug ({@link NO_CATEGORIES}, or `''`) means none.
 */
export function filtersFromParams(
  params: Readonly<Record<string, string | null | undefined>>,
  categories: readonly string[],
): LandingFilters {
  return {
    startDate: params.startDate || undefined,
    endDate: params.startDate ? params.endDate || params.startDate : undefined,
    sorting: params.sorting || DEFAULT_SORTING,
    price: params.price || undefined,
    duration: list(params.duration),
    categories: params.categories == null ? categories : list(params.categories),
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

/**
 * True when a filter other than the dates is set: the filter bar shows its chips and the Filters
 * button uses the primary style. Beside the state, not the bar's rules: the landing's first load
 * asks it too, to hold the chips' row while the bar's chunk is on its way.
 */
export function hasActiveFilters(filters: LandingFilters): boolean {
  return filters.price !== undefined || filters.duration.length > 0 || filters.categories.length > 0;
}
