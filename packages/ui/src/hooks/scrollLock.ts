import { type RefObject, useLayoutEffect } from 'react';

/** The parts of one modal that a touch or a wheel may land on while it locks the page. */
export interface ScrollLockAreas {
  /** The dimmed layer: nothing under it may scroll. */
  overlay: RefObject<Element | null>;
  /** The modal's panel: its own scrolling areas scroll, nothing else does. */
  content: RefObject<Element | null>;
}

/** The body's inline properties the lock sets, put back as they were by the last unlock. */
const LOCKED_PROPERTIES = ['overflow', 'overscroll-behavior', 'margin-right'] as const;

/** The page's lock while at least one modal holds it; the last entry of `holders` is the topmost modal. */
interface PageLock {
  holders: ScrollLockAreas[];
  release: () => void;
}

/**
 * Where the page's lock lives: on the document, under a registered symbol, so that two copies of the
 * kit on one page (a `<coras-booking>` bundle beside a React app) count the same modals.
 */
const PAGE_LOCK = Symbol.for('@coras/ui/scroll-lock');
type LockableDocument = Document & { [PAGE_LOCK]?: PageLock };

/**
 * Stops the page behind a modal from scrolling, through the CSSOM only: no `<style>` element is
 * added, so a strict Content-Security-Policy (`style-src 'self'`, no nonce) has nothing to block —
 * Radix's lock (react-remove-scroll) injects one, and a policy that refused it left the page
 * scrolling. The first lock sets `overflow: hidden` and `overscroll-behavior: contain` on the body
 * and, when the page had a scrollbar, widens the body's right margin by it, so nothing shifts;
 * every later lock (a nested modal) only counts. The lock that ends the count puts the body's
 * inline properties back as they were. Touch moves and wheels over the topmost modal's overlay, or
 * over a part of its panel that cannot scroll, are cancelled (iOS scrolls the page through an
 * `overflow: hidden` body); pinch-zoom stays. Answers the unlock, which acts once.
 */
export function lockScroll(doc: Document, areas: ScrollLockAreas): () => void {
  const lockable = doc as LockableDocument;
  const page = lockable[PAGE_LOCK] ?? startPageLock(lockable);
  page.holders.push(areas);
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    page.holders.splice(page.holders.indexOf(areas), 1);
    if (page.holders.length > 0) return;
    page.release();
    delete lockable[PAGE_LOCK];
  };
}

function startPageLock(doc: LockableDocument): PageLock {
  const { body, documentElement: root } = doc;
  const view = doc.defaultView;
  const saved = LOCKED_PROPERTIES.map(
    (name) => [name, body.style.getPropertyValue(name), body.style.getPropertyPriority(name)] as const,
  );
  const scrollbar = (view?.innerWidth ?? 0) - root.clientWidth;
  if (scrollbar > 0) {
    const margin = Number.parseFloat(view?.getComputedStyle(body).marginRight ?? '') || 0;
    body.style.setProperty('margin-right', `${margin + scrollbar}px`, 'important');
  }
  body.style.setProperty('overflow', 'hidden', 'important');
  body.style.setProperty('overscroll-behavior', 'contain');

  const page: PageLock = {
    holders: [],
    release: () => {
      for (const [name, value, priority] of saved) {
        if (value) body.style.setProperty(name, value, priority);
        else body.style.removeProperty(name);
      }
      for (const type of MOVES) doc.removeEventListener(type, cancelOutsideScrollers, listening);
    },
  };
  const cancelOutsideScrollers = (event: Event) => {
    const top = page.holders.at(-1);
    if (top && event.cancelable && !isPinchZoom(event) && !mayScroll(event, top)) event.preventDefault();
  };
  for (const type of MOVES) doc.addEventListener(type, cancelOutsideScrollers, listening);
  doc[PAGE_LOCK] = page;
  return page;
}

const MOVES = ['touchmove', 'wheel'] as const;
/** Not passive, or the move could not be cancelled; captured, so the panel's handlers cannot hide it. */
const listening = { passive: false, capture: true } as const;

function isPinchZoom(event: Event): boolean {
  if ('touches' in event) return (event as TouchEvent).touches.length > 1;
  return (event as WheelEvent).ctrlKey;
}

/**
 * Whether a move may go on: it is over neither the modal's overlay nor its panel (a layer of its
 * own, such as a popover's list portalled beside the modal), or it is over a part of the panel that
 * scrolls. The path crosses shadow roots, so it holds inside `<coras-booking>` too.
 */
function mayScroll(event: Event, { overlay, content }: ScrollLockAreas): boolean {
  const path = event.composedPath();
  if (overlay.current && path.includes(overlay.current)) return false;
  const panel = content.current;
  if (!panel) return true;
  const at = path.indexOf(panel);
  if (at < 0) return true;
  return path.slice(0, at + 1).some(scrolls);
}

function scrolls(target: EventTarget): boolean {
  // A duck test: the composed path may hold nodes of another realm (an iframe's), where instanceof fails.
  if ((target as Node).nodeType !== 1) return false;
  const element = target as Element;
  const style = element.ownerDocument.defaultView?.getComputedStyle(element);
  if (!style) return false;
  const scrollable = (overflow: string) => overflow === 'auto' || overflow === 'scroll';
  return (
    (scrollable(style.overflowY) && element.scrollHeight > element.clientHeight) ||
    (scrollable(style.overflowX) && element.scrollWidth > element.clientWidth)
  );
}

/**
 * Locks the page's scrolling (see {@link lockScroll}) while the calling component is mounted and
 * `active`: a modal's overlay, which Radix's Presence keeps through the closing fade, so the page
 * gets its scrollbar back only once the modal has gone.
 */
export function useScrollLock(active: boolean, areas: ScrollLockAreas): void {
  const { overlay, content } = areas;
  useLayoutEffect(
    () => (active ? lockScroll(document, { overlay, content }) : undefined),
    [active, overlay, content],
  );
}
