import type { AnalyticsEvent } from '@coras/booking-core';

/**
 * E-commerce events for the host page, shaped like Google Analytics 4's recommended events so
 * integrators can forward them as they are. The widget itself sends nothing anywhere: events reach
 * the provider's `onAnalyticsEvent`, a bubbling `coras-analytics` DOM event on the custom elements,
 * and — only when the integrator opts in — `window.dataLayer`.
 */

/** The DOM event the custom elements dispatch (bubbling, composed). */
export const ANALYTICS_DOM_EVENT = 'coras-analytics';

/** Where events go. */
export interface AnalyticsOptions {
  /** Called with every event. */
  onEvent?: ((event: AnalyticsEvent) => void) | undefined;
  /**
   * Opt-in: an array to push GA4-style entries to (`{ event, ecommerce }`), usually
   * `window.dataLayer`. Off unless given.
   */
  dataLayer?: unknown[] | undefined;
  /** Receives a `coras-analytics` CustomEvent per event (the custom element itself). */
  target?: EventTarget | null | undefined;
  /** Reports a listener that threw; the widget carries on. */
  onError?: ((error: unknown) => void) | undefined;
}

/** Sends an event everywhere the integrator asked for it; a failing listener never breaks the widget. */
export type EmitAnalytics = (event: AnalyticsEvent) => void;

export function createAnalytics(options: AnalyticsOptions): EmitAnalytics {
  return (event) => {
    const deliveries: Array<() => void> = [];
    if (options.onEvent) deliveries.push(() => options.onEvent?.(event));
    if (options.dataLayer) {
      // GA4 asks to clear the previous ecommerce object first, so fields never leak between events.
      deliveries.push(() =>
        options.dataLayer?.push({ ecommerce: null }, { event: event.name, ecommerce: event.params }),
      );
    }
    if (options.target) {
      deliveries.push(() =>
        options.target?.dispatchEvent(
          new CustomEvent(ANALYTICS_DOM_EVENT, { detail: event, bubbles: true, composed: true }),
        ),
      );
    }
    for (const deliver of deliveries) {
      try {
        deliver();
      } catch (error) {
        options.onError?.(error);
      }
    }
  };
}
