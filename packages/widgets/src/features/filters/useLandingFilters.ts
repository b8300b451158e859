import type { FilterDefinition, SortingOption } from '@coras/api-client';
import {
  filtersFromParams,
  filtersToParams,
  type LandingFilters,
  waitsForCategoryTree,
} from '@coras/booking-core';
import { useCallback, useContext, useMemo } from 'react';
import { useApi } from '../../runtime/data/useApi';
import { useCorasContext } from '../../runtime/provider/context';
import { useFirstPage } from '../../runtime/provider/firstPage';
import { useNavigate, usePageParams } from '../../runtime/provider/navigation-context';
import { filterDefinitionsRequest } from '../landing-search/landingRequests';
import { LocatingContext, usePlaceDefaults } from '../landing-search/useLandingData';

const NO_DEFAULTS: readonly string[] = [];

/**
 * The landing page's filter state, read from the page parameters, and `apply`, which navigates to
 * the landing page with the new state: the landing search re-runs from the parameters, the host
 * page hears `params-update`, and with a router on the address becomes shareable.
 *
 * The default category (music) is in the state only where the place's category tree has it
 * (issue 19); until that tree has come, the state holds no default category.
 */
export function useLandingFilters(): {
  filters: LandingFilters;
  apply: (next: LandingFilters) => void;
} {
  const params = usePageParams();
  const navigate = useNavigate();
  const { locale, currency } = useCorasContext();
  const locating = useContext(LocatingContext);
  const page = { ...params, locale, currency };
  const defaults = (usePlaceDefaults(page, !locating && waitsForCategoryTree(page)) ?? NO_DEFAULTS).join();
  const filters = useMemo(
    () => filtersFromParams(params, defaults ? defaults.split(',') : []),
    [params, defaults],
  );
  const apply = useCallback((next: LandingFilters) => navigate(filtersToParams(next)), [navigate]);
  return { filters, apply };
}

/**
 * The filter definitions of `landing/filters` for the page's place (Duration, Price with labels in
 * the current currency, the place's Categories), fetched only while `needed` (the drawer is open,
 * or chips need their labels).
 */
export function useFilterDefinitions(needed: boolean) {
  const { client, locale, currency } = useCorasContext();
  const params = usePageParams();
  const request = filterDefinitionsRequest(client, { ...params, locale, currency }, useFirstPage());
  const answer = useApi(needed ? request.key : null, request.call);
  return { ...answer, data: answer.data?.filters };
}

/** The sorting options of `landing/sorting` in the visitor's language, fetched only while `needed`. */
export function useSortingOptions(needed: boolean) {
  const { client, locale } = useCorasContext();
  return useApi<readonly SortingOption[]>(needed ? ['landing/sorting', locale] : null, async (signal) => {
    const result = await client.GET('/{api_version}/landing/sorting', { signal });
    return result.error ? result : { ...result, data: result.data.options };
  });
}

/** One filter definition by type. */
export function definitionOf(
  definitions: readonly FilterDefinition[] | undefined,
  type: FilterDefinition['type'],
): FilterDefinition | undefined {
  return definitions?.find((definition) => definition.type === type);
}
