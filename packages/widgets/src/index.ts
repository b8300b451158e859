// The analytics model (items, events) is booking-core's; the widget delivers the events. So is
// the rule of which page a navigation leads to (`nextParams`), re-exported for screens built on top.
// So is the configuration's resolution (spec 1 §1, §9), which the provider and the custom
// elements apply.
export {
  type AnalyticsEvent,
  type AnalyticsEventName,
  type AnalyticsItem,
  CONFIG_ATTRIBUTES,
  type CorasConfig,
  type CorasConfigInput,
  formatMessage,
  type MessageValues,
  nextParams,
  resolveConfig,
} from '@coras/booking-core';
export { BookingApp, type BookingAppProps } from './app/BookingApp';
export { CorasProvider, type CorasProviderHandle, type CorasProviderProps } from './app/CorasProvider';
// The exported components whose stand-ins load lazy parts (the navbar basket's and the picker's
// code load after the first render, behind stand-ins that look and read the same).
export { FilterBar, LandingPage, LocationPicker, Navbar, NavbarBasket } from './app/exports';
export type { Catalogue } from './app/locales/english';
export { BasketAnnouncer } from './features/basket/BasketAnnouncer';
export { BasketModal, type BasketModalProps } from './features/basket/BasketModal';
export type { NavbarBasketProps } from './features/basket/NavbarBasket';
// The booking panel itself stays in the details page's lazy chunk: only its types are exported here.
export type { DetailsBookingProps, ReservationAdded } from './features/details-booking/DetailsBooking';
export type { FilterBarProps } from './features/filters/FilterBar';
export { type FilterBarLayout, MOBILE_BELOW } from './features/filters/useContainerLayout';
export { useLandingFilters } from './features/filters/useLandingFilters';
export { Footer, type FooterProps } from './features/footer/Footer';
export { browserGeolocation, type GeolocationAdapter } from './features/location-picker/geolocation';
export type { LocationPickerProps } from './features/location-picker/LocationPicker';
export { type NavbarMode, type NavbarProps, navbarModes } from './features/navbar/Navbar';
export { SeatingChartLoadError } from './features/seating-chart/loadChartScript';
export {
  chartScriptUrl,
  DEFAULT_CHART_JS_URL,
  SEATING_CHART_DEFAULTS,
  SeatingChart,
  type SeatingChartProps,
  type SeatingChartStatus,
} from './features/seating-chart/SeatingChart';
export {
  type SeatingChartCallbacks,
  type SeatingChartHoldToken,
  type SeatingChartInstance,
  type SeatingChartObject,
  type SeatingChartObjectStatus,
  type SeatingChartOptions,
  type SeatingChartRegion,
  type SeatingChartSeason,
  type SeatingChartStatusChangeFilter,
  type SeatingChartTicketType,
  seatingChartObjectStatuses,
} from './features/seating-chart/seatingChartTypes';
// The help page stays a lazy chunk of BookingApp (it holds the HTML sanitiser); only its link event is exported.
export { HELP_LINK_EVENT, type HelpLinkDetail } from './pages/help/helpLinkEvent';
// The search page is not exported here: it stays a lazy chunk of BookingApp (a landing visitor downloads none of it).
export type { LandingPageProps } from './pages/landing/LandingPage';
export {
  ANALYTICS_DOM_EVENT,
  type AnalyticsOptions,
  createAnalytics,
  type EmitAnalytics,
} from './runtime/analytics/analytics';
export {
  type BasketView,
  basketViewForWidth,
  dispatchReservationCreated,
  RESERVATION_CREATED_EVENT,
} from './runtime/basket/basketStore';
export { type Basket, useBasket } from './runtime/basket/useBasket';
// A server's snapshot, from `@coras/widgets/server`'s `loadStorefront`, for `<CorasProvider initialData>`.
export type { SnapshotError, StorefrontSnapshot } from './runtime/data/snapshot';
export { type ApiKey, useApi } from './runtime/data/useApi';
export { englishBundle, type LocaleBundle, loadLocaleBundle } from './runtime/i18n/catalogue';
export type { MessageKey } from './runtime/i18n/messages/en-GB';
export { type Translate, useTranslate } from './runtime/i18n/useTranslate';
export { paramsAtom } from './runtime/navigation/navigation';
export {
  createHistoryRouter,
  type HistoryRouterOptions,
  type RouterAdapter,
} from './runtime/navigation/router';
export { type CorasContextValue, useCorasContext } from './runtime/provider/context';
export { type Navigate, useNavigate, usePageParams } from './runtime/provider/navigation-context';
