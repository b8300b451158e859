import type { LocationsListing } from '@coras/api-client';
import { placeholderFromListing } from '@coras/booking-core';
import { useApi } from '../../runtime/data/useApi';
import { useCorasContext } from '../../runtime/provider/context';
import { usePageParams } from '../../runtime/provider/navigation-context';
import { locationsRequest } from '../landing-search/landingRequests';

/**
 * The name of the page's place (spec 1 §7: the city by slug first, then the country), from
 * `GET locations` on the landing's key, so that the breadcrumb, the picker and its stand-in share
 * one answer. `undefined` without a place, or until the listing has arrived.
 */
export function usePlaceName(): string | undefined {
  const { client, locale } = useCorasContext();
  const { country, city } = usePageParams();
  const request = locationsRequest(client, locale, { country, city });
  const listing = useApi<LocationsListing>(country || city ? request.key : null, request.call);
  return listing.data ? placeholderFromListing(listing.data, { country, city }) : undefined;
}
