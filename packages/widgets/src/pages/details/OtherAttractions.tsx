import type { Attraction, AttractionItem, LandingResponse } from '@coras/api-client';
import {
  attractionCardTarget,
  type CardList,
  chooseBestImage,
  DEFAULT_PLACEHOLDER_IMAGE_URL,
  descriptionExcerpt,
  formatPriceIn,
  formatVenueDate,
  otherAttractions,
  priceIn,
  resolveImage,
  rewardPoints,
  selectItemEvent,
  viewItemListEvent,
} from '@coras/booking-core';
import { AttractionCard, PointsBadge } from '@coras/ui';
import { useEffect, useId, useMemo, useRef } from 'react';
import * as grid from '../../features/layout/CardGrid.css';
import { CardGridSkeleton } from '../../features/layout/CardSkeleton';
import { useApi } from '../../runtime/data/useApi';
import { useTranslate } from '../../runtime/i18n/useTranslate';
import { useHydrated } from '../../runtime/lazy/useHydrated';
import { useCorasContext } from '../../runtime/provider/context';
import { useTarget } from '../../runtime/provider/navigation-context';
import * as styles from './DetailsPage.css';
import { detailsMessages } from './messages/en-GB';

/** How many other attractions are shown: one row of the card grid. */
export const OTHER_ATTRACTIONS_COUNT = 4;

const LIST: CardList = { id: 'details-other-attractions', name: 'Other attractions' };

/**
 * The other attractions of the place (spec 2 §2, booking-core's `otherAttractions`), from the
 * landing search of the attraction's city (or country), one row of cards. The attraction is asked
 * for with `size` 0 (spec 2 §7), so its `related` list is empty and the landing search is the source.
 */
export function useOtherAttractions(attraction: Attraction) {
  const { client, locale, currency } = useCorasContext();
  const country = attraction.country_slug;
  const city = attraction.city_slug;
  const result = useApi<LandingResponse>(
    country ? ['details-other-attractions', locale, currency, country, city] : null,
    (signal) =>
      client.GET('/{api_version}/landing', {
        params: { query: { country: country as string, ...(city ? { city } : {}), currency } },
        signal,
      }),
  );
  const items = useMemo(
    () => otherAttractions(result.data?.sections, attraction.coras_attraction_id, OTHER_ATTRACTIONS_COUNT),
    [result.data, attraction.coras_attraction_id],
  );
  const status = !country || result.error ? 'hidden' : result.data ? 'complete' : 'loading';
  return {
    items,
    status: items.length === 0 && status === 'complete' ? 'hidden' : status,
    error: result.error,
  };
}

function listed(item: AttractionItem) {
  return { id: item.id, name: item.title, category: item.category?.name, prices: item.price };
}

/**
 * 'Other attractions': one row of cards (4, 2 at 1000 px or less, 1 at 500 px or less), loading
 * cards of the same size while they load; nothing when there are none or the search failed (it is
 * logged: the page itself works without them). A server's HTML has no search of the place (the
 * snapshot holds what the page's first screen shows), so it writes nothing here rather than
 * loading cards that a visitor without JavaScript would see forever; the browser asks once the
 * page is its own.
 */
export function OtherAttractions({ attraction }: { attraction: Attraction }) {
  const t = useTranslate(detailsMessages);
  const target = useTarget();
  const { config, currency, locale, emitAnalytics, logError } = useCorasContext();
  const { items, status, error } = useOtherAttractions(attraction);
  const hydrated = useHydrated();
  const titleId = useId();

  useEffect(() => {
    if (error) logError('Coras widget: the other attractions could not be loaded', error);
  }, [error, logError]);

  const reported = useRef<readonly AttractionItem[] | null>(null);
  useEffect(() => {
    if (status !== 'complete' || reported.current === items) return;
    reported.current = items;
    emitAnalytics(viewItemListEvent(LIST, items.map(listed), currency));
  }, [status, items, emitAnalytics, currency]);

  if (status === 'hidden' || (!hydrated && status === 'loading')) return null;
  return (
    <section className={styles.otherAttractions} aria-labelledby={titleId} aria-busy={status === 'loading'}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('details.otherAttractions')}
      </h2>
      {status === 'loading' ? (
        <CardGridSkeleton count={OTHER_ATTRACTIONS_COUNT} oneRow />
      ) : (
        <ul className={[grid.cardGrid, grid.oneRow].join(' ')}>
          {items.map((item, index) => {
            const points = config.points
              ? rewardPoints(priceIn(item.price, currency), currency, config.points)
              : undefined;
            return (
              <li key={item.id} className={grid.cardCell}>
                <AttractionCard
                  name={item.title}
                  description={descriptionExcerpt(item.description)}
                  imageSrc={resolveImage(chooseBestImage(item.images).url, 'card')}
                  fallbackImageSrc={DEFAULT_PLACEHOLDER_IMAGE_URL}
                  rating={item.rating}
                  price={formatPriceIn(item.price, currency, locale)}
                  category={item.category?.name}
                  dateTime={item.date}
                  dateText={
                    item.date ? formatVenueDate(item.date, { locale, timeZone: item.timezone }) : undefined
                  }
                  locale={locale}
                  points={points ? <PointsBadge {...points} size="sm" /> : undefined}
                  headingLevel={3}
                  labels={{ priceFrom: t('card.from'), rating: (rating) => t('card.rating', { rating }) }}
                  {...target(attractionCardTarget(item), () =>
                    emitAnalytics(selectItemEvent(LIST, listed(item), index, currency)),
                  )}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
