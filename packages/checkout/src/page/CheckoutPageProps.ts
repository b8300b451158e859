import type { CorasClient, CorasLogger } from '@coras/api-client';
import type {
  CheckoutAnalyticsEvent,
  RemovableStorage as CheckoutStorage,
  Clock,
  PaymentStatusDetail,
  PointsConfig,
  TimerProvider,
} from '@coras/booking-core';
import type { CheckoutBasket } from '../basket/CheckoutBasket';
import type { CheckoutTranslate } from '../i18n/translate';
import type { PaymentProvider } from '../payment/provider';

/** The props of `CheckoutPage`. */
export interface CheckoutPageProps {
  /** The Coras API client, speaking the visitor's locale and holding the booking session. */
  client: CorasClient;
  /** The visitor's locale (money and number formats). */
  locale: string;
  /** Translates the checkout's keys (`checkoutMessages`). @default English */
  translate?: CheckoutTranslate | undefined;
  /**
   * The basket: its reservations with their holds, load status, reload and remove, and its
   * currency (booking-core's `basketCurrency`: its items', else the visitor's), which the order is
   * shown in.
   */
  basket: CheckoutBasket;
  /** The card payment provider (Stripe or the sandbox's); the page never knows which. */
  provider: PaymentProvider;
  /** Where flags are read from: `{assetsUrl}/flags/{code}.svg`. */
  assetsUrl: string;
  /** The reward points shown on each basket item (spec 2 §9); none without a reward function. */
  points?: PointsConfig | undefined;
  /**
   * Opens the help centre: with `terms-and-conditions` from the terms checkbox's link, without a
   * content from the confirmation's Help Centre link and the error modal.
   */
  onOpenHelp(content?: string): void;
  /**
   * The help page's address, when the host's pages have addresses: the confirmation's Help Centre
   * (spec 2 §2: a link) is then a real `<a href>`, whose plain click still calls `onOpenHelp()`.
   */
  helpCentreHref?: string | undefined;
  /**
   * The booking session ended at checkout (it expired, or the server answered 401) and its tickets
   * were released: the 'Back to {attraction}' button of that message opens the attraction again.
   * Without it the message shows no button.
   */
  onBackToAttraction?: ((attractionId: string) => void) | undefined;
  /**
   * Leads back to the attractions: the 'empty basket' view's button (a reload after the booking
   * session ended). Without it that view shows no button.
   */
  onBackToLanding?: (() => void) | undefined;
  /**
   * Announces a view that takes the page's place as a page change is announced (issue 21): the
   * booking's confirmation says 'Booking confirmation page' (`checkout.success.page`), in the
   * visitor's language. The widgets pass their page live region's; without it the checkout's own
   * polite live region says it.
   */
  announcePage?: ((text: string) => void) | undefined;
  /** Receives begin_checkout, add_payment_info and purchase (GA4-shaped). */
  onAnalyticsEvent?: ((event: CheckoutAnalyticsEvent) => void) | undefined;
  /** Receives the payment-status detail (success, transactionId, userId) when a payment ends. */
  onPaymentStatus?: ((detail: PaymentStatusDetail) => void) | undefined;
  /**
   * Where the `payment-status` DOM event is dispatched (bubbling, composed); `null` for none.
   * @default window
   */
  eventTarget?: EventTarget | null | undefined;
  /** Where errors the visitor is not told about go. @default the console */
  logger?: CorasLogger | undefined;
  /**
   * Where the payment is kept across a reload, shared by the visitor's tabs (two tabs paying one
   * basket send one `Idempotency-Key`, and one follows the other's payment). @default localStorage
   */
  storage?: CheckoutStorage | undefined;
  /** Extra `metadata` of the confirmation (the integrator's own). */
  metadata?: Record<string, unknown> | undefined;
  /** The zone "today" is measured in for passport expiry. @default the browser's */
  timeZone?: string | undefined;
  /** Where "now" comes from (tests and stories). @default the system clock */
  clock?: Clock | undefined;
  /** The timers of polling and countdowns (tests and stories). @default the global timers */
  timers?: TimerProvider | undefined;
  /** Makes an `Idempotency-Key`. @default crypto.randomUUID */
  createIdempotencyKey?: (() => string) | undefined;
}
