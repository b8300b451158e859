// JSON-LD's parts that every page with structured data uses: the node, a list page's `ItemList`, and
// the text of its script element. The details page's attraction is `structured-data.ts`'s.

/** A schema.org node as JSON-LD: plain data, ready for `jsonLdText`. */
export type JsonLd = { readonly [key: string]: JsonLdValue };
type JsonLdValue = string | number | boolean | JsonLd | readonly JsonLdValue[];

/** schema.org's vocabulary, every node's `@context`. */
export const SCHEMA = 'https://schema.org';

/** One card of a list page: what it is called and the absolute address it opens. */
export interface ListedPage {
  name: string;
  url: string;
}

/**
 * A landing or search page's cards as a schema.org `ItemList`, in the order they are shown, each
 * address once, at the place it first shows: a landing's sections share attractions.
 */
export function itemListJsonLd(items: readonly ListedPage[]): JsonLd {
  const firstPlaces = new Map<string, ListedPage>();
  for (const item of items) if (!firstPlaces.has(item.url)) firstPlaces.set(item.url, item);
  return {
    '@context': SCHEMA,
    '@type': 'ItemList',
    itemListElement: [...firstPlaces.values()].map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      url: item.url,
    })),
  };
}

const UNSAFE_IN_SCRIPT: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * `node` as the text of a `<script type="application/ld+json">` element. Every `<`, `>` and `&` is
 * written as a JSON escape, so no attraction name can close the element or open a comment, and the
 * text still parses to the same data.
 */
export function jsonLdText(node: JsonLd): string {
  return JSON.stringify(node).replace(
    /[<>&\u2028\u2029]/g,
    (character) => UNSAFE_IN_SCRIPT[character] ?? character,
  );
}
