// @coras/booking-core: every product rule as pure TypeScript. Every export is listed by name
// (house style §2); see README.md for the modules and an example of each.

export type { Logger } from './adapters/logger';
export { createMemoryStorage, type KeyValueStorage, type RemovableStorage } from './adapters/storage';
export {
  type Clock,
  globalTimers,
  systemClock,
  type TimerProvider,
} from './adapters/timers';
export { systemTimeZone } from './adapters/timeZone';
export {
  type AnalyticsEvent,
  /** @public re-exported to integrators by @coras/widgets */
  type AnalyticsEventName,
  type AnalyticsItem,
  type CardList,
  type CheckoutAnalyticsEvent,
  type ListedAttraction,
  selectItemEvent,
  viewItemListEvent,
} from './analytics/analytics';
export {
  addToCartEvent,
  beginCheckoutEvent,
  removeFromCartEvent,
  viewItemEvent,
} from './analytics/orderEvents';
export { isBlank } from './availability/blank';
export {
  type AvailabilityEffects,
  type AvailabilityState,
  createAvailabilityStore,
} from './availability/check';
export {
  attractionCalendarBounds,
  availableDates,
  detailsPageDate,
  isSingleDayAvailability,
  verifyDate,
} from './availability/days';
export {
  defaultTourLanguage,
  groupByPerformanceTime,
  type OptionsKind,
  optionsKind,
  showsLanguageChip,
  tourLanguages,
  unitPrice,
} from './availability/options';
export { previewSummary } from './availability/preview';
export {
  buildAvailabilityRequest,
  buildReservationRequest,
} from './availability/requests';
export {
  descriptionExcerpt,
  htmlToText,
  isBlankHtml,
} from './availability/text';
export {
  canDecrementTickets,
  canIncrementTickets,
  clampTicketCount,
  decrementTickets,
  incrementTickets,
  type TicketCounts,
  ticketCap,
  totalTickets,
  withDefaultTickets,
} from './availability/tickets';
export {
  type BasketItem,
  type BasketState,
  type BasketStatus,
  basketCurrency,
  basketTicketCount,
  createBasketStore,
  nextExpiry,
  remainingMs,
  secondsLeft,
} from './basket/basket';
export { holdExpiryDiff, holdsRanOut } from './basket/hold-expiry';
export { RESERVATION_CREATED_EVENT } from './basket/reservation-created';
export { reservationThumbnail } from './basket/thumbnail';
export { ticketSummary } from './basket/ticket-summary';
export { type CalendarBounds, selectionRange } from './calendar/calendar';
export {
  buildCategoryTree,
  type CategoryNode,
  type CategorySelection,
  categoryCheckState,
  parseCategories,
  selectedCategorySlugs,
  toggleCategory,
} from './category-tree/category-tree';
export {
  type CardBrand,
  type CardFieldCheck,
  cardBrands,
  checkCardNumber,
  checkCvc,
  checkExpiry,
  cvcLengthOf,
  detectCardBrand,
  digitsOf,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  luhnValid,
  parseExpiry,
} from './checkout/card';
export {
  type CardCompleteness,
  type CardField,
  type CardProviderError,
  cardCompletenessErrors,
  INCOMPLETE_CARD,
  isWellFormedClientSecret,
  routeCardError,
} from './checkout/card-errors';
export { countryFlagUrl, countryName, dialCode, filterCountries } from './checkout/countries';
export {
  buildCheckoutForm,
  type CheckoutField,
  type CheckoutForm,
  type CheckoutValues,
  contactValues,
  initialCheckoutValues,
  phoneCountry,
} from './checkout/form';
export {
  type CheckoutFieldHelp,
  type CheckoutMessage,
  type CheckoutMessageCode,
  DEFAULT_AMOUNT_PAID_CURRENCY,
} from './checkout/messages';
export { cardBillingDetails } from './checkout/payload';
export {
  type CheckoutFormEvent,
  type CheckoutFormState,
  checkoutFormTransition,
  showsFieldStatus,
  validateCheckout,
  visibleCheckoutErrors,
} from './checkout/validation';
export {
  activeReservationIds,
  type CheckoutView,
  checkoutView,
} from './checkout/view';
export {
  CONFIG_ATTRIBUTES,
  type CorasConfig,
  type CorasConfigInput,
  resolveConfig,
} from './config/config';
export { formatDateRangeLabel } from './dates/dateRangeLabel';
export {
  type DateOnly,
  formatVenueDate,
  toDateOnly,
  todayDateOnly,
} from './dates/dates';
export { durationParts } from './dates/duration';
export {
  formatVenueDay,
  formatVenueTime,
} from './dates/venueDay';
export {
  type ErrorModalEvent,
  errorModalTransition,
  initialErrorModalState,
} from './error-modal/error-modal';
export {
  applyCategories,
  clearAllFilters,
  clearDateRange,
  type FilterChip,
  filterChips,
  filtersToParams,
  removeChip,
  setDateRange,
  setSorting,
  toggleDuration,
  togglePrice,
} from './filters/filters';
export {
  DEFAULT_CATEGORIES,
  defaultCategories,
  filtersFromParams,
  filtersToLandingQuery,
  hasActiveFilters,
  type LandingFilters,
  waitsForCategoryTree,
} from './filters/landing-filters';
export {
  createFirstPageBudget,
  type FirstPageBudget,
  type FirstPageFailure,
} from './first-page/first-page';
export {
  buildSupportMessage,
  CONTACT_REQUIRED_FIELDS,
  HELP_TABS,
  type HelpLinkAction,
  type HelpTab,
  helpPageSlug,
  interceptHelpLink,
  resolveHelpContent,
  validateContactForm,
} from './help/help';
export {
  chooseBestImage,
  DEFAULT_PLACEHOLDER_IMAGE_URL,
} from './images/best-image';
export {
  cardImage,
  type ImageCdnOptions,
  type ImageSource,
  responsiveImage,
} from './images/cdn';
export { resolveImage } from './images/image-file';
export {
  LOCATION_IMAGE_DEFAULTS,
  locationImageUrls,
} from './images/location-image';
export { viewerImageUrl } from './images/viewer-image';
export {
  type LandingBreadcrumb,
  landingBreadcrumbs,
  landingPlace,
  locatedCountry,
  needsGeolocation,
  showsPopularHeading,
  visibleSections,
} from './landing/landing';
export { otherAttractions } from './landing/other-attractions';
export {
  type DateFnsLocale,
  DEFAULT_DATE_LOCALE,
} from './locale/date-locale';
export {
  DEFAULT_LOCALE,
  localeLanguageCode,
  resolveLocale,
  SUPPORTED_LOCALES,
  type SupportedLocale,
  weekStartsOn,
} from './locale/locales';
export { formatMessage, type MessageValues } from './locale/message-format';
export { LOCALE_NATIVE_NAMES } from './locale/native-names';
export {
  type Coordinates,
  createLocationPickerStore,
  type LocationPickerEffects,
  type LocationPickerState,
  type LocationPickerStore,
  listsSearchResults,
  locationFieldPlaceholder,
  locationFieldValue,
  locationParams,
  placeholderFromListing,
  searchAnswered,
  showsNearMe,
  visibleLocations,
} from './location-picker/location-picker';
export {
  type CurrencyCode,
  SUPPORTED_CURRENCIES,
} from './money/currencies';
export { CURRENCIES } from './money/currency-info';
export {
  formatMoney,
  formatPriceIn,
  priceIn,
} from './money/money';
export {
  type PointsConfig,
  type RewardPointsFunction,
  rewardPoints,
} from './money/points';
export {
  loadRecentSearches,
  type NavbarSuggestions,
  navbarSuggestions,
  type RecentSearch,
  rememberSearch,
} from './navbar-search/navbar-search';
export { detailsBreadcrumbs } from './navigation/breadcrumbs';
export {
  checkoutTarget,
  helpTarget,
  navbarResultTarget,
  searchPageTarget,
  showsBasketIcon,
  showsCurrencyMenu,
} from './navigation/chrome-targets';
export {
  checkParamsUpdate,
  type ParamsUpdateProblem,
  sameParams,
} from './navigation/hostParams';
export {
  attractionCardTarget,
  breadcrumbCountryTarget,
  buildPath,
  type LocaleAndCurrency,
  nextParams,
  PAGE_NAMES,
  PARAMS_UPDATE_EVENT,
  type PageName,
  type PageParams,
  type ParamsUpdate,
  type PathOptions,
  parsePath,
  resolveParams,
  startParams,
} from './navigation/navigation';
export type { CardPaymentResult } from './payment/card';
export { createOrderClaims, type TabLocks } from './payment/claim';
export {
  createPaymentFlow,
  type PaymentFlow,
  type PaymentFlowView,
  type RestoredPayment,
} from './payment/flow';
export {
  isProcessing,
  PAYMENT_STATUS_EVENT,
  type PaymentState,
  type PaymentStatusDetail,
} from './payment/payment';
export {
  createPaymentRecordStore,
  type OrderItem,
  type OrderSnapshot,
  PAYMENT_RECORD_KEY,
} from './payment/record';
export {
  type AttractionSearchQuery,
  canLoadMore,
  createSearchPagingStore,
  SEARCH_SENTINEL_ROOT_MARGIN,
  type SearchCriteria,
  type SearchPagingState,
  type SearchPagingStore,
  searchQuery,
  showsSearchError,
} from './search-paging/search-paging';
export {
  type SeatingChartEventRef,
  seatingChartOf,
  sectionOptionOfSeat,
} from './seating-chart/seatingChart';
export { itemListJsonLd, type JsonLd, jsonLdText } from './structured-data/json-ld';
export { attractionHead, landingHead, type PageHead } from './structured-data/page-head';
export { attractionJsonLd } from './structured-data/structured-data';
export { createTermSearchStore, isSearchableTerm } from './term-search/term-search';
