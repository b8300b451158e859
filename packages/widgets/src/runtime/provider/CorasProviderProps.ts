import type { CorasLogger, SessionStore, TimeoutOptions } from '@coras/api-client';
import type { AnalyticsEvent, CorasConfigInput, ParamsUpdate, TimerProvider } from '@coras/booking-core';
import type { CorasThemeOverrides } from '@coras/ui';
import type { ReactNode, Ref } from 'react';
import type { StorefrontSnapshot } from '../data/snapshot';
import type { RouterAdapter } from '../navigation/router';

/** What a host page holds of a provider through its `ref`. */
export interface CorasProviderHandle {
  /**
   * Switches the page as a visitor would (spec 1 §2), with the params-update payload: the address
   * follows when a router is on, the focus moves to the new page's heading and `onParamsUpdate`
   * tells of it. A payload without a known page, or the details page without an `id`, changes
   * nothing and is logged. Resolves `true` once applied, `false` when refused; rejects with an
   * `Error` when the navigation's small chunk cannot load (offline), the page unchanged.
   *
   * @example
   * providerRef.current?.navigate({ page: 'help' });
   */
  navigate(params: ParamsUpdate): Promise<boolean>;
}

/**
 * The props of `<CorasProvider>`: the configuration (spec 1 §1, the custom elements' attributes),
 * the host's callbacks, and what tests and hosts may replace (session store, timers, `fetch`).
 */
export interface CorasProviderProps extends CorasConfigInput {
  /**
   * Receives the {@link CorasProviderHandle} (`navigate`) while the widget is shown; `null` while its
   * configuration is incomplete.
   */
  ref?: Ref<CorasProviderHandle> | undefined;
  /** A distributor's brand: any subset of the ui kit's theme tokens, applied at runtime. */
  theme?: CorasThemeOverrides | undefined;
  /** The host page's Content-Security-Policy nonce (see `<CorasRoot nonce>`). */
  nonce?: string | undefined;
  /** The page to start on, as a params-update (spec 1 §2). @default the landing page */
  initialParams?: ParamsUpdate | undefined;
  /**
   * A server's snapshot of the first page (`loadStorefront` of `@coras/widgets/server`, for the same
   * address, locale and currency): the widget renders that page from it — on the server, and in the
   * browser without asking the API again — and asks again only as it would for any answer, later.
   * A snapshot of another page (address, locale, currency) is ignored, with a development warning.
   * On a server, where the router reads no address, the snapshot names the page to render. A
   * streaming server render (`renderToReadableStream`, Next's App Router) waits for the page's
   * code and its locale's texts, and the browser hydrates that HTML as it is.
   */
  initialData?: StorefrontSnapshot | undefined;
  /** Called on every page change with the params-update payload (spec 1 §2). */
  onParamsUpdate?: ((params: ParamsUpdate) => void) | undefined;
  /** Called with every e-commerce event (GA4-shaped). */
  onAnalyticsEvent?: ((event: AnalyticsEvent) => void) | undefined;
  /** Opt-in: push the events to this array (usually `window.dataLayer`). */
  dataLayer?: unknown[] | undefined;
  /**
   * Opt-in address sync (e.g. `createHistoryRouter()`); without it the widget navigates in memory.
   * A router with `href` makes the navigation targets real links to their addresses.
   */
  router?: RouterAdapter | undefined;
  /**
   * Where the booking session lives. @default the `booking-session` cookie in a browser (on a
   * plain-http page other than localhost, where the browser drops the `Secure` cookie, the tab's
   * sessionStorage, with a console warning), memory elsewhere
   */
  sessionStore?: SessionStore | undefined;
  /**
   * How long the API client waits for an answer before the call fails as a network failure (and
   * is retried as one): `requestMs` for every call, `confirmationMs` for the basket's confirmation.
   * @default { requestMs: 15000, confirmationMs: 60000 }
   */
  timeout?: TimeoutOptions | undefined;
  /** The `fetch` the API client uses (tests serve the sandbox in-process through it). */
  fetch?: ((request: Request) => Promise<Response>) | undefined;
  /** Where errors the visitor is not told about are reported. @default the console */
  logger?: CorasLogger | undefined;
  /** Receives the `coras-analytics` DOM events (the custom element sets itself). */
  eventTarget?: EventTarget | null | undefined;
  /**
   * The timers every widget inside schedules with, the API client's retries and timeouts included
   * (tests and stories pass fake ones, so nothing waits in real time). @default the global timers,
   * read at call time
   */
  timers?: TimerProvider | undefined;
  children?: ReactNode;
}
