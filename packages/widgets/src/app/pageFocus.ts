/** The element of a root (document or the custom element's shadow root) that has the focus. */
function focusedIn(main: HTMLElement): Element | null {
  const root = main.getRootNode() as Document | ShadowRoot;
  return root.activeElement;
}

/**
 * A subtree that is not on screen: the previous page React keeps hidden (`display: none`) while the
 * next one suspends, or content hidden from everyone.
 */
const HIDDEN = '[style*="display: none"], [hidden], [aria-hidden="true"]';

/**
 * The page shell's one rule of where the focus goes when the page changes (issue 21, WCAG 2.4.3):
 * to the new page's `<h1>` (made focusable with `tabIndex = -1`), or, until that heading is on
 * screen (a page still loading its chunk or data) and on pages without one, to `main` itself — never
 * to `<body>`, from where the next Tab would leave the widget. The rule holds while the page settles
 * (a heading that arrives later, a stand-in heading replaced by the real control's) until the
 * visitor moves the focus on. Returns the clean-up that stops watching.
 *
 * `main` must carry `tabIndex={-1}`.
 */
export function focusNewPage(main: HTMLElement): () => void {
  let heading: HTMLElement | undefined;
  const settle = (): boolean => {
    const active = focusedIn(main);
    const ours = active === null || active === main || active === main.ownerDocument.body;
    if (!ours && active !== heading) return true; // the visitor has moved on
    if (heading?.isConnected && active === heading) return false;
    heading = [...main.querySelectorAll('h1')].find((element) => !element.closest(HIDDEN));
    const target = heading ?? main;
    if (heading) heading.tabIndex = -1;
    if (active !== target) target.focus({ preventScroll: true });
    return false;
  };
  // The page changed: the focus leaves whatever had it (a card, the basket's Checkout) at once.
  main.focus({ preventScroll: true });
  settle();
  const observer = new MutationObserver(() => {
    if (settle()) observer.disconnect();
  });
  observer.observe(main, { childList: true, subtree: true });
  return () => observer.disconnect();
}
