import type { CorasErrorKind } from '@coras/api-client';
import type { PageHead, PageParams } from '@coras/booking-core';

/** A failed answer of a snapshot, as JSON carries it: the API error's fields. */
export interface SnapshotError {
  /** Why the call failed (`CorasApiError.kind`): `http`, `network`, `malformed`. */
  kind: CorasErrorKind;
  /** The HTTP status when the API answered, e.g. 404. */
  status?: number | undefined;
  /** The API's own error code, when it gave one. */
  code?: number | undefined;
  /** The error's message, for the host's log. */
  message: string;
}

/**
 * What a server asked the API for before rendering a storefront page (`loadStorefront` of
 * `@coras/widgets/server`), serialisable as JSON, for `<CorasProvider initialData>`: the answers of
 * the page's first requests under the widget's cache keys, so the server renders the real page
 * and the browser takes it over without asking again.
 */
export interface StorefrontSnapshot {
  /**
   * The page the address (or the given params) names, in the snapshot's locale and currency. A
   * provider starting on another page ignores the snapshot (with a development warning).
   */
  requested: PageParams;
  /** The page shown: `requested`, or on a landing without a place the visitor's located country's. */
  page: PageParams;
  /**
   * `not-found`: the details page's attraction does not exist (a host answers HTTP 404); `error`:
   * the page's data could not be loaded (the page shows its error state, with its retry).
   */
  status: 'ok' | 'not-found' | 'error';
  /** The answers, by their serialised cache key (SWR's `unstable_serialize`). */
  data: Record<string, unknown>;
  /** The failed answers, by their serialised cache key. */
  errors: Record<string, SnapshotError>;
  /**
   * What the page's `<head>` says of it (title, description, image), for `storefrontMetadata`;
   * absent when the page's data did not load. The browser's widget does not read it.
   */
  head?: PageHead | undefined;
  /**
   * The site's origin (`https://shop.example`, `loadStorefront`'s `origin`): the page's JSON-LD names
   * its addresses absolute with it, in the server's HTML and in the browser's, and
   * `storefrontMetadata`'s canonical address too. Absent, the server's HTML gives paths.
   */
  origin?: string | undefined;
}

/**
 * Whether two parameters name the same page (every parameter, whatever the order of their keys):
 * a snapshot is for the page the provider starts on, or for none.
 */
export const samePage = (one: PageParams, other: PageParams): boolean => pageText(one) === pageText(other);

const pageText = (params: PageParams) => JSON.stringify(params, Object.keys(params).sort());
