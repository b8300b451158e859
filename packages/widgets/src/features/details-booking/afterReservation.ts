/**
 * "The page scrolls up" after a reservation (spec 2 §4): to the widget's top, where the navbar's
 * basket opens. The widget is embedded, so it scrolls its own top into view rather than the host
 * page to 0.
 */
export function scrollWidgetToTop(element: HTMLElement): void {
  const root = element.closest<HTMLElement>('.coras-root') ?? element;
  if (typeof root.scrollIntoView === 'function') root.scrollIntoView({ block: 'start' });
}
