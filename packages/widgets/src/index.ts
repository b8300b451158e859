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
export {
  ANALYTICS_DOM_EVENT,
  type AnalyticsOptions,
  createAnalytics,
  type EmitAnalytics,
} from './analytics/analytics';
export { BookingApp, type BookingAppProps } from './app/BookingApp';
export { BasketAnnouncer } from './basket/BasketAnnouncer';
export { BasketModal, type BasketModalProps } from './basket/BasketModal';
export {
  type BasketView,
  basketViewForWidth,
  dispatchReservationCreated,
  RESERVATION_CREATED_EVENT,
} from './basket/basketStore';
// The basket's code loads after the first render, behind a stand-in with the same button.
export { LazyNavbarBasket as NavbarBasket } from './basket/LazyNavbarBasket';
export type { NavbarBasketProps } from './basket/NavbarBasket';
export { type Basket, useBasket } from './basket/useBasket';
export { type ApiKey, useApi } from './data/useApi';
// The booking panel itself stays in the details page's lazy chunk: only its types are exported here.
export type { DetailsBookingProps, ReservationAdded } from './details-booking/DetailsBooking';
export { FilterBar, type FilterBarProps } from './filters/FilterBar';
export { type FilterBarLayout, MOBILE_BELOW } from './filters/useContainerLayout';
export { useLandingFilters } from './filters/useLandingFilters';
export { englishBundle, type LocaleBundle, loadLocaleBundle } from './i18n/catalogue';
export type { Catalogue, MessageKey } from './i18n/messages/en-GB';
export { type Translate, useTranslate } from './i18n/useTranslate';
export { Footer, type FooterProps } from './layout/Footer';
export { browserGeolocation, type GeolocationAdapter } from './location-picker/geolocation';
// The picker's code loads after the first render, behind a stand-in that looks and reads the same.
export { LazyLocationPicker as LocationPicker } from './location-picker/LazyLocationPicker';
export type { LocationPickerProps } from './location-picker/LocationPicker';
export { Navbar, type NavbarMode, type NavbarProps, navbarModes } from './navbar/Navbar';
export { paramsAtom } from './navigation/navigation';
export { createHistoryRouter, type HistoryRouterOptions, type RouterAdapter } from './navigation/router';
// The help page stays a lazy chunk of BookingApp (it holds the HTML sanitiser); only its link event is exported.
export { HELP_LINK_EVENT, type HelpLinkDetail } from './pages/help/helpLinkEvent';
// The search page is not exported here: it stays a lazy chunk of BookingApp (a landing visitor downloads none of it).
export { LandingPage, type LandingPageProps } from './pages/landing/LandingPage';
export { CorasProvider, type CorasProviderHandle, type CorasProviderProps } from './provider/CorasProvider';
export { type CorasContextValue, useCorasContext } from './provider/context';
export { type Navigate, useNavigate, usePageParams } from './provider/navigation-context';
export { SeatingChartLoadError } from './seating-chart/loadChartScript';
export {
  chartScriptUrl,
  DEFAULT_CHART_JS_URL,
  SEATING_CHART_DEFAULTS,
  SeatingChart,
  type SeatingChartProps,
  type SeatingChartStatus,
} from './seating-chart/SeatingChart';
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
} from './seating-chart/seatingChartTypes';
