import { consoleLogger } from '@coras/api-client';
import { globalTimers, type Logger, type TimerProvider } from '@coras/booking-core';
import { Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElementLocale, StripeElementsOptions } from '@stripe/stripe-js';
// The pure entry point: importing it does not insert Stripe's script; only `loadStripe()` does,
// and only when a Stripe provider's Root first renders. Named by its file: stripe-js has no
// `exports` map, and Node's ESM loader refuses the folder `@stripe/stripe-js/pure` (a server
// importing @coras/checkout failed with ERR_UNSUPPORTED_DIR_IMPORT).
import { loadStripe } from '@stripe/stripe-js/pure/index.mjs';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { type CardTextsOption, resolveCardTexts } from '../cardTexts';
import type { CardController, CardPaymentResult, PaymentProvider } from '../provider';
import { confirmStripePayment } from './confirmStripePayment';
import { StripeCardFields } from './StripeCardFields';
import { type StripeLoadStatus, StripeProviderContext, useStripeProviderContext } from './stripeContext';

/** Options of {@link createStripePaymentProvider}. */
export interface StripePaymentProviderOptions {
  /** The distributor's Stripe publishable key (`pk_live_…` or `pk_test_…`). */
  publishableKey: string;
  /**
   * Stripe.js, already loading: tests and stories pass a stand-in here, since Stripe's servers are
   * out of reach. @default loadStripe(publishableKey) on the first render of `Root`
   */
  stripe?: Promise<Stripe | null> | undefined;
  /** The card texts: overrides, or a function of the locale `Root` receives. @default English */
  texts?: CardTextsOption | undefined;
  /**
   * How long Stripe.js may take to load before the fields say it could not (it shows up late, if
   * ever, the fields appear then). @default 15000
   */
  loadTimeoutMs?: number | undefined;
  /** Where load failures and refusals are reported. @default the console */
  logger?: Logger | undefined;
  /** The timers of the load timeout (tests pass fake ones). @default the global timers */
  timers?: TimerProvider | undefined;
}

/** Locales Stripe's fields speak besides their language codes (`StripeElementLocale`). */
const STRIPE_REGIONAL_LOCALES = new Set([
  'en-AU',
  'en-CA',
  'en-NZ',
  'en-GB',
  'es-ES',
  'es-419',
  'fr-CA',
  'fr-FR',
  'it-IT',
  'pt-BR',
  'zh-HK',
  'zh-TW',
]);
const STRIPE_LANGUAGES = new Set(
  'ar bg cs da de el en es et fi fil fr he hu hr id it ja ko lt lv ms mt nb nl no pl pt ro ru sk sl sv th tr vi zh'.split(
    ' ',
  ),
);

/** The storefront's locale as Stripe knows it: the locale, its language, else Stripe's own choice. */
export function stripeLocale(locale: string): StripeElementLocale {
  if (STRIPE_REGIONAL_LOCALES.has(locale)) return locale as StripeElementLocale;
  const language = locale.split('-')[0]?.toLowerCase() ?? '';
  return STRIPE_LANGUAGES.has(language) ? (language as StripeElementLocale) : 'auto';
}

/**
 * The card provider for a distributor with a Stripe account: `Root` is Stripe's `<Elements>`
 * around the checkout form; `Fields` are CardNumberElement, CardExpiryElement and CardCvcElement;
 * `confirm` is `stripe.confirmCardPayment` with the number element and the billing details,
 * Stripe running 3-D Secure itself. When Stripe.js cannot load (blocked, offline, a bad key), the
 * fields show the configuration message and `confirm` answers it; the rest of the form works.
 *
 * @example
 * const provider = createStripePaymentProvider({ publishableKey: 'pk_live_…' });
 * <provider.Root locale="de-DE"><CheckoutForm /></provider.Root>
 */
export function createStripePaymentProvider(options: StripePaymentProviderOptions): PaymentProvider {
  const logger = options.logger ?? consoleLogger;
  const timeout = options.loadTimeoutMs ?? 15_000;
  const timers = options.timers ?? globalTimers;
  let loading: Promise<Stripe | null> | undefined;

  /** Stripe.js once per provider; a failed script load is tried again by the next Root. */
  const load = (): Promise<Stripe | null> => {
    if (!loading) {
      const attempt = options.stripe ?? loadStripe(options.publishableKey);
      loading = attempt.then(
        (stripe) => {
          if (!stripe) logger.error('Stripe.js is not available (no Stripe object).');
          return stripe;
        },
        (error: unknown) => {
          logger.error('Stripe.js could not load', error);
          if (!options.stripe) loading = undefined;
          // <Elements> takes a promise that does not reject; the fields show the failure instead.
          return null;
        },
      );
    }
    return loading;
  };

  // biome-ignore lint/correctness/noComponentHookFactories: made once per provider (the contract's Root carries its configuration), never per render.
  function Root({ children, locale }: { children: ReactNode; locale: string }) {
    const [stripePromise] = useState(load);
    const [status, setStatus] = useState<StripeLoadStatus>('loading');
    useEffect(() => {
      let live = true;
      const timer = timers.setTimeout(() => {
        if (!live) return;
        logger.error(`Stripe.js did not load within ${timeout} ms.`);
        setStatus((current) => (current === 'loading' ? 'failed' : current));
      }, timeout);
      stripePromise.then((stripe) => {
        timers.clearTimeout(timer);
        if (live) setStatus(stripe ? 'ready' : 'failed');
      });
      return () => {
        live = false;
        timers.clearTimeout(timer);
      };
    }, [stripePromise]);

    const texts = useMemo(() => resolveCardTexts(options.texts, locale), [locale]);
    const elementsOptions = useMemo<StripeElementsOptions>(
      () => ({ locale: stripeLocale(locale) }),
      [locale],
    );
    const [inFlight] = useState(() => new Map<string, Promise<CardPaymentResult>>());
    const context = useMemo(() => ({ status, texts, inFlight }), [status, texts, inFlight]);
    return (
      <StripeProviderContext.Provider value={context}>
        <Elements stripe={stripePromise} options={elementsOptions}>
          {children}
        </Elements>
      </StripeProviderContext.Provider>
    );
  }

  // biome-ignore lint/correctness/noComponentHookFactories: made once per provider, with its Root.
  function useCard(): CardController {
    const { texts, inFlight } = useStripeProviderContext('useCard()');
    const stripe = useStripe();
    const elements = useElements();
    const confirm = useCallback<CardController['confirm']>(
      (clientSecret, billing) => {
        const running = inFlight.get(clientSecret);
        if (running) return running;
        const result = confirmStripePayment(
          { stripe, elements, texts, logger },
          clientSecret,
          billing,
        ).finally(() => inFlight.delete(clientSecret));
        inFlight.set(clientSecret, result);
        return result;
      },
      [stripe, elements, texts, inFlight],
    );
    return useMemo(() => ({ Fields: StripeCardFields, confirm }), [confirm]);
  }

  return { kind: 'stripe', Root, useCard };
}
