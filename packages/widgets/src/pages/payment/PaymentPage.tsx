import type { CheckoutPageProps, PaymentProvider } from '@coras/checkout';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useBasket } from '../../basket/useBasket';
import { useCorasContext } from '../../provider/context';
import { useNavigate } from '../../provider/navigation-context';
import * as styles from './PaymentPage.css';
import { useCheckoutTranslate } from './useCheckoutTranslate';

// The checkout package is its own chunk, downloaded only by a visitor who reaches the payment
// page: this page, itself lazy, imports it only dynamically (chunking.test.ts proves it).
const loadCheckout = () => import('@coras/checkout');

const CheckoutPage = lazy(() => loadCheckout().then((module) => ({ default: module.CheckoutPage })));

/** What the payment page may be told besides the provider's context (tests, hosts). */
export interface PaymentPageProps {
  /** Replaces the card provider the configuration picks (tests, a host's own provider). */
  provider?: PaymentProvider | undefined;
  /** Passed to the checkout (tests, stories). */
  checkout?: Partial<Omit<CheckoutPageProps, 'provider'>> | undefined;
}

/**
 * The card provider the configuration asks for, made in the checkout's chunk: Stripe with a
 * publishable key, else the sandbox's card stand-in at the API host. Its texts come from the
 * widget's catalogue (`checkout.card.*`).
 */
function usePaymentProvider(override: PaymentProvider | undefined): PaymentProvider | null {
  const { config, client } = useCorasContext();
  const t = useCheckoutTranslate();
  const translate = useRef(t);
  translate.current = t;
  const [provider, setProvider] = useState<PaymentProvider | null>(override ?? null);
  const [failure, setFailure] = useState<unknown>(null);
  // Asked for while the page first renders, not in the effect after it: the chunk is the page's
  // longest wait (the module loader sends one request however often it is asked).
  const checkoutChunk = useMemo(() => (override ? null : loadCheckout()), [override]);
  useEffect(() => {
    if (!checkoutChunk) {
      if (override) setProvider(override);
      return;
    }
    let current = true;
    checkoutChunk.then(
      (checkout) => {
        if (!current) return;
        setProvider(
          checkout.createPaymentProvider({
            apiHost: config.apiHost,
            stripePublishableKey: config.stripePublishableKey,
            texts: () => checkout.cardTextsFromMessages((key) => translate.current(key)),
            logger: client.logger,
          }),
        );
      },
      (error: unknown) => {
        if (current) setFailure(error);
      },
    );
    return () => {
      current = false;
    };
  }, [checkoutChunk, override, config.apiHost, config.stripePublishableKey, client.logger]);
  // A chunk that failed to load reaches the page's error boundary, which offers to try again.
  if (failure) throw failure;
  return provider;
}

/**
 * The payment page (spec 2 §2 'Payment page'): the checkout of `@coras/checkout`, loaded on demand,
 * with the widget's API client, locale, currency, translations, basket, navigation and analytics.
 * The terms link and the Help Centre link open the help page; the payment-status event is
 * dispatched on `window`.
 */
export function PaymentPage({ provider: override, checkout }: PaymentPageProps = {}) {
  const { client, config, locale, currency, emitAnalytics } = useCorasContext();
  const t = useCheckoutTranslate();
  const navigate = useNavigate();
  const basket = useBasket();
  const provider = usePaymentProvider(override);
  const checkoutBasket = useMemo(
    () => ({
      items: basket.items,
      status: basket.status,
      totalPrice: basket.totalPrice,
      currency: basket.currency,
      reload: basket.reload,
      remove: basket.remove,
    }),
    [basket.items, basket.status, basket.totalPrice, basket.currency, basket.reload, basket.remove],
  );
  const loading = (
    <div className={styles.loading}>
      <p role="status">{t('checkout.loading')}</p>
    </div>
  );
  if (!provider) return loading;
  return (
    <Suspense fallback={loading}>
      <CheckoutPage
        client={client}
        locale={locale}
        currency={currency}
        translate={t}
        basket={checkoutBasket}
        provider={provider}
        assetsUrl={config.assetsUrl}
        logger={client.logger}
        onOpenHelp={(content) => navigate(content ? { page: 'help', content } : { page: 'help' })}
        onAnalyticsEvent={emitAnalytics}
        {...checkout}
      />
    </Suspense>
  );
}
