import { breadcrumbCountryTarget, showsPopularHeading, visibleSections } from '@coras/booking-core';
import { Breadcrumbs } from '@coras/ui';
import { type ReactNode, useDeferredValue, useEffect, useMemo } from 'react';
import { LazyFailureModal } from '../../features/failure-modal/LazyFailureModal';
import { useErrorModal } from '../../features/failure-modal/useErrorModal';
import { placeOf } from '../../features/landing-search/landingRequests';
import {
  LocatingContext,
  useGeolocatedCountry,
  useLandingPlace,
  useLandingSections,
} from '../../features/landing-search/useLandingData';
import { usePageShown } from '../../runtime/data/prefetch';
import { useTranslate } from '../../runtime/i18n/useTranslate';
import { useFirstPageEnd } from '../../runtime/provider/firstPage';
import { usePageParams, useTarget } from '../../runtime/provider/navigation-context';
import { usePrefetchFirstPage } from '../prefetchFirstPage';
import { FilterBarSlot } from './FilterBarSlot';
import * as styles from './LandingPage.css';
import { LandingSections } from './LandingSections';
import { LocationBanner } from './LocationBanner';
import { LocationPickerSlot } from './LocationPickerSlot';
import { landingMessages } from './messages/en-GB';

export interface LandingPageProps {
  /** Replaces the location picker of the hero (default: `<LocationPickerSlot />`). */
  locationPicker?: ReactNode;
  /** Replaces the filter bar of the hero (default: `<FilterBarSlot />`). */
  filterBar?: ReactNode;
}

/**
 * The landing page (spec 1 §2 'Landing page', §4): the hero (location picker, the location's banner,
 * the filter bar), the breadcrumb country → city, 'Popular on our site' when no place is chosen,
 * and the short-card sections of the landing search for the page's filters.
 *
 * With neither country nor city it first asks where the visitor is and shows that country. The
 * search is error, loading (skeletons of the cards' size) or complete; a failure opens the error
 * modal once per failure streak, and 'Refresh the page' searches again.
 */
export function LandingPage({ locationPicker, filterBar }: LandingPageProps = {}) {
  // On its own (`<coras-landing>`) the page starts its search; inside BookingApp this is done already.
  usePrefetchFirstPage();
  const params = usePageParams();
  const t = useTranslate(landingMessages);
  const target = useTarget();
  const locating = useGeolocatedCountry(params);
  const landing = useLandingSections(params, locating);
  const breadcrumb = useLandingPlace(params);
  const answer = landing.data ?? landing.previous;
  // A new answer's cards are drawn in a render React splits between tasks (a transition), not in
  // one long task that would block a tap meanwhile; until it is done the page shows what it
  // showed before (the skeletons, or the previous cards marked busy).
  const shown = useDeferredValue(answer);
  const catchingUp = shown !== answer;
  const sections = useMemo(() => visibleSections(shown?.sections), [shown]);
  // While the visitor is being located the heading waits: the located page has none.
  const popular = showsPopularHeading(placeOf(params)) && !locating;
  // The first cards (or the page's failure) are drawn: the chrome and the lazy controls may come.
  usePageShown(shown !== undefined || landing.status === 'error');
  useFirstPageEnd(landing.status, landing.error);

  const modal = useErrorModal();
  const { error, data, mutate } = landing;
  const send = modal.send;
  useEffect(() => {
    if (error) send({ type: 'failed' });
  }, [error, send]);
  useEffect(() => {
    if (data) send({ type: 'reset' });
  }, [data, send]);

  return (
    <div className={styles.page}>
      <div className={styles.hero}>
        {locationPicker ?? <LocationPickerSlot />}
        <LocationBanner
          country={breadcrumb.country}
          city={params.city}
          pending={locating || breadcrumb.pending}
        />
        <LocatingContext value={locating}>
          {filterBar ?? <FilterBarSlot chips={landing.chips} />}
        </LocatingContext>
      </div>
      {breadcrumb.shown ? (
        <div className={styles.breadcrumbLine}>
          {breadcrumb.items.length > 0 ? (
            <Breadcrumbs
              aria-label={t('landing.breadcrumbs')}
              items={breadcrumb.items.map((item) =>
                item.kind === 'country'
                  ? { label: item.label, ...target(breadcrumbCountryTarget(item.slug)) }
                  : { label: item.label },
              )}
            />
          ) : null}
        </div>
      ) : null}
      {popular ? <h2 className={styles.popularHeading}>{t('landing.popular')}</h2> : null}
      <LandingSections
        sections={sections}
        status={catchingUp ? (shown ? 'complete' : 'loading') : landing.status}
        stale={catchingUp ? shown !== undefined : !landing.data && landing.previous !== undefined}
        headingLevel={popular ? 3 : 2}
      />
      <LazyFailureModal
        open={modal.open}
        onClose={() => send({ type: 'close' })}
        onRetry={() => {
          send({ type: 'close' });
          void mutate();
        }}
      />
    </div>
  );
}
