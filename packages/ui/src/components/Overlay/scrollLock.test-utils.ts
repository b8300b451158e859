import { expect, userEvent, waitFor, within } from 'storybook/test';

/**
 * The body's scroll lock as a visitor's browser applies it, and the style elements of the whole
 * document (the lock goes through the CSSOM, so a strict Content-Security-Policy cannot block it).
 */
export const pageLock = () => ({
  overflow: getComputedStyle(document.body).overflow,
  margin: getComputedStyle(document.body).marginRight,
  inline: document.body.style.cssText,
  styleElements: document.querySelectorAll('style').length,
});

/**
 * The scroll lock of a modal (Dialog, Drawer: the ModalOverlay's) around one opening: `open` opens
 * it and resolves once it shows. Open, the page's scrolling is hidden (`!important`, inline, no
 * `<style>` element added; the margin that stands for the scrollbar is 0 in the test browser, whose
 * scrollbars have no width); Escape closes it, the page stays locked until the overlay's fade has
 * ended (the overlay holds the lock and leaves last), then the body is exactly as before.
 */
export async function expectScrollLockAround(open: () => Promise<unknown>): Promise<void> {
  const atFadeEnd: string[] = [];
  // Captured at the document: before Radix's Presence, on the overlay itself, unmounts it.
  const record = (event: Event) => {
    if ((event.target as Element).matches('[data-coras-portal] > [data-state="closed"]:not([role])'))
      atFadeEnd.push(getComputedStyle(document.body).overflow);
  };
  document.addEventListener('animationend', record, true);
  try {
    const before = pageLock();
    await open();
    await expect(pageLock()).toEqual({ ...before, overflow: 'hidden', inline: expect.any(String) });
    await expect(document.body.style.getPropertyPriority('overflow')).toBe('important');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(atFadeEnd).toEqual(['hidden']));
    await waitFor(() => expect(pageLock()).toEqual(before));
  } finally {
    document.removeEventListener('animationend', record, true);
  }
}
