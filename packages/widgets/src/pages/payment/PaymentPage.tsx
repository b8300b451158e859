import type { CheckoutPageProps, CheckoutRequest, PaymentProvider } from '@coras/checkout';
import { checkoutRequests } from '@coras/checkout/requests';
import { useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useBasket } from '../../runtime/basket/useBasket';
import { usePageShown, usePrefetcher } from '../../runtime/data/prefetch';
import { useCorasContext } from '../../runtime/provider/context';
import { AddressContext, useNavigate } from '../../runtime/provider/navigation-context';
import { PageAnnouncement } from '../../runtime/provider/pageAnnouncement';
import * as styles from './PaymentPage.css';
import { useCheckoutTranslate } from './useCheckoutTranslate';

// The checkout package is its own chunk, downloaded only by a visitor who reaches the payment
// page: this page, itself lazy, imports it only dynamically (chunking.test.ts proves it). The
// sandbox's card stand-in is another, downloaded only where it was chosen (`payment-provider="sandbox"`).
const loadCheckout = () => import('@coras/checkout');
const loadSandbox = () => import('@coras/checkout/sandbox');

type CheckoutModule = Awaited<ReturnType<typeof loadCheckout>>;
type SandboxModule = Awaited<ReturnType<typeof loadSandbox>>;
/** The chunks the page renders from: the checkout, and the sandbox's stand-in when it was chosen. */
interface CheckoutChunks {
  checkout: CheckoutModule;
  sandbox: SandboxModule | undefined;
}

/** What the payment page may be told besides the provider's context (tests, hosts). */
export interface PaymentPageProps {
  /** Replaces the card provider the configuration picks (tests, a host's own provider). */
  provider?: PaymentProvider | undefined;
  /** Passed to the checkout (tests, stories). */
  checkout?: Partial<Omit<CheckoutPageProps, 'provider'>> | undefined;
}

/**
 * The checkout's module, asked for while the page first renders (not in the effect after it: the
 * chunk is the page's longest wait), and the card provider the configuration asks for, its texts
 * from the widget's catalogue (`checkout.card.*`): the sandbox's card stand-in at the API host when
 * `paymentProvider` is `'sandbox'`, else Stripe with the publishable key — without one, the
 * checkout's fail-closed provider, which says card payment is not available and logs the missing
 * attribute (issue 28 item 1). `null` until the chunks have arrived.
 *
 * The page renders the module's `CheckoutPage` itself rather than through `lazy` and Suspense:
 * React holds a Suspense boundary's content back up to 300 ms after its fallback showed, which
 * delayed the form (the page's largest paint) every time.
 */
function useCheckout(
  override: PaymentProvider | undefined,
): { module: CheckoutModule; provider: PaymentProvider } | null {
  const { config, client } = useCorasContext();
  const t = useCheckoutTranslate();
  const translate = useRef(t);
  translate.current = t;
  const sandboxChosen = !override && config.paymentProvider === 'sandbox';
  // The module loader sends one request however often it is asked.
  const chunk = useMemo(
    () =>
      Promise.all([loadCheckout(), sandboxChosen ? loadSandbox() : undefined]).then(
        ([checkout, sandbox]): CheckoutChunks => ({ checkout, sandbox }),
      ),
    [sandboxChosen],
  );
  const [module, setModule] = useState<CheckoutChunks | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    let current = true;
    chunk.then(
      (loaded) => {
        if (current) setModule(loaded);
      },
      (error: unknown) => {
        if (current) setFailure(error);
      },
    );
    return () => {
      current = false;
    };
  }, [chunk]);
  const provider = useMemo(() => {
    if (override) return override;
    if (!module) return undefined;
    const { checkout, sandbox } = module;
    // The card form renders inside the checkout, which renders once the texts have arrived.
    const texts = () => checkout.cardTextsFromMessages((key) => translate.current?.(key) ?? key);
    return sandbox
      ? sandbox.createSandboxPaymentProvider({
          apiHost: config.apiHost,
          distributorId: config.distributorId,
          texts,
          logger: client.logger,
        })
      : checkout.createPaymentProvider({
          stripePublishableKey: config.stripePublishableKey,
          texts,
          logger: client.logger,
        });
  }, [override, module, config.apiHost, config.distributorId, config.stripePublishableKey, client.logger]);
  // A chunk that failed to load reaches the page's error boundary, which offers to try again.
  if (failure) throw failure;
  return module && provider ? { module: module.checkout, provider } : null;
}

/**
 * Starts the checkout's first requests, the reservation check and the countries, as the page
 * starts: they travel while the checkout's chunk downloads (their module is light: two API calls),
 * and the checkout's SWR hooks take them over under the same keys (see `ApiScope`) rather than
 * asking once it has rendered. `true` once both have answered.
 */
function useCheckoutRequests(): boolean {
  const { client } = useCorasContext();
  const prefetcher = usePrefetcher();
  const [answered, setAnswered] = useState(false);
  useEffect(() => {
    let live = true;
    const requests: readonly CheckoutRequest<unknown>[] = checkoutRequests(client);
    const started = requests.map(({ key, fetcher }) =>
      prefetcher?.start(key, (signal) => fetcher(key, signal)),
    );
    void Promise.allSettled(started).then(() => {
      if (live) setAnswered(true);
    });
    return () => {
      live = false;
    };
  }, [client, prefetcher]);
  return answered;
}

/**
 * The payment page (spec 2 §2 'Payment page'): the checkout of `@coras/checkout`, loaded on demand,
 * with the widget's API client, locale, translations, basket (in its currency), navigation and analytics.
 * The terms link and the Help Centre link open the help page (the latter a real link when the
 * widget's pages have addresses); 'Back to {attraction}' after the booking session ended opens its
 * details page; the payment-status event is dispatched on `window`.
 */
export function PaymentPage({ provider: override, checkout }: PaymentPageProps = {}) {
  const { client, config, locale, emitAnalytics } = useCorasContext();
  // The help page's address, when the widget keeps its pages in the page's URL.
  const address = useContext(AddressContext);
  // The checkout's confirmation is announced where the shell announces pages.
  const announcePage = useContext(PageAnnouncement);
  const t = useCheckoutTranslate();
  const navigate = useNavigate();
  const basket = useBasket();
  const checkoutModule = useCheckout(override);
  const answered = useCheckoutRequests();
  // The checkout's form is on screen once its chunk has come and its first requests have answered.
  usePageShown(Boolean(checkoutModule) && answered);
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
  // The status line waits for the checkout's texts, which come beside its chunk.
  const loading = (
    <div className={styles.loading}>
      <p role="status">{t?.('checkout.loading')}</p>
    </div>
  );
  if (!checkoutModule || !t) return loading;
  const { module, provider } = checkoutModule;
  return (
    <module.CheckoutPage
      client={client}
      locale={locale}
      translate={t}
      basket={checkoutBasket}
      provider={provider}
      assetsUrl={config.assetsUrl}
      points={config.points}
      logger={client.logger}
      onOpenHelp={(content) => navigate(content ? { page: 'help', content } : { page: 'help' })}
      helpCentreHref={address?.({ page: 'help' })}
      onBackToAttraction={(id) => navigate({ page: 'details', id })}
      onBackToLanding={() => navigate({ page: 'landing' })}
      onAnalyticsEvent={emitAnalytics}
      announcePage={announcePage}
      {...checkout}
    />
  );
}
