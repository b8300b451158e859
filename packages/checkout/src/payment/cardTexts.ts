import type { CardBrand } from '@coras/booking-core';
import { type CheckoutMessageKey, checkoutMessages } from '../i18n/messages/en-GB';

/**
 * Every text the card providers show besides the three field labels (which the checkout passes to
 * `Fields`). English defaults below; the spec's card messages (spec 2 §8) verbatim. Translate
 * them with {@link cardTextsFromMessages} and the keys of `checkoutMessages` ({@link CARD_TEXT_KEYS}).
 */
export interface CardTexts {
  /** Brand names shown beside the card number; proper names, so not in the message catalogue. */
  brands: Readonly<Record<Exclude<CardBrand, 'unknown'>, string>>;
  numberPlaceholder: string;
  expiryPlaceholder: string;
  cvcPlaceholder: string;
  /** The sandbox fields' own messages, as Stripe's fields word them. */
  numberIncomplete: string;
  numberInvalid: string;
  expiryIncomplete: string;
  expiryMonthInvalid: string;
  expiryYearInvalid: string;
  expiryPast: string;
  cvcIncomplete: string;
  cvcInvalid: string;
  /** The sandbox's extra authentication step (the stand-in for 3-D Secure). */
  authenticationTitle: string;
  authenticationDescription: string;
  authenticationComplete: string;
  authenticationFail: string;
  authenticationClose: string;
  /** While Stripe.js loads. */
  loading: string;
  /** Stripe.js could not load (or no key): the card fields cannot show. */
  loadFailed: string;
  /** spec 2 §8: the provider is not configured or could not load. */
  configurationError: string;
  /** spec 2 §8: a malformed client secret. */
  invalidConfiguration: string;
  /** spec 2 §8: the provider reported an error without a message. */
  processingError: string;
  /** spec 2 §8: something threw. */
  unexpectedError: string;
  /** No provider is configured (no Stripe key, the sandbox not chosen): the headline shown instead of the form. */
  notConfiguredTitle: string;
  /** What the visitor can do about it. */
  notConfiguredBody: string;
  /** The sandbox's banner: its card fields take no real payment. */
  testMode: string;
}

/** Overrides of some card texts; the rest stay English. */
export type CardTextOverrides = Partial<Omit<CardTexts, 'brands'>> & {
  brands?: Partial<CardTexts['brands']>;
};

/**
 * Card texts for a locale: either overrides, or a function of the `locale` the provider's `Root`
 * receives (e.g. `(locale) => cardTextsFromMessages(translator(locale))`).
 */
export type CardTextsOption = CardTextOverrides | ((locale: string) => CardTextOverrides);

/** The English texts with `overrides` applied. */
export function resolveCardTexts(option: CardTextsOption | undefined, locale: string): CardTexts {
  const overrides = typeof option === 'function' ? option(locale) : (option ?? {});
  const { brands, ...rest } = overrides;
  const defined = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  return {
    ...DEFAULT_CARD_TEXTS,
    ...defined,
    brands: { ...DEFAULT_CARD_TEXTS.brands, ...brands },
  } as CardTexts;
}

/** The `checkoutMessages` key of each translatable card text. */
export const CARD_TEXT_KEYS = {
  numberPlaceholder: 'checkout.card.numberPlaceholder',
  expiryPlaceholder: 'checkout.card.expiryPlaceholder',
  cvcPlaceholder: 'checkout.card.cvcPlaceholder',
  numberIncomplete: 'checkout.card.numberIncomplete',
  numberInvalid: 'checkout.card.numberInvalid',
  expiryIncomplete: 'checkout.card.expiryIncomplete',
  expiryMonthInvalid: 'checkout.card.expiryMonthInvalid',
  expiryYearInvalid: 'checkout.card.expiryYearInvalid',
  expiryPast: 'checkout.card.expiryPast',
  cvcIncomplete: 'checkout.card.cvcIncomplete',
  cvcInvalid: 'checkout.card.cvcInvalid',
  authenticationTitle: 'checkout.card.authenticationTitle',
  authenticationDescription: 'checkout.card.authenticationDescription',
  authenticationComplete: 'checkout.card.authenticationComplete',
  authenticationFail: 'checkout.card.authenticationFail',
  authenticationClose: 'checkout.card.authenticationClose',
  loading: 'checkout.card.loading',
  // The same words as configurationError: one catalogue entry for both.
  loadFailed: 'checkout.card.configurationError',
  configurationError: 'checkout.card.configurationError',
  invalidConfiguration: 'checkout.card.invalidConfiguration',
  processingError: 'checkout.card.processingError',
  unexpectedError: 'checkout.error.unexpected',
  notConfiguredTitle: 'checkout.card.notConfiguredTitle',
  notConfiguredBody: 'checkout.card.notConfiguredBody',
  testMode: 'checkout.card.testMode',
} as const satisfies Record<Exclude<keyof CardTexts, 'brands'>, CheckoutMessageKey>;

/**
 * The card texts from a translate function over the checkout's message keys.
 * @example createPaymentProvider({ stripePublishableKey, texts: (locale) => cardTextsFromMessages(translatorFor(locale)) })
 */
export function cardTextsFromMessages(translate: (key: CheckoutMessageKey) => string): CardTextOverrides {
  return Object.fromEntries(
    Object.entries(CARD_TEXT_KEYS).map(([name, key]) => [name, translate(key)]),
  ) as CardTextOverrides;
}

/** The English card texts: the catalogue's English, and the brand names. */
export const DEFAULT_CARD_TEXTS: CardTexts = {
  ...(cardTextsFromMessages((key) => checkoutMessages[key]) as Omit<CardTexts, 'brands'>),
  brands: {
    visa: 'Visa',
    mastercard: 'Mastercard',
    amex: 'American Express',
    discover: 'Discover',
    diners: 'Diners Club',
    jcb: 'JCB',
    unionpay: 'UnionPay',
  },
};
