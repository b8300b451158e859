import { layout, queryContainer } from '@coras/ui';

/** The window event that tells every basket on the page to reload (spec 2 §4, §7). */
export const RESERVATION_CREATED_EVENT = 'reservation-created';

/** Where the basket shows itself after a reservation (spec 2 §4, §9). */
export type BasketView = 'modal' | 'dropdown';

/** At 800 px of widget width or less the 'Added to basket' modal opens; otherwise the basket dropdown. */
export const BASKET_MODAL_MAX_WIDTH = layout.widths.w800;

export function basketViewFor(width: number): BasketView {
  return width <= BASKET_MODAL_MAX_WIDTH ? 'modal' : 'dropdown';
}

/** The width of the widget `element` sits in: its query container, as the kit's container queries read it. */
export function widgetWidth(element: HTMLElement): number {
  const container = element.closest<HTMLElement>(`.${queryContainer}`) ?? element;
  return container.getBoundingClientRect().width;
}

/**
 * "The page scrolls up" (spec 2 §4): to the widget's top, where the navbar's basket is. The widget
 * is embedded, so it scrolls its own top into view rather than the host page to 0.
 */
export function scrollWidgetToTop(element: HTMLElement): void {
  const root = element.closest<HTMLElement>('.coras-root') ?? element;
  if (typeof root.scrollIntoView === 'function') root.scrollIntoView({ block: 'start' });
}
