import type { Attraction } from '@coras/api-client';
import { attractionJsonLd, jsonLdText } from '@coras/booking-core';
import { useContext } from 'react';
import { useCorasContext } from '../../provider/context';
import { AddressContext } from '../../provider/navigation-context';

/**
 * The details page's schema.org data for search engines and shared links (issue 32): the
 * attraction, its place and its lowest price in the page's currency, as JSON-LD. Only a widget that
 * keeps its pages' addresses (a router) gives the page an address of its own to describe; without
 * one it renders nothing.
 */
export function AttractionStructuredData({ attraction }: { attraction: Attraction }) {
  const { currency } = useCorasContext();
  const address = useContext(AddressContext);
  const href = address?.({ page: 'details', id: attraction.coras_attraction_id });
  if (!href) return null;
  const node = attractionJsonLd(attraction, {
    currency,
    url: new URL(href, document.baseURI).href,
    now: new Date(),
  });
  // The text is JSON with every `<`, `>` and `&` escaped (jsonLdText): it cannot end the element.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be the script's raw text.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(node) }} />;
}
