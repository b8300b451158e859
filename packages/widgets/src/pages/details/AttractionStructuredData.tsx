import type { Attraction } from '@coras/api-client';
import { attractionJsonLd } from '@coras/booking-core';
import { useCorasContext } from '../../runtime/provider/context';
import { JsonLdScript, useAbsoluteAddress } from '../StructuredData';

/** The details page's attraction: its place, rating and lowest price in the page's currency. */
export function AttractionStructuredData({ attraction }: { attraction: Attraction }) {
  const { currency } = useCorasContext();
  const absolute = useAbsoluteAddress();
  if (!absolute) return null;
  const url = absolute({ page: 'details', id: attraction.coras_attraction_id });
  return <JsonLdScript node={attractionJsonLd(attraction, { currency, url, now: new Date() })} />;
}
