import { buildPath, type PageHead } from '@coras/booking-core';
import type { StorefrontSnapshot } from '../runtime/data/snapshot';

/** Options of {@link storefrontMetadata}: where the storefront's pages live on the host's site. */
export interface StorefrontMetadataOptions {
  /**
   * The site's origin (`https://shop.example`): the canonical address is absolute with it.
   * @default the snapshot's (`loadStorefront`'s `origin`); without one, the canonical address is a path
   */
  origin?: string | undefined;
  /** Where the storefront is mounted (the router's `basePath`). */
  basePath?: string | undefined;
}

/** What a host's `<head>` says of a storefront page, e.g. through Next's `generateMetadata`. */
export interface StorefrontMetadata extends PageHead {
  /** The page's address as the README's router writes it: absolute when an `origin` is given. */
  canonical: string;
}

/**
 * The title, description, Open Graph image and canonical address of the page a snapshot holds
 * (`loadStorefront`): a details page's attraction, a landing's first section and cards. `undefined`
 * when the snapshot's page did not load (`not-found`, `error`) or has nothing to name: the host's
 * own head stays.
 *
 * @example
 * // app/[[...path]]/page.tsx (Next.js)
 * export async function generateMetadata({ params }) {
 *   // The snapshot's origin (`loadStorefront({ origin })`) makes the canonical address absolute.
 *   const meta = storefrontMetadata(await snapshotOf(params));
 *   return meta && { title: meta.title, description: meta.description, alternates: { canonical: meta.canonical },
 *     openGraph: { images: meta.image ? [meta.image] : [] } };
 * }
 */
export function storefrontMetadata(
  snapshot: StorefrontSnapshot,
  { origin = snapshot.origin ?? '', basePath }: StorefrontMetadataOptions = {},
): StorefrontMetadata | undefined {
  if (snapshot.status !== 'ok' || !snapshot.head) return undefined;
  return {
    ...snapshot.head,
    canonical: `${origin.replace(/\/+$/, '')}${buildPath(snapshot.requested, basePath ? { basePath } : {})}`,
  };
}
