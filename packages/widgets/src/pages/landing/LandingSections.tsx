import type { AttractionItem, LandingSection } from '@coras/api-client';
import {
  attractionCardTarget,
  type CardList,
  chooseBestImage,
  DEFAULT_PLACEHOLDER_IMAGE_URL,
  descriptionExcerpt,
  formatPriceIn,
  formatVenueDate,
  type ParamsUpdate,
  priceIn,
  resolveImage,
  rewardPoints,
  selectItemEvent,
  viewItemListEvent,
} from '@coras/booking-core';
import { AttractionCard, Button, lazyModule, PointsBadge, Skeleton, vars, visuallyHidden } from '@coras/ui';
import { memo, useCallback, useEffect, useId, useRef } from 'react';
import * as grid from '../../features/layout/CardGrid.css';
import { CardGridSkeleton } from '../../features/layout/CardSkeleton';
import { FIRST_SCREEN_CARDS } from '../../runtime/data/preloadImages';
import { useTranslate } from '../../runtime/i18n/useTranslate';
import { serverHtmlParts, useServerHtmlMount } from '../../runtime/lazy/serverHtml';
import { useCorasContext } from '../../runtime/provider/context';
import { useTarget } from '../../runtime/provider/navigation-context';
import * as styles from './LandingPage.css';
import { landingMessages } from './messages/en-GB';

export interface LandingSectionsProps {
  /** The visible sections (booking-core's `visibleSections`): short-card only, by `order`. */
  sections: readonly LandingSection[] | undefined;
  status: 'loading' | 'complete' | 'error';
  /**
   * `sections` are the previous search's, shown while the new one loads (a filter, a sort, a
   * currency changed): they stay in place at full contrast, marked busy under a loading bar,
   * instead of giving way to skeletons — nothing jumps, and the visitor's click is answered without
   * re-drawing every card.
   */
  stale?: boolean | undefined;
  /** The level of each section's title: 3 under 'Popular on our site', else 2. */
  headingLevel: 2 | 3;
}

/** The analytics list of a section: its position and title. */
function listOf(section: LandingSection, index: number): CardList {
  return { id: `landing-${index + 1}`, name: section.title };
}

/**
 * 'Show more' applies the section's landing parameters (the contract's `params`): its place,
 * categories, sorting and start date. A country without a city clears the city.
 */
function showMoreTarget(section: LandingSection): ParamsUpdate {
  const params = section.params ?? {};
  return {
    page: 'landing',
    ...(params.country !== undefined ? { country: params.country, city: params.city ?? '' } : {}),
    ...(params.city !== undefined ? { city: params.city } : {}),
    ...(params.category !== undefined ? { categories: params.category.join(',') } : {}),
    ...(params.sorting !== undefined ? { sorting: params.sorting } : {}),
    ...(params.date_start !== undefined ? { startDate: params.date_start } : {}),
  };
}

/**
 * The landing's attraction sections (spec 1 §2, §4): skeletons of the cards' size while loading
 * (the previous search's sections, under a loading bar, when there are some), each section's title with
 * 'Show more' at its header and after its cards once complete, and in a server's HTML their cards'
 * addresses as an `ItemList` for search engines (issue 32). On error the page keeps its height (the
 * error modal speaks).
 */
export function LandingSections({ sections, status, stale = false, headingLevel }: LandingSectionsProps) {
  const t = useTranslate(landingMessages);
  const { emitAnalytics, currency } = useCorasContext();
  const rootRef = useRef<HTMLDivElement>(null);
  // Written, and hydrated, with a server's HTML: kept so for as long as the sections are mounted.
  const serverHtml = useServerHtmlMount();
  const scrollToTop = useCallback(() => rootRef.current?.scrollIntoView?.({ block: 'start' }), []);

  // view_item_list once per section list shown: a new answer (filters, locale, currency) is a new list.
  const reported = useRef(new WeakSet<LandingSection>());
  useEffect(() => {
    if (status !== 'complete' || !sections) return;
    sections.forEach((section, index) => {
      if (reported.current.has(section)) return;
      reported.current.add(section);
      emitAnalytics(viewItemListEvent(listOf(section, index), section.items.map(listed), currency));
    });
  }, [status, sections, emitAnalytics, currency]);

  const showStale = status === 'loading' && stale && sections !== undefined && sections.length > 0;
  if (status === 'loading' && !showStale) {
    return (
      <div className={styles.sections} aria-busy="true">
        <p className={visuallyHidden} role="status">
          {t('landing.sectionLoading')}
        </p>
        {/* The first section's first screen: its title, one row of cards and 'Show more'. */}
        <div className={styles.section} aria-hidden>
          <div className={styles.sectionHeader}>
            <Skeleton className={styles.skeletonTitle} height="1.25em" />
          </div>
          <CardGridSkeleton count={4} oneRow />
          <div className={styles.footerShowMore}>
            <Skeleton width={112} height={40} radius={vars.radius.md} />
          </div>
        </div>
      </div>
    );
  }
  if (status === 'error' || !sections) return <div className={styles.failed} />;
  if (sections.length === 0)
    return (
      <p role="status" className={styles.empty}>
        {t('landing.noSections')}
      </p>
    );
  return (
    <div
      ref={rootRef}
      className={showStale ? `${styles.sections} ${styles.staleSections}` : styles.sections}
      aria-busy={showStale || undefined}
    >
      {showStale ? (
        <p className={visuallyHidden} role="status">
          {t('landing.sectionLoading')}
        </p>
      ) : null}
      {serverHtml ? <LandingItemList sections={sections} /> : null}
      {sections.map((section, index) => (
        <Section
          // Sections have no id; their order and title identify them within one answer.
          key={`${section.order}-${section.title}`}
          section={section}
          index={index}
          eagerImages={index === 0 ? FIRST_SCREEN_CARDS : 0}
          headingLevel={headingLevel}
          onShowMore={scrollToTop}
        />
      ))}
    </div>
  );
}

/**
 * The cards' list for search engines (`StructuredData`), a chunk of its own that only a server's
 * HTML waits for: crawlers read it there, and a landing rendered in the browser alone leaves it out
 * of its first load (its cards' links are there for a crawler that runs the page).
 */
const structuredData = lazyModule(() => import('../StructuredData'));

/** The landing's attractions as an `ItemList` (booking-core's `itemListJsonLd` names each once). */
function LandingItemList({ sections }: { sections: readonly LandingSection[] }) {
  const { CardListStructuredData } = serverHtmlParts().lazyOnServer(structuredData);
  return (
    <CardListStructuredData
      cards={sections.flatMap((section) =>
        section.items.map((item) => ({ name: item.title, target: attractionCardTarget(item) })),
      )}
    />
  );
}

function listed(item: AttractionItem) {
  return { id: item.id, name: item.title, category: item.category?.name, prices: item.price };
}

interface SectionProps {
  section: LandingSection;
  /** The section's position in the answer (its analytics list). */
  index: number;
  /** How many of the first cards load their image eagerly, with high priority. */
  eagerImages: number;
  headingLevel: 2 | 3;
  onShowMore: () => void;
}

/**
 * One section. Memoised: a change of the sections' state alone (loading the next search over the
 * previous one) re-draws none of its cards.
 */
const Section = memo(function Section({
  section,
  index,
  eagerImages,
  headingLevel,
  onShowMore,
}: SectionProps) {
  const list = listOf(section, index);
  const t = useTranslate(landingMessages);
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  // With address sync, a link to the section's landing (the kit's Button as a link); else a button.
  const showMore = useTarget()(showMoreTarget(section), onShowMore);
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.sectionHeader}>
        <Heading id={titleId} className={styles.sectionTitle}>
          {section.title}
        </Heading>
        <Button
          variant="outlined"
          size="sm"
          className={styles.headerShowMore}
          aria-describedby={titleId}
          {...showMore}
        >
          {t('landing.showMore')}
        </Button>
      </div>
      <ul className={grid.cardGrid}>
        {section.items.map((item, position) => (
          <li key={item.id} className={grid.cardCell}>
            <LandingCard
              item={item}
              index={position}
              list={list}
              eagerImage={position < eagerImages}
              headingLevel={headingLevel === 2 ? 3 : 4}
            />
          </li>
        ))}
      </ul>
      <div className={styles.footerShowMore}>
        <Button variant="outlined" aria-describedby={titleId} {...showMore}>
          {t('landing.showMore')}
        </Button>
      </div>
    </section>
  );
});

interface LandingCardProps {
  item: AttractionItem;
  index: number;
  list: CardList;
  /** The card is on the first screen: its image loads at once, with high priority. */
  eagerImage: boolean;
  headingLevel: 3 | 4;
}

/** A landing card: prices in the visitor's currency after 'From', points when configured. */
function LandingCard({ item, index, list, eagerImage, headingLevel }: LandingCardProps) {
  const t = useTranslate(landingMessages);
  const target = useTarget();
  const { config, currency, locale, emitAnalytics } = useCorasContext();
  const points = config.points
    ? rewardPoints(priceIn(item.price, currency), currency, config.points)
    : undefined;
  return (
    <AttractionCard
      name={item.title}
      description={descriptionExcerpt(item.description)}
      imageSrc={resolveImage(chooseBestImage(item.images).url, 'card')}
      fallbackImageSrc={DEFAULT_PLACEHOLDER_IMAGE_URL}
      imageLoading={eagerImage ? 'eager' : 'lazy'}
      imageFetchPriority={eagerImage ? 'high' : undefined}
      rating={item.rating}
      price={formatPriceIn(item.price, currency, locale)}
      category={item.category?.name}
      dateTime={item.date}
      dateText={item.date ? formatVenueDate(item.date, { locale, timeZone: item.timezone }) : undefined}
      locale={locale}
      points={points ? <PointsBadge {...points} size="sm" /> : undefined}
      headingLevel={headingLevel}
      labels={{
        priceFrom: t('card.from'),
        rating: (rating) => t('card.rating', { rating }),
      }}
      {...target(attractionCardTarget(item), () =>
        emitAnalytics(selectItemEvent(list, listed(item), index, currency)),
      )}
    />
  );
}
