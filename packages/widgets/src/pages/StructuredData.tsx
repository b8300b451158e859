import { itemListJsonLd, type JsonLd, jsonLdText, type ParamsUpdate } from '@coras/booking-core';
import { useContext } from 'react';
import { usePrefetcher } from '../runtime/data/prefetch';
import { useServerHtml } from '../runtime/lazy/serverHtml';
import { AddressContext } from '../runtime/provider/navigation-context';

// schema.org data for search engines and shared links (issue 32 item 3). Only a widget that keeps
// its pages' addresses (a router) has pages of their own to describe; without one, none is given.

/**
 * The absolute address of the page `update` opens, or `undefined` when the widget keeps none. With
 * the site's origin from the server's snapshot (`loadStorefront`'s `origin`) every render names it,
 * the server's and the hydrating browser's alike. Without one, a server knows no origin: its HTML,
 * and the browser's hydration of it, give the path (a reference the crawler resolves against the
 * page), the render after hydration the absolute address on the page's own.
 */
export function useAbsoluteAddress(): ((update: ParamsUpdate) => string) | undefined {
  const address = useContext(AddressContext);
  const serverHtml = useServerHtml();
  const origin = usePrefetcher()?.origin;
  if (!address) return undefined;
  const base = origin ?? (serverHtml ? undefined : document.baseURI);
  return base ? (update) => new URL(address(update), base).href : address;
}

/** `node` as the page's JSON-LD. Its text escapes every `<`, `>` and `&` (jsonLdText): it cannot end the element. */
export function JsonLdScript({ node }: { node: JsonLd }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be the script's raw text.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(node) }} />;
}

/** One card of a list: its name and the page it opens. */
export interface ListedCard {
  name: string;
  target: ParamsUpdate;
}

/** A list page's cards, in the order they are shown, as an `ItemList` of their addresses. */
export function CardListStructuredData({ cards }: { cards: readonly ListedCard[] }) {
  const absolute = useAbsoluteAddress();
  if (!absolute || cards.length === 0) return null;
  return (
    <JsonLdScript node={itemListJsonLd(cards.map(({ name, target }) => ({ name, url: absolute(target) })))} />
  );
}
