// @coras/booking-core: every product rule as pure TypeScript. Every export is listed by name
// (house style §2); see README.md for the modules and an example of each.

export { type Logger, silentLogger } from './adapters/logger';
export { createMemoryStorage, type KeyValueStorage } from './adapters/storage';
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
  addMonthsToKey,
  CALENDAR_HORIZON_MONTHS,
  type CalendarBounds,
  type CalendarConfig,
  type CalendarDay,
  type CalendarEvent,
  type CalendarMonth,
  type CalendarState,
  calendarBounds,
  calendarMonth,
  calendarTransition,
  canGoNext,
  canGoPrevious,
  createCalendarStore,
  DEFAULT_CALENDAR_DATE_LOCALE,
  formatMonthLabel,
  initialCalendarState,
  isDayDisabled,
  isSelectionComplete,
  lastNavigableMonth,
  MONTH_LABEL_PATTERN,
  monthOf,
  monthsShown,
  selectionRange,
  weekdayLabels,
} from './calendar/calendar';
export { type DayMatcher, type MonthKey, matchesDay } from './calendar/matchers';
export {
  ALL_DATES_LABEL,
  type DateOnly,
  type DateRangeLabelOptions,
  type FormatInTimeZoneOptions,
  formatDateRangeLabel,
  formatInTimeZone,
  formatVenueDateTime,
  hoursInDay,
  isDateOnly,
  isValidTimeZone,
  parseIsoDate,
  startOfDayInZone,
  toDateOnly,
  todayDateOnly,
  zonedDateTime,
} from './dates/dates';
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
export { IMAGE_TEXTS, type ImageEvent, type ImageStatus, imageTransition } from './images/image-status';
export {
  LOCATION_IMAGE_DEFAULTS,
  type LocationImageInput,
  type LocationImageUrls,
  locationImageUrls,
} from './images/location-image';
export {
  DATE_FNS_LOCALE_CODES,
  type DateFnsLocale,
  DEFAULT_DATE_LOCALE,
  loadDateLocale,
} from './locale/date-locale';
export {
  DEFAULT_LOCALE,
  intlDateLocale,
  intlNumberLocale,
  isSupportedLocale,
  LOCALE_NATIVE_NAMES,
  localeLanguageCode,
  parseLocaleList,
  resolveLocale,
  SUPPORTED_LOCALES,
  type SupportedLocale,
  weekStartsOn,
} from './locale/locales';
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
  initialSelectListState,
  isTypeaheadActive,
  type SelectListItem,
  type SelectListKeyEvent,
  type SelectListKeyResult,
  type SelectListState,
  selectListKeyDown,
  TYPEAHEAD_RESET_MS,
} from './select-list/select-list';
export { createStore, type Store, type TransitionListener } from './store/store';
