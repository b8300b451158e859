/** The texts of an image that is not shown (spec 1 §4). */
export const IMAGE_TEXTS = {
  loading: 'Loading image...',
  failed: 'Image could not be loaded',
} as const;

/** Where an image is: waiting for data, showing the primary, the fallback, or the failure text. */
export type ImageStatus = 'loading' | 'primary' | 'fallback' | 'failed';

/** What happens to an image. */
export type ImageEvent = { type: 'data' } | { type: 'error'; hasFallback: boolean } | { type: 'reset' };

/**
 * The image's pure transition (spec 1 §4): 'Loading image...' until data exists, then the primary
 * image; on error the fallback (when there is one); if that fails too, 'Image could not be loaded'.
 */
export function imageTransition(status: ImageStatus, event: ImageEvent): ImageStatus {
  switch (event.type) {
    case 'data':
      return status === 'loading' ? 'primary' : status;
    case 'error':
      if (status === 'primary') return event.hasFallback ? 'fallback' : 'failed';
      return status === 'fallback' ? 'failed' : status;
    case 'reset':
      return 'loading';
    default:
      return event satisfies never;
  }
}
