import type { PageName } from '@coras/booking-core';
import { Button, type LazyModule, lazyModule, visuallyHidden } from '@coras/ui';
import { type ComponentType, memo, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { NavbarPlaceholder } from '../features/navbar/NavbarPlaceholder';
import { LandingPage } from '../pages/landing/LandingPage';
import { usePrefetchFirstPage } from '../pages/prefetchFirstPage';
import { useAttractionRequest } from '../runtime/data/attraction';
import { useTranslate } from '../runtime/i18n/useTranslate';
import { serverHtmlChunk, serverHtmlParts, useServerHtmlMount } from '../runtime/lazy/serverHtml';
import { useCorasContext } from '../runtime/provider/context';
import { ErrorBoundary } from '../runtime/provider/ErrorBoundary';
import { usePageParams } from '../runtime/provider/navigation-context';
import { PageAnnouncement } from '../runtime/provider/pageAnnouncement';
import * as styles from './BookingApp.css';
import { provideLazyParts } from './lazyParts';
import { appMessages } from './messages/en-GB';
import { focusNewPage } from './pageFocus';
import { type Chrome, lazyChrome, useChrome } from './useChrome';

/**
 * Every page but the landing page is its own chunk: a landing visitor downloads none of the
 * details, checkout or help code.
 */
const pageChunks: Readonly<Record<Exclude<PageName, 'landing'>, LazyModule<ComponentType>>> = {
  search: lazyModule(() => import('../pages/search/SearchPage').then((module) => module.SearchPage)),
  details: lazyModule(() => import('../pages/details/DetailsPage').then((module) => module.DetailsPage)),
  payment: lazyModule(() => import('../pages/payment/PaymentPage').then((module) => module.PaymentPage)),
  help: lazyModule(() => import('../pages/help/HelpPage').then((module) => module.HelpPage)),
};

/**
 * The page `page` names: the landing page at once, another once its chunk has arrived (asked for
 * during this render), the page's loading box until then. Not `lazy` and Suspense: React holds a
 * Suspense boundary's content back up to 300 ms after its fallback showed, which delayed every
 * page's first paint behind its chunk — except for a server's HTML, whose render (on the server, and
 * the browser's hydration) suspends until the chunk is there, so that it holds the real page. A chunk that failed to load is thrown to the page's error
 * boundary, whose retry mounts this afresh and asks again.
 */
function PageOf({ page }: { page: PageName }) {
  const chunk = page === 'landing' ? undefined : pageChunks[page];
  const [arrived, setArrived] = useState<{ page: PageName; failure?: unknown } | null>(null);
  // A server's HTML waits for the chunk: its render at the root, its hydration in the page's own
  // part (`PageContent`); the page it holds is waited for so for as long as this is mounted (the
  // same render each time).
  const [serverPage] = useState(useServerHtmlMount() ? page : null);
  const Page =
    page === 'landing'
      ? LandingPage
      : chunk && (page === serverPage ? serverHtmlParts().lazyOnServer(chunk) : chunk.current());
  const failure = arrived?.page === page ? arrived.failure : undefined;
  // Asked for now, not after the commit; not again after a failure until the retry mounts afresh.
  if (chunk && !Page && failure === undefined) void chunk.load().catch(() => undefined);
  useEffect(() => {
    if (!chunk || Page) return;
    let live = true;
    chunk.load().then(
      () => {
        if (live) setArrived({ page });
      },
      (failure: unknown) => {
        if (live) setArrived({ page, failure });
      },
    );
    return () => {
      live = false;
    };
  }, [chunk, Page, page]);
  if (Page) return <Page />;
  if (failure !== undefined) throw failure;
  return <div className={styles.pageLoading} aria-busy="true" />;
}

/**
 * The page, re-rendered only when the page changes, in a Suspense boundary for the browser's own
 * renders. A server's HTML holds it in none: React writes a boundary that waited, or that is larger
 * than its chunk size (Next's App Router), apart from the page, for a script to move it in place —
 * a script that a visitor without JavaScript never runs. So a server's render waits for the page's
 * code at the root (or the host's own boundary); the browser's hydration goes on with the shell and
 * takes the page over in its own `HydratedApart` (React's `Activity`) once its chunk has arrived,
 * the server's HTML staying on screen meanwhile.
 */
const PageContent = memo(function PageContent({ page }: { page: PageName }) {
  if (useServerHtmlMount()) {
    const { HydratedApart } = serverHtmlParts();
    return (
      <HydratedApart>
        <PageOf page={page} />
      </HydratedApart>
    );
  }
  return (
    <Suspense fallback={<div className={styles.pageLoading} aria-busy="true" />}>
      <PageOf page={page} />
    </Suspense>
  );
});

/**
 * A server's render, and the browser's hydration of its HTML, wait at the root for the parts that
 * wait for code, the chrome's chunk and the page's: asked for together, not each by the render that
 * reached it after the one before.
 */
function askForServerParts(page: PageName) {
  const chunks = [serverHtmlChunk, lazyChrome, ...(page === 'landing' ? [] : [pageChunks[page]])];
  for (const chunk of chunks) void chunk.load().catch(() => undefined);
}

/**
 * The chrome's parts for a server's HTML, waited for (`serverHtmlParts`), in no Suspense boundary
 * (`PageContent`), each hydrated apart.
 */
function ServerChrome({ children }: { children: (chrome: Chrome) => ReactNode }) {
  const { HydratedApart } = serverHtmlParts();
  return (
    <HydratedApart>
      <ChromeOnServer>{children}</ChromeOnServer>
    </HydratedApart>
  );
}

function ChromeOnServer({ children }: { children: (chrome: Chrome) => ReactNode }) {
  return children(serverHtmlParts().lazyOnServer(lazyChrome));
}

/** What the live region says when a page comes (the page's name, in the visitor's language). */
const PAGE_ANNOUNCEMENTS = {
  landing: 'page.landing',
  search: 'page.search',
  details: 'page.details',
  payment: 'page.payment',
  help: 'page.help',
} as const satisfies Record<PageName, string>;

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
 * help), switched by params-update (spec 1 §2). Each page sits in its own error boundary: a page that
 * throws leaves a short message with a retry, and the navbar, the basket and the footer stay.
 */
export function BookingApp({ header, footer, partnerContactUrl }: BookingAppProps) {
  // Which chunks bring the features' lazy parts: said in the render, where a bundler keeps it.
  provideLazyParts();
  usePrefetchFirstPage();
  const params = usePageParams();
  const t = useTranslate(appMessages);
  const { logError } = useCorasContext();
  const root = useRef<HTMLDivElement>(null);
  const chrome = useChrome();
  // A server's HTML holds the navbar and the footer (its links), waited for where the browser's
  // own render shows their placeholders until the first page's content is there (`useChrome`):
  // written and hydrated with them, the widget keeps them so for as long as it is mounted.
  const serverChrome = useServerHtmlMount();
  if (serverChrome) askForServerParts(params.page);
  // spec 2 §2: every navigation resets scroll. A new page (or another attraction) starts at the
  // widget's top; filter and sort changes stay where the visitor is, and so does the first render.
  const pageKey = params.page === 'details' ? `details:${params.id ?? ''}` : params.page;
  const shownPage = useRef(pageKey);
  const main = useRef<HTMLElement>(null);
  // Issue 21: a new page (back and forward included) takes the focus and is announced, politely,
  // in the visitor's language; the first render leaves the host page's focus alone.
  const [announcement, setAnnouncement] = useState('');
  const pageName = t(PAGE_ANNOUNCEMENTS[params.page]);
  useEffect(() => {
    if (shownPage.current === pageKey) return undefined;
    shownPage.current = pageKey;
    const element = root.current;
    if (element && element.getBoundingClientRect().top < 0) element.scrollIntoView({ block: 'start' });
    setAnnouncement(pageName);
    return main.current ? focusNewPage(main.current) : undefined;
  }, [pageKey, pageName]);
  return (
    <div ref={root} className={styles.app}>
      <p role="status" className={visuallyHidden}>
        {announcement}
      </p>
      {header !== undefined ? (
        header
      ) : serverChrome ? (
        <ServerChrome>{(loaded) => <loaded.Navbar />}</ServerChrome>
      ) : chrome ? (
        <chrome.Navbar />
      ) : (
        <NavbarPlaceholder />
      )}
      <main ref={main} tabIndex={-1} className={styles.main}>
        {params.page === 'details' && params.id ? <AttractionRequest id={params.id} /> : null}
        <PageAnnouncement.Provider value={setAnnouncement}>
          <ErrorBoundary
            resetKey={params.page}
            onError={(error) => logError(`Coras widget: the ${params.page} page failed`, error)}
            fallback={(retry) => (
              <div role="alert" className={styles.pageError}>
                <p>{t('error.pageFailed')}</p>
                <Button variant="primary" onClick={retry}>
                  {t('common.errorModal.retry')}
                </Button>
              </div>
            )}
          >
            <PageContent page={params.page} />
          </ErrorBoundary>
        </PageAnnouncement.Provider>
      </main>
      {footer ??
        (serverChrome ? (
          <ServerChrome>{(loaded) => <loaded.Footer partnerContactUrl={partnerContactUrl} />}</ServerChrome>
        ) : chrome ? (
          <chrome.Footer partnerContactUrl={partnerContactUrl} />
        ) : null)}
    </div>
  );
}
