import type { Reservation } from '@coras/api-client';
import type { AnalyticsEvent, ParamsUpdate, PaymentStatusDetail } from '@coras/booking-core';
import { BookingApp } from '../app/BookingApp';
import { provideLazyParts } from '../app/lazyParts';
import { LandingPage } from '../pages/landing/LandingPage';
import { CorasElement } from './CorasElement';
import { setElementStyles } from './sheets';

/** The partner's contact page, linked from `<coras-booking>`'s footer (opens in a new tab). */
export const PARTNER_CONTACT_URL_ATTRIBUTE = 'partner-contact-url';

/**
 * `<coras-booking>`: the whole storefront (landing, search, details, basket, payment, help). Besides
 * the configuration attributes it reads `partner-contact-url`, the footer's external contact link
 * (spec 1 §2), left out without it.
 */
export class CorasBookingElement extends CorasElement {
  static override get observedAttributes(): string[] {
    return [...CorasElement.observedAttributes, PARTNER_CONTACT_URL_ATTRIBUTE];
  }

  protected content() {
    return <BookingApp partnerContactUrl={this.getAttribute(PARTNER_CONTACT_URL_ATTRIBUTE) ?? undefined} />;
  }
}

/** `<coras-landing>`: the landing page alone, for a site's home page. */
export class CorasLandingElement extends CorasElement {
  protected content() {
    return <LandingPage />;
  }
}

/** Options of {@link defineCorasElements}. */
export interface DefineElementsOptions {
  /**
   * The widget's CSS for the shadow roots: the text of `@coras/ui/styles.css` and
   * `@coras/widgets/styles.css`, or constructable sheets. The self-registering bundle passes its
   * own; pass yours when you bundle the elements yourself.
   */
  styles?: string | CSSStyleSheet[];
  /** The custom element registry. @default globalThis.customElements */
  registry?: CustomElementRegistry;
}

/**
 * Registers `<coras-booking>` and `<coras-landing>` (once; a second call is harmless), so any page,
 * with or without React of its own, can embed the storefront:
 *
 * @example
 * <coras-booking api-host="https://api.coras.example" distributor-id="your-id" currency="EUR"></coras-booking>
 */
export function defineCorasElements(options: DefineElementsOptions = {}): void {
  const registry = options.registry ?? customElements;
  // The features' lazy parts come in the chunks `app/` groups them in (a call, not a module's side
  // effect: a bundler keeps it wherever the elements are defined).
  provideLazyParts();
  if (options.styles !== undefined) setElementStyles(options.styles);
  if (!registry.get('coras-booking')) registry.define('coras-booking', CorasBookingElement);
  if (!registry.get('coras-landing')) registry.define('coras-landing', CorasLandingElement);
}

declare global {
  /** `document.querySelector('coras-booking')` and `createElement('coras-booking')` know the element's type. */
  interface HTMLElementTagNameMap {
    'coras-booking': CorasBookingElement;
    'coras-landing': CorasLandingElement;
  }
  /** The events the elements dispatch (bubbling, composed): `widget.addEventListener('params-update', …)`. */
  interface HTMLElementEventMap {
    'params-update': CustomEvent<ParamsUpdate>;
    'coras-analytics': CustomEvent<AnalyticsEvent>;
  }
  /** The events every widget on a page hears on `window` (spec 2 §4). */
  interface WindowEventMap {
    'payment-status': CustomEvent<PaymentStatusDetail>;
    'reservation-created': CustomEvent<{ reservation?: Reservation }>;
  }
}
