import type { SearchResultCard } from '@coras/api-client';
import {
  attractionCardTarget,
  type CardList,
  canLoadMore,
  DEFAULT_PLACEHOLDER_IMAGE_URL,
  descriptionExcerpt,
  formatPriceIn,
  formatVenueDate,
  type ListedAttraction,
  type ParamsUpdate,
  priceIn,
  resolveImage,
  rewardPoints,
  SEARCH_SENTINEL_ROOT_MARGIN,
  selectItemEvent,
  showsSearchError,
  viewItemListEvent,
} from '@coras/booking-core';
import { AttractionCard, Button, PointsBadge, Spinner, visuallyHidden } from '@coras/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { LazyFailureModal } from '../../features/failure-modal/LazyFailureModal';
import * as grid from '../../features/layout/CardGrid.css';
import { CardGridSkeleton } from '../../features/layout/CardSkeleton';
import { useTranslate } from '../../runtime/i18n/useTranslate';
import { useCorasContext } from '../../runtime/provider/context';
import { usePageParams, useTarget } from '../../runtime/provider/navigation-context';
import { CardListStructuredData } from '../StructuredData';
import { searchMessages } from './messages/en-GB';
import * as styles from './SearchPage.css';
import { useSearchPaging } from './useSearchPaging';

const RESULTS_LIST: CardList = { id: 'search-results', name: 'Search results' };

function listed(card: SearchResultCard): ListedAttraction {
  return {
    id: card.attraction_id,
    name: card.attraction_name,
    category: card.category?.name,
    prices: card.min_price,
  };
}

/**
 * The search page (spec 1 §2 'Search page', §4): 'Showing results for {search}', the result cards
 * with infinite scroll — a sentinel after the list loads the next page of 10 when it comes within
 * half a viewport below the screen, only while more remain and nothing is loading — 'Back to top',
 * 'No attractions found for your criteria.' when nothing matches, and the error modal once per
 * failure streak with 'Refresh the page' loading the failed page again.
 */
export function SearchPage() {
  const params = usePageParams();
  const t = useTranslate(searchMessages);
  const { emitAnalytics, currency } = useCorasContext();
  const { state, store } = useSearchPaging(params);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const [modalOpen, setModalOpen] = useState(false);

  // The error modal opens once per failure streak (booking-core's `errorShown`).
  const showError = showsSearchError(state);
  useEffect(() => {
    if (!showError) return;
    setModalOpen(true);
    store.send({ type: 'errorShown' });
  }, [showError, store]);

  // view_item_list for each page of results as it arrives (the items of that page only).
  const reported = useRef(0);
  const { results, status, generation } = state;
  const reportedGeneration = useRef(generation);
  useEffect(() => {
    if (reportedGeneration.current !== generation) {
      reportedGeneration.current = generation;
      reported.current = 0;
    }
    if (status !== 'complete' || results.length <= reported.current) return;
    emitAnalytics(
      viewItemListEvent(
        RESULTS_LIST,
        results.slice(reported.current).map(listed),
        currency,
        reported.current,
      ),
    );
    reported.current = results.length;
  }, [results, status, generation, emitAnalytics, currency]);

  const firstLoad = (status === 'idle' || status === 'loading') && results.length === 0;
  const empty = status === 'complete' && results.length === 0;

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h2 ref={headingRef} id={headingId} className={styles.heading} tabIndex={-1}>
        {t('search.showingResultsFor', { search: params.search ?? '' })}
      </h2>
      {firstLoad ? (
        <div aria-busy="true">
          <p role="status" className={visuallyHidden}>
            {t('landing.sectionLoading')}
          </p>
          <CardGridSkeleton count={4} oneRow />
        </div>
      ) : null}
      {empty ? (
        <p role="status" className={styles.empty}>
          {t('search.empty')}
        </p>
      ) : null}
      {results.length > 0 ? (
        <ul className={grid.cardGrid}>
          {results.map((card, index) => (
            <li key={card.attraction_id} className={grid.cardCell}>
              <SearchCard
                card={card}
                onSelect={() => emitAnalytics(selectItemEvent(RESULTS_LIST, listed(card), index, currency))}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <CardListStructuredData
        cards={results.map((card) => ({ name: card.attraction_name, target: searchCardTarget(card) }))}
      />
      <Sentinel onVisible={() => store.send({ type: 'sentinelVisible' })} armed={canLoadMore(state)} />
      {status === 'loading' && results.length > 0 ? (
        <div className={styles.loadingMore}>
          <Spinner size={24} label={t('search.loadingMore')} />
        </div>
      ) : null}
      {results.length > 0 ? (
        <div className={styles.backToTop}>
          <Button
            variant="text"
            onClick={() => {
              headingRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
              headingRef.current?.focus({ preventScroll: true });
            }}
          >
            {t('search.backToTop')}
          </Button>
        </div>
      ) : null}
      <LazyFailureModal
        open={modalOpen}
        onClose={() => setModalOpen(false)}
        onRetry={() => {
          setModalOpen(false);
          store.send({ type: 'retry' });
        }}
      />
    </section>
  );
}

interface SentinelProps {
  /** More can load now: the sentinel reports visibility only then. */
  armed: boolean;
  onVisible: () => void;
}

/**
 * The bottom sentinel of the infinite scroll: reports when it comes within half a viewport below the
 * screen (booking-core's `SEARCH_SENTINEL_ROOT_MARGIN`). An observer only speaks on a change, so
 * when a page lands while the sentinel is still in range (a tall screen) it reports again at once.
 */
function Sentinel({ armed, onVisible }: SentinelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [inRange, setInRange] = useState(false);
  const onVisibleRef = useRef(onVisible);
  onVisibleRef.current = onVisible;

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => setInRange(entries.some((entry) => entry.isIntersecting)),
      { rootMargin: SEARCH_SENTINEL_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (armed && inRange) onVisibleRef.current();
  }, [armed, inRange]);

  return <div ref={ref} className={styles.sentinel} aria-hidden />;
}

/** The page a result opens: its next date's details, or its details page when it has no date. */
function searchCardTarget(card: SearchResultCard): ParamsUpdate {
  const upcoming = card.upcoming_instances?.[0];
  return upcoming
    ? attractionCardTarget({ id: card.attraction_id, date: upcoming, timezone: card.timezone })
    : { page: 'details', id: card.attraction_id };
}

interface SearchCardProps {
  card: SearchResultCard;
  onSelect: () => void;
}

/** A search result: the 200 × 200 image, the lowest price in the visitor's currency, the next date. */
function SearchCard({ card, onSelect }: SearchCardProps) {
  const t = useTranslate(searchMessages);
  const target = useTarget();
  const { config, currency, locale } = useCorasContext();
  const upcoming = card.upcoming_instances?.[0];
  const points = config.points
    ? rewardPoints(priceIn(card.min_price, currency), currency, config.points)
    : undefined;
  return (
    <AttractionCard
      name={card.attraction_name}
      description={descriptionExcerpt(card.description)}
      imageSrc={resolveImage(card.images.image_w200_h200, 'searchCard')}
      fallbackImageSrc={DEFAULT_PLACEHOLDER_IMAGE_URL}
      rating={card.rating}
      price={formatPriceIn(card.min_price, currency, locale)}
      category={card.category?.name}
      dateTime={upcoming}
      dateText={upcoming ? formatVenueDate(upcoming, { locale, timeZone: card.timezone }) : undefined}
      locale={locale}
      points={points ? <PointsBadge {...points} size="sm" /> : undefined}
      labels={{
        priceFrom: t('card.from'),
        rating: (rating) => t('card.rating', { rating }),
      }}
      {...target(searchCardTarget(card), onSelect)}
    />
  );
}
