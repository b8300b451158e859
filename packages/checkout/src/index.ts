export type { AnalyticsItem as CheckoutAnalyticsItem, CheckoutAnalyticsEvent } from '@coras/booking-core';
export {
  type CardBrand,
  cardBrands,
  checkCardNumber,
  checkCvc,
  checkExpiry,
  /** An in-memory storage of the payment record (tests, stories, browsers without storage). */
  createMemoryStorage as createMemoryCheckoutStorage,
  detectCardBrand,
  formatCardNumber,
  formatExpiry,
  luhnValid,
  type OrderSnapshot,
  PAYMENT_RECORD_KEY,
  /** Where the checkout keeps what must survive a reload and be shared by the visitor's tabs (`localStorage`'s calls). */
  type RemovableStorage as CheckoutStorage,
} from '@coras/booking-core';
export {
  type CheckoutBasket,
  CheckoutBasketList,
  type CheckoutBasketListProps,
} from './basket/CheckoutBasket';
export { type CheckoutMessageKey, checkoutMessages } from './i18n/messages/en-GB';
export {
  type CheckoutMessageValues,
  type CheckoutTranslate,
  englishTranslate,
} from './i18n/translate';
export { browserLocalStorage } from './page/browserStorage';
export { CheckoutPage, type CheckoutPageProps } from './page/CheckoutPage';
export {
  CARD_TEXT_KEYS,
  type CardTextOverrides,
  type CardTexts,
  type CardTextsOption,
  cardTextsFromMessages,
  DEFAULT_CARD_TEXTS,
} from './payment/cardTexts';
export { createPaymentProvider, type PaymentProviderConfig } from './payment/createPaymentProvider';
export type {
  BillingDetails,
  CardCompleteness,
  CardController,
  CardField,
  CardFieldErrors,
  CardFieldLabels,
  CardFieldsProps,
  CardPaymentResult,
  PaymentProvider,
} from './payment/provider';
export {
  createStripePaymentProvider,
  type StripePaymentProviderOptions,
} from './payment/stripe/createStripePaymentProvider';
// The sandbox's card stand-in is exported by '@coras/checkout/sandbox' only: never a fallback here.
// The requests' keys and fetchers are exported by '@coras/checkout/requests' only: imported from
// here, the bundler would tie this chunk to the host's chunk that starts the requests.
export type { CheckoutRequest } from './requests';
