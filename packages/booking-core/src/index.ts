// @coras/booking-core: every product rule as pure TypeScript. Every export is listed by name
// (house style §2); see README.md for the modules and an example of each.

export { TOUR_ACCORDION_ITEMS } from './accordion/accordion';
export { type Logger, silentLogger } from './adapters/logger';
export { createMemoryStorage, type KeyValueStorage, type RemovableStorage } from './adapters/storage';
export {
  type Clock,
  type Debounced,
  debounce,
  globalTimers,
  systemClock,
  type Throttled,
  type TimerProvider,
  throttle,
} from './adapters/timers';
export {
  type AnalyticsEvent,
  type AnalyticsEventName,
  type AnalyticsItem,
  addToCartEvent,
  beginCheckoutEvent,
  type CardList,
  type CheckoutAnalyticsEvent,
  type ListedAttraction,
  removeFromCartEvent,
  selectItemEvent,
  viewItemEvent,
  viewItemListEvent,
} from './analytics/analytics';
export { isBlank } from './availability/blank';
export {
  type AvailabilityEffects,
  type AvailabilityEvent,
  type AvailabilityState,
  type AvailabilityStatus,
  availabilityTransition,
  createAvailabilityStore,
  initialAvailabilityState,
} from './availability/check';
export {
  attractionCalendarBounds,
  availableDates,
  type DatedAttraction,
  isSingleDayAvailability,
  MAX_SALE_PERIOD_DAYS,
  verifyDate,
} from './availability/days';
export {
  type AvailabilityError,
  availabilityError,
  availabilityFailed,
  defaultTourLanguage,
  groupByPerformanceTime,
  NO_TICKETS_ERROR_CODE,
  type OptionsKind,
  optionsKind,
  type PerformanceGroup,
  showsLanguageChip,
  type TourLanguage,
  tourLanguages,
  unitPrice,
} from './availability/options';
export { type PreviewRow, type PreviewSummary, previewSummary } from './availability/preview';
export {
  type BookingRequestInput,
  buildAvailabilityRequest,
  buildReservationRequest,
} from './availability/requests';
export {
  descriptionExcerpt,
  ELLIPSIS,
  EXCERPT_MAX_LENGTH,
  EXCERPT_MAX_SENTENCES,
  htmlToText,
  isBlankHtml,
} from './availability/text';
export {
  canDecrementTickets,
  canIncrementTickets,
  clampTicketCount,
  DEFAULT_MAX_BOOKING_SIZE,
  decrementTickets,
  incrementTickets,
  setTicketCount,
  type TicketCounts,
  ticketCap,
  ticketSelections,
  totalTickets,
  withDefaultTickets,
} from './availability/tickets';
export {
  type BasketEvent,
  type BasketItem,
  type BasketState,
  type BasketStatus,
  type BasketStoreOptions,
  basketReducer,
  basketTicketCount,
  createBasketStore,
  initialBasketState,
  nextExpiry,
  RESERVATION_CREATED_EVENT,
  remainingMs,
} from './basket/basket';
export { holdExpiryDiff } from './basket/hold-expiry';
export { type CalendarBounds, type MonthKey, selectionRange } from './calendar/calendar';
export {
  buildCategoryTree,
  type CategoryCheckboxVariant,
  type CategoryCheckState,
  type CategoryNode,
  type CategorySelection,
  categoryCheckState,
  parseCategories,
  selectedCategorySlugs,
  toggleCategory,
} from './category-tree/category-tree';
export { normaliseCategorySlugs } from './category-tree/slugs';
export {
  type CardCompleteness,
  type CardField,
  type CardProviderError,
  cardCompletenessErrors,
  INCOMPLETE_CARD,
  isWellFormedClientSecret,
  type RoutedCardError,
  routeCardError,
} from './checkout/card-errors';
export { countryFlagUrl, dialCode, filterCountries, internationalPhoneNumber } from './checkout/countries';
export {
  buildCheckoutForm,
  type CheckoutField,
  type CheckoutFieldKind,
  type CheckoutFieldScope,
  type CheckoutForm,
  type CheckoutValues,
  DEFAULT_HEIGHT_UNIT,
  DEFAULT_PHONE_COUNTRY,
  DEFAULT_WEIGHT_UNIT,
  initialCheckoutValues,
  REQUIREMENT_FIELDS,
  reservationFieldName,
  ticketFieldName,
} from './checkout/form';
export {
  type CheckoutFieldHelp,
  type CheckoutMessage,
  type CheckoutMessageCode,
  DEFAULT_AMOUNT_PAID_CURRENCY,
  type FieldMessage,
} from './checkout/messages';
export {
  attendeeTickets,
  billingAddress,
  buildConfirmRequest,
  type CardBillingDetails,
  type ConfirmationInput,
  cardBillingDetails,
  contactPhoneNumber,
  pickupUpdates,
  splitName,
} from './checkout/payload';
export { type AttendeeRef, type MappedServerErrors, mapServerErrors } from './checkout/server-errors';
export {
  type CheckoutFormEvent,
  type CheckoutFormState,
  type CheckoutValidation,
  checkoutFormTransition,
  type ValidationContext,
  validateCheckout,
  validateField,
  visibleCheckoutErrors,
} from './checkout/validation';
export {
  activeReservationIds,
  type CheckoutView,
  checkoutView,
} from './checkout/view';
export {
  type DateOnly,
  type DateRangeLabelOptions,
  type FormatVenueDateOptions,
  formatDateRangeLabel,
  formatVenueDate,
  isDateOnly,
  isValidTimeZone,
  toDateOnly,
  todayDateOnly,
} from './dates/dates';
export { type DurationPart, durationParts } from './dates/duration';
export {
  type FormatVenueDayOptions,
  formatVenueDay,
  formatVenueTime,
  venueInstantOf,
} from './dates/venueDay';
export {
  type FormatInTimeZoneOptions,
  formatInTimeZone,
  parseIsoDate,
  zonedDateTime,
} from './dates/zoned';
export {
  type ErrorModalEvent,
  type ErrorModalState,
  errorModalTransition,
  initialErrorModalState,
} from './error-modal/error-modal';
export {
  applyCategories,
  clearAllFilters,
  clearDateRange,
  type FilterChip,
  filterChips,
  hasActiveFilters,
  removeChip,
  setDateRange,
  setSorting,
  toggleDuration,
  togglePrice,
} from './filters/filters';
export {
  DEFAULT_CATEGORIES,
  DEFAULT_SORTING,
  defaultLandingFilters,
  filtersFromParams,
  filtersToLandingQuery,
  filtersToParams,
  type LandingFilters,
  type LandingQuery,
} from './filters/landing-filters';
export {
  buildSupportMessage,
  CONTACT_REQUIRED_FIELDS,
  type ContactFormValues,
  DEFAULT_HELP_CONTENT,
  HELP_INFO_PAGES,
  HELP_TABS,
  type HelpContent,
  type HelpInfoPage,
  type HelpLinkAction,
  type HelpTab,
  helpPageSlug,
  interceptHelpLink,
  resolveHelpContent,
  splitContactName,
  validateContactForm,
} from './help/help';
export {
  type ChosenImage,
  chooseBestImage,
  DEFAULT_PLACEHOLDER_IMAGE_URL,
  type ImageCandidate,
  imageScore,
  PLACEHOLDER_IMAGE_SIZE,
  type SizedImage,
} from './images/best-image';
export {
  BANNER_ASPECT_RATIO,
  bannerImage,
  CARD_IMAGE_PIXEL_RATIOS,
  CARD_IMAGE_WIDTHS,
  cardImage,
  IMAGE_CDNS,
  IMAGE_QUALITY,
  type ImageCdn,
  type ImageCdnOptions,
  type ImageSource,
  type ImageTransform,
  ImageUrlError,
  type ImageUrlErrorReason,
  LOW_QUALITY_PLACEHOLDER_WIDTH,
  lowQualityPlaceholderUrl,
  MAX_IMAGE_DIMENSION,
  RESPONSIVE_IMAGE_WIDTHS,
  responsiveImage,
  SEARCH_CARD_IMAGE_SIZE,
  SEARCH_CARD_PIXEL_RATIOS,
  searchCardImage,
  transformImageUrl,
  VIEWER_PIXEL_RATIO,
  viewerImageUrl,
} from './images/cdn';
export { type ImageTransformName, type ResolvedImage, resolveImage } from './images/image-file';
export {
  LOCATION_IMAGE_DEFAULTS,
  type LocationImageInput,
  type LocationImageUrls,
  locationImageUrls,
} from './images/location-image';
export {
  type LandingBreadcrumb,
  landingBreadcrumbs,
  locatedCountry,
  needsGeolocation,
  RENDERED_SECTION_TYPE,
  showsPopularHeading,
  visibleSections,
} from './landing/landing';
export {
  type DateFnsLocale,
  DEFAULT_DATE_LOCALE,
  loadDateLocale,
} from './locale/date-locale';
export {
  DEFAULT_LOCALE,
  intlDateLocale,
  intlNumberLocale,
  localeLanguageCode,
  parseLocaleList,
  resolveLocale,
  SUPPORTED_LOCALES,
  type SupportedLocale,
  weekStartsOn,
} from './locale/locales';
export { formatMessage, type MessageValues } from './locale/message-format';
export { LOCALE_NATIVE_NAMES } from './locale/native-names';
export {
  type Coordinates,
  chosenLocationName,
  createLocationPickerStore,
  enterChoice,
  initialLocationPickerState,
  isSearchableTerm,
  LOCATION_SEARCH_MIN_CHARS,
  LOCATION_SEARCH_THROTTLE_MS,
  type LocationPickerEffects,
  type LocationPickerEvent,
  type LocationPickerState,
  type LocationPickerStatus,
  type LocationPickerStore,
  locationFieldPlaceholder,
  locationFieldValue,
  locationParams,
  locationPickerTransition,
  placeholderFromListing,
  showsNearMe,
  visibleLocations,
} from './location-picker/location-picker';
export {
  CURRENCIES,
  type CurrencyCode,
  type CurrencyInfo,
  DEFAULT_CURRENCY,
  isSupportedCurrency,
  parseCurrencyList,
  resolveCurrency,
  SUPPORTED_CURRENCIES,
} from './money/currencies';
export {
  CURRENCY_EXPONENTS,
  type CurrencyExponents,
  currencyExponent,
  type FormatMoneyOptions,
  formatMoney,
  formatPriceIn,
  priceIn,
  toMajorUnits,
} from './money/money';
export {
  type PointsConfig,
  type PointsDisplay,
  type RewardPointsFunction,
  rewardPoints,
} from './money/points';
export {
  addRecentSearch,
  createNavbarSearchStore,
  initialNavbarSearchState,
  isNavbarSearchable,
  loadRecentSearches,
  NAVBAR_SEARCH_MIN_CHARS,
  NAVBAR_SEARCH_THROTTLE_MS,
  type NavbarSearchEffects,
  type NavbarSearchEvent,
  type NavbarSearchState,
  type NavbarSuggestions,
  navbarSearchTransition,
  navbarSuggestions,
  RECENT_SEARCHES_MAX,
  RECENT_SEARCHES_STORAGE_KEY,
  type RecentSearch,
  rememberSearch,
} from './navbar-search/navbar-search';
export {
  attractionCardTarget,
  breadcrumbCountryTarget,
  buildPath,
  checkoutTarget,
  helpTarget,
  isPageName,
  mergeParams,
  navbarResultTarget,
  PAGE_NAMES,
  PARAMS_UPDATE_EVENT,
  type PageName,
  type PageParams,
  type ParamsUpdate,
  type PathOptions,
  parsePath,
  resolveParams,
  searchPageTarget,
  showsBasketIcon,
  showsCurrencyMenu,
} from './navigation/navigation';
export {
  type CardPaymentResult,
  createPaymentFlow,
  type PaymentFlow,
  type RestoredPayment,
} from './payment/flow';
export {
  createPaymentStore,
  initialPaymentState,
  isProcessing,
  PAYMENT_STATUS_EVENT,
  type PaymentEffects,
  type PaymentEvent,
  type PaymentState,
  type PaymentStatus,
  type PaymentStatusDetail,
  POLL_INTERVAL_MS,
  POLL_MAX_ATTEMPTS,
  paymentStatusDetail,
  paymentTransition,
  type TransactionOutcome,
  transactionOutcome,
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
  initialSearchPagingState,
  SEARCH_DEBOUNCE_MS,
  SEARCH_PAGE_SIZE,
  SEARCH_SENTINEL_ROOT_MARGIN,
  type SearchCriteria,
  type SearchPagingEffects,
  type SearchPagingEvent,
  type SearchPagingState,
  type SearchPagingStore,
  searchPagingTransition,
  searchQuery,
  showsSearchError,
} from './search-paging/search-paging';
export { createStore, type Store, type TransitionListener } from './store/store';
