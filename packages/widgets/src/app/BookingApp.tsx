import type { PageName } from '@coras/booking-core';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { useAttractionRequest } from '../data/attraction';
import { useTranslate } from '../i18n/useTranslate';
import { Footer } from '../layout/Footer';
import { Navbar } from '../navbar/Navbar';
import { LandingPage } from '../pages/landing/LandingPage';
import { useCorasContext } from '../provider/context';
import { usePageParams } from '../provider/navigation-context';
import { usePrefetchFirstPage } from '../provider/prefetchFirstPage';
import * as styles from './BookingApp.css';
import { PageErrorBoundary } from './PageErrorBoundary';

/**
 * Every page but the landing page is its own chunk: a landing visitor downloads none of the
 * details, checkout or help code.
 */
const pages: Readonly<Record<PageName, ComponentType>> = {
  landing: LandingPage,
  search: lazy(() => import('../pages/search/SearchPage').then((module) => ({ default: module.SearchPage }))),
  details: lazy(() =>
    import('../pages/details/DetailsPage').then((module) => ({ default: module.DetailsPage })),
  ),
  payment: lazy(() =>
    import('../pages/payment/PaymentPage').then((module) => ({ default: module.PaymentPage })),
  ),
  help: lazy(() => import('../pages/help/HelpPage').then((module) => ({ default: module.HelpPage }))),
};

/**
 * Asks for the details page's attraction as soon as the page is named, while its code is still
 * downloading: the answer is in the widget's cache when the page mounts (the page's largest paint,
 * its gallery, waits on both).
 */
function AttractionRequest({ id }: { id: string }) {
  useAttractionRequest(id);
  return null;
}

export interface BookingAppProps {
  /**
   * Replaces the navbar (e.g. a host's own header); `null` leaves the header out.
   * @default the storefront's `<Navbar />`
   */
  header?: ReactNode;
  /** Replaces the footer; the default is the storefront's footer (help links and partner contact). */
  footer?: ReactNode;
  /** The partner's contact page, linked from the default footer (opens in a new tab). */
  partnerContactUrl?: string | undefined;
}

/**
 * The whole storefront: the page the current parameters name (landing, details, search, payment,
 * help), switched by params-update (spec 1 §2). Each page sits in its own error boundary.
 */
export function BookingApp({ header, footer, partnerContactUrl }: BookingAppProps) {
  usePrefetchFirstPage();
  const params = usePageParams();
  const t = useTranslate();
  const { logError } = useCorasContext();
  const Page = pages[params.page];
  const root = useRef<HTMLDivElement>(null);
  // spec 2 §2: every navigation resets scroll. A new page (or another attraction) starts at the
  // widget's top; filter and sort changes stay where the visitor is, and so does the first render.
  const pageKey = params.page === 'details' ? `details:${params.id ?? ''}` : params.page;
  const shownPage = useRef(pageKey);
  useEffect(() => {
    if (shownPage.current === pageKey) return;
    shownPage.current = pageKey;
    const element = root.current;
    if (element && element.getBoundingClientRect().top < 0) element.scrollIntoView({ block: 'start' });
  }, [pageKey]);
  return (
    <div ref={root} className={styles.app}>
      {header === undefined ? <Navbar /> : header}
      <main className={styles.main}>
        {params.page === 'details' && params.id ? <AttractionRequest id={params.id} /> : null}
        <PageErrorBoundary
          page={params.page}
          labels={{ failed: t('error.pageFailed'), retry: t('error.refresh') }}
          onError={(error) => logError(`Coras widget: the ${params.page} page failed`, error)}
        >
          <Suspense fallback={<div className={styles.pageLoading} aria-busy="true" />}>
            <Page />
          </Suspense>
        </PageErrorBoundary>
      </main>
      {footer ?? <Footer partnerContactUrl={partnerContactUrl} />}
    </div>
  );
}
