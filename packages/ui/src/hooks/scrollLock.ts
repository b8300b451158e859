import { useLayoutEffect } from 'react';

/** How many modals lock the page now, on the root element: nested modals unlock with the last. */
const LOCKS = 'data-coras-scroll-locks';
/** The inline styles the first lock replaced, restored by the last unlock. */
const SAVED = 'data-coras-scroll-saved';

/**
 * Stops the page behind a modal from scrolling, through the CSSOM only: `overflow: hidden` on the
 * body (`!important`, so the host's CSS cannot undo it) and, where the page had a scrollbar, a right
 * margin as wide as it, so nothing shifts as it goes. No `<style>` element is added, so a strict
 * Content-Security-Policy (`style-src 'self'`, no nonce) has nothing to block. Answers the unlock.
 */
export function lockScroll(doc: Document): () => void {
  const { documentElement: root, body } = doc;
  const count = Number(root.getAttribute(LOCKS) ?? 0);
  if (count === 0) {
    const scrollbar = (doc.defaultView?.innerWidth ?? 0) - root.clientWidth;
    root.setAttribute(
      SAVED,
      JSON.stringify(
        ['overflow', 'margin-right'].map((name) => [
          name,
          body.style.getPropertyValue(name),
          body.style.getPropertyPriority(name),
        ]),
      ),
    );
    if (scrollbar > 0) {
      const margin = Number.parseFloat(doc.defaultView?.getComputedStyle(body).marginRight ?? '0') || 0;
      body.style.setProperty('margin-right', `${margin + scrollbar}px`, 'important');
    }
    body.style.setProperty('overflow', 'hidden', 'important');
  }
  root.setAttribute(LOCKS, String(count + 1));
  let locked = true;
  return () => {
    if (!locked) return;
    locked = false;
    const left = Number(root.getAttribute(LOCKS) ?? 1) - 1;
    if (left > 0) {
      root.setAttribute(LOCKS, String(left));
      return;
    }
    const [overflow = '', priority = '', gutter = ''] = JSON.parse(
      root.getAttribute(SAVED) ?? '[]',
    ) as string[];
    body.style.setProperty('overflow', overflow, priority);
    root.style.setProperty('scrollbar-gutter', gutter);
    for (const name of [LOCKS, SAVED]) root.removeAttribute(name);
  };
}

/** Locks the page's scrolling (see {@link lockScroll}) while the calling component is mounted and `active`. */
export function useScrollLock(active: boolean): void {
  useLayoutEffect(() => (active ? lockScroll(document) : undefined), [active]);
}
