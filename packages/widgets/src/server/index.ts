// The server entry (`@coras/widgets/server`): no React rendering, no browser global, no state
// between calls; it runs in Node 18+ and edge runtimes.
export type { SnapshotError, StorefrontSnapshot } from '../runtime/data/snapshot';
export { type LoadStorefrontOptions, loadStorefront } from './loadStorefront';
export {
  type StorefrontMetadata,
  type StorefrontMetadataOptions,
  storefrontMetadata,
} from './storefrontMetadata';
