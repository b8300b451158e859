export { type CheckoutMessageKey, checkoutMessages } from './messages';
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
