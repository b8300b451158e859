import { expect, waitFor } from 'storybook/test';

/**
 * Waits until every `Image` in `root` has settled, for a stable screenshot: loaded, failed to its
 * text, or still loading by design (a lazy image below the fold), and every drawn `<img>` complete.
 */
export async function imagesSettled(root: HTMLElement): Promise<void> {
  await waitFor(() => {
    for (const image of root.querySelectorAll('[data-status]')) {
      const status = image.getAttribute('data-status');
      expect(status === 'failed' || status === 'loading' || image.hasAttribute('data-loaded')).toBe(true);
    }
    for (const image of root.querySelectorAll<HTMLImageElement>('img:not([data-placeholder])')) {
      expect(image.complete).toBe(true);
    }
  });
}
