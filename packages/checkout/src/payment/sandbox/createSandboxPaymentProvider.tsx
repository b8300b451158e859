import { consoleLogger, createRetryingFetch, type RetryOptions, type TimerProvider } from '@coras/api-client';
import { digitsOf, type Logger, parseExpiry } from '@coras/booking-core';
import { Alert } from '@coras/ui';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { type CardTextsOption, resolveCardTexts } from '../cardTexts';
import type { CardController, CardPaymentResult, PaymentProvider } from '../provider';
import { AuthenticationDialog } from './AuthenticationDialog';
import { SandboxCardFields } from './SandboxCardFields';
import {
  type SandboxCardValues,
  SandboxContext,
  type SandboxContextValue,
  useSandboxContext,
} from './sandboxContext';
import { type AuthenticationOutcome, confirmSandboxPayment, type SandboxCard } from './sandboxPayments';
import * as styles from './TestModeBanner.css';

/** Options of {@link createSandboxPaymentProvider}. */
export interface SandboxPaymentProviderOptions {
  /** The sandbox's origin (the same `apiHost` as the Coras API calls), e.g. `http://127.0.0.1:4010`. */
  apiHost: string;
  /** The distributor's id, sent as `Coras-Distributor` on every call of the stand-in (the sandbox refuses calls without it). */
  distributorId: string;
  /**
   * How requests are sent; it receives one `Request` (an in-process sandbox's `app.fetch` works).
   * @default globalThis.fetch
   */
  fetch?: ((request: Request) => Promise<Response>) | undefined;
  /** The card texts: overrides, or a function of the locale `Root` receives. @default English */
  texts?: CardTextsOption | undefined;
  /** The clock the expiry is checked against. @default Date.now */
  now?: (() => number) | undefined;
  /** Where refusals and failures are reported. @default the console */
  logger?: Logger | undefined;
  /**
   * How a 5xx or a broken connection of the stand-in is tried again: the API client's rules (its
   * `retry` option). Safe, as a confirmation is bound to its client secret: a repeat never charges
   * twice. @default 3 retries after 1000, 2000, 4000 ms plus up to 50% jitter
   */
  retry?: RetryOptions | undefined;
  /** The timers of the waits between retries (tests). @default the global timers */
  timers?: TimerProvider | undefined;
}

/** The card of the fields as the stand-in takes it. */
function sandboxCard(values: SandboxCardValues): SandboxCard {
  const expiry = parseExpiry(values.expiry);
  return {
    number: digitsOf(values.number),
    exp_month: expiry?.month ?? 0,
    exp_year: expiry?.year ?? 0,
    cvc: digitsOf(values.cvc),
  };
}

const EMPTY_CARD: SandboxCardValues = { number: '', expiry: '', cvc: '' };

/**
 * The card provider of the playground and the end-to-end tests: real-looking, accessible card
 * fields, confirmed through the sandbox's payment stand-in (`POST /sandbox/payments/{client_secret}/confirm`)
 * with its test cards, and its extra authentication step shown as a dialog. Stripe's behaviour in
 * miniature, with no outside service. A banner above the form says 'Test mode: no real payment'
 * (`testMode` of the card texts). Never a fallback: a host chooses it by importing
 * `@coras/checkout/sandbox` (the widgets do for `payment-provider="sandbox"`).
 *
 * @example
 * const provider = createSandboxPaymentProvider({ apiHost: 'http://127.0.0.1:4010', distributorId: 'demo' });
 * <provider.Root locale="en-GB"><CheckoutForm /></provider.Root>
 * // inside: const { Fields, confirm } = provider.useCard();
 */
export function createSandboxPaymentProvider(options: SandboxPaymentProviderOptions): PaymentProvider {
  const now = options.now ?? Date.now;
  const logger = options.logger ?? consoleLogger;
  // issue 20 item 9: the card calls go through the same retry rules as every API call.
  const fetcher = createRetryingFetch({
    fetch: options.fetch,
    retry: options.retry,
    timers: options.timers,
    logger,
    now,
  });

  // biome-ignore lint/correctness/noComponentHookFactories: made once per provider (the contract's Root carries its configuration), never per render.
  function Root({ children, locale }: { children: ReactNode; locale: string }) {
    const texts = useMemo(() => resolveCardTexts(options.texts, locale), [locale]);
    const card = useRef<SandboxCardValues>(EMPTY_CARD);
    const [pending, setPending] = useState<((outcome: AuthenticationOutcome) => void) | null>(null);
    // One confirmation per client secret at a time: a second call joins the first.
    const inFlight = useRef(new Map<string, Promise<CardPaymentResult>>());

    const authenticate = useCallback(
      () =>
        new Promise<AuthenticationOutcome>((resolve) => {
          setPending(() => (outcome: AuthenticationOutcome) => {
            setPending(null);
            resolve(outcome);
          });
        }),
      [],
    );

    const confirm = useCallback<CardController['confirm']>(
      (clientSecret) => {
        const running = inFlight.current.get(clientSecret);
        if (running) return running;
        // The stand-in takes the card alone; billing details matter to Stripe, not to it.
        const result = confirmSandboxPayment(
          {
            apiHost: options.apiHost,
            distributorId: options.distributorId,
            fetch: fetcher,
            texts,
            logger,
            authenticate,
          },
          clientSecret,
          sandboxCard(card.current),
        ).finally(() => inFlight.current.delete(clientSecret));
        inFlight.current.set(clientSecret, result);
        return result;
      },
      [texts, authenticate],
    );

    const value = useMemo<SandboxContextValue>(() => ({ texts, now, card, confirm }), [texts, confirm]);
    return (
      <SandboxContext.Provider value={value}>
        {/* Issue 28 item 1: the stand-in's fields take a card into this page, so it says what it is;
            a note read in its place, not a live region announcing on every page. */}
        <Alert status="warning" role="note" className={styles.banner} title={texts.testMode} />
        {children}
        <AuthenticationDialog
          open={pending !== null}
          texts={texts}
          onOutcome={(outcome) => pending?.(outcome)}
        />
      </SandboxContext.Provider>
    );
  }

  // biome-ignore lint/correctness/noComponentHookFactories: made once per provider, with its Root.
  function useCard(): CardController {
    const { confirm } = useSandboxContext('useCard()');
    return useMemo(() => ({ Fields: SandboxCardFields, confirm }), [confirm]);
  }

  return { kind: 'sandbox', Root, useCard };
}
