import type { Attraction } from '@coras/api-client';
import {
  detailsBreadcrumbs,
  detailsPageDate,
  formatVenueDay,
  isBlank,
  viewItemEvent,
} from '@coras/booking-core';
import {
  type BreadcrumbItem,
  Breadcrumbs,
  Button,
  CalendarIcon,
  Skeleton,
  vars,
  visuallyHidden,
} from '@coras/ui';
import { memo, type ReactNode, useDeferredValue, useEffect, useId, useMemo, useRef } from 'react';
import { LazyFailureModal } from '../../features/failure-modal/LazyFailureModal';
import { useErrorModal } from '../../features/failure-modal/useErrorModal';
import type { ViewerImage } from '../../features/image-viewer/ImageViewer';
import { usePageShown } from '../../runtime/data/prefetch';
import type { MessageKey } from '../../runtime/i18n/messages/en-GB';
import { type Translate, useTranslate } from '../../runtime/i18n/useTranslate';
import { useServerHtmlMount } from '../../runtime/lazy/serverHtml';
import { useCorasContext } from '../../runtime/provider/context';
import { useFirstPageEnd } from '../../runtime/provider/firstPage';
import { useNavigate, usePageParams, useTarget } from '../../runtime/provider/navigation-context';
import { AttractionGallery } from './AttractionGallery';
import { AttractionStructuredData } from './AttractionStructuredData';
import { BookingPanelSlot, type BookingPanelSlotProps } from './BookingPanelSlot';
import { DetailsArea } from './DetailsArea';
import * as styles from './DetailsPage.css';
import { type DetailsMessageKey, detailsMessages } from './messages/en-GB';
import { OtherAttractions } from './OtherAttractions';
import { useAttraction } from './useAttraction';

export interface DetailsPageProps {
  /**
   * Renders the booking panel beside the details (below 800 px, above them).
   * @default `(props) => <BookingPanelSlot {...props} />`
   */
  bookingPanel?: ((props: BookingPanelSlotProps) => ReactNode) | undefined;
}

/**
 * The attraction details page (spec 2 §2 'Attraction details page'; page `details`, parameters
 * `id` and `date`, today by default): breadcrumbs, the title with the first instance date, the
 * photos with the image-count chip and the full-screen viewer, the booking panel, the details area
 * (tour or theatre layout) and other attractions; one column below 800 px.
 *
 * The attraction loads once per locale and currency (`GET attractions/{id}`, size 0). While it
 * loads, skeletons hold the page's shape; an unknown id shows a not-found state; any other failure
 * opens the error modal once per failure streak, and 'Refresh the page' asks again. `view_item` is
 * emitted once per attraction shown.
 */
export function DetailsPage({ bookingPanel }: DetailsPageProps = {}) {
  const params = usePageParams();
  const t = useTranslate(detailsMessages);
  const { emitAnalytics, currency } = useCorasContext();
  const id = params.id;
  const attraction = useAttraction(id);
  const { data, error, mutate, status } = attraction;
  usePageShown(status !== 'loading');
  // A missing attraction is a page shown: only a failure tells the integrator about the host.
  useFirstPageEnd(status === 'not-found' ? 'complete' : status, error);

  const modal = useErrorModal();
  const send = modal.send;
  // Any failure but a 404 — also a reload in another locale or currency, while the page keeps
  // the attraction it has on screen.
  useEffect(() => {
    if (error && status !== 'not-found') send({ type: 'failed' });
  }, [error, status, send]);
  useEffect(() => {
    if (data) send({ type: 'reset' });
  }, [data, send]);

  // view_item once per attraction shown: a new locale or currency is the same attraction.
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!data || reported.current === data.coras_attraction_id) return;
    reported.current = data.coras_attraction_id;
    emitAnalytics(viewItemEvent(data, currency));
  }, [data, currency, emitAnalytics]);

  return (
    <div className={styles.page}>
      {status === 'complete' && data ? (
        <AttractionContent
          attraction={data}
          date={params.date}
          bookingPanel={bookingPanel ?? defaultBookingPanel}
        />
      ) : status === 'not-found' ? (
        <NotFound />
      ) : status === 'loading' ? (
        <DetailsSkeleton label={t('details.loading')} />
      ) : (
        <div className={styles.failed} />
      )}
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

const defaultBookingPanel = (props: BookingPanelSlotProps) => <BookingPanelSlot {...props} />;

interface AttractionContentProps {
  attraction: Attraction;
  date: string | undefined;
  bookingPanel: (props: BookingPanelSlotProps) => ReactNode;
}

/**
 * The attraction's page, re-rendered only when its props change: the page's own re-renders (a
 * failure streak's modal, SWR's store catching up right after hydration) stop above it.
 */
const AttractionContent = memo(function AttractionContent({
  attraction,
  date,
  bookingPanel,
}: AttractionContentProps) {
  const t = useTranslate(detailsMessages);
  const target = useTarget();
  const { locale, logError } = useCorasContext();
  const trail: BreadcrumbItem[] = detailsBreadcrumbs(attraction).map((item) =>
    item.target ? { label: item.label, ...target(item.target) } : { label: item.label },
  );
  const images = useMemo(() => viewerImages(attraction, t), [attraction, t]);
  const firstDate = formatVenueDay(attraction.first_instance_date, {
    locale,
    timeZone: attraction.timezone,
    logger: { error: logError, warn: logError },
  });
  const pageDate = detailsPageDate(date, attraction, Date.now());
  // The title and the photos are drawn first (the page's largest paint is the first photo); the
  // booking panel, the details and the other attractions, below them, in a render right after, so
  // their work does not hold that paint back. Nothing drawn first moves: the rest comes below it.
  // A server's HTML holds them all (the browser hydrates what the server wrote, undeferred).
  const below = useDeferredValue<Attraction | null>(attraction, useServerHtmlMount() ? attraction : null);

  return (
    <>
      <div className={styles.breadcrumbLine}>
        {trail.length > 1 ? <Breadcrumbs aria-label={t('details.breadcrumbs')} items={trail} /> : null}
      </div>
      <header className={styles.header}>
        <h1 className={styles.title}>{attraction.attraction_name}</h1>
        <p className={styles.firstDate}>
          <CalendarIcon size={18} aria-hidden />
          <time dateTime={attraction.first_instance_date}>{firstDate}</time>
        </p>
      </header>
      <AttractionGallery name={attraction.attraction_name} images={images} />
      <AttractionStructuredData attraction={attraction} />
      {below ? (
        <>
          <div className={styles.columns}>
            <div className={styles.bookingColumn}>{bookingPanel({ attraction: below, date: pageDate })}</div>
            <div className={styles.detailsColumn}>
              <DetailsArea attraction={below} />
            </div>
          </div>
          <OtherAttractions attraction={below} />
        </>
      ) : null}
    </>
  );
});

/** The photos with an alt text each: the API's, else 'name, photo n of total'. */
function viewerImages(attraction: Attraction, t: Translate<MessageKey | DetailsMessageKey>): ViewerImage[] {
  const media = attraction.media.filter((entry) => !isBlank(entry.url));
  return media.map((entry, index) => ({
    url: entry.url,
    alt: isBlank(entry.alt)
      ? t('details.photoAlt', { name: attraction.attraction_name, position: index + 1, total: media.length })
      : (entry.alt as string),
  }));
}

/** The page's shape while the attraction loads: breadcrumb, title, date, photos and text lines. */
function DetailsSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.skeleton} aria-busy="true">
      <p className={visuallyHidden} role="status">
        {label}
      </p>
      <div aria-hidden className={styles.skeleton}>
        <div className={styles.breadcrumbLine}>
          <Skeleton width="30%" height="0.875em" />
        </div>
        <div className={styles.header}>
          <span className={styles.skeletonTitle}>
            <Skeleton width="60%" height="1.5em" />
          </span>
          <span className={styles.skeletonLine}>
            <Skeleton width="25%" height="1em" />
          </span>
        </div>
        <div className={styles.gallery}>
          <div className={styles.galleryMain}>
            <Skeleton width="100%" height="100%" radius={vars.radius.md} />
          </div>
          <div className={styles.gallerySide}>
            <Skeleton width="100%" height="100%" radius={vars.radius.md} />
          </div>
          <div className={styles.gallerySide}>
            <Skeleton width="100%" height="100%" radius={vars.radius.md} />
          </div>
        </div>
        <div className={styles.detailsArea}>
          {['90%', '75%', '82%', '40%'].map((width) => (
            <span key={width} className={styles.skeletonLine}>
              <Skeleton width={width} height="1em" />
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}

/** An attraction id the server does not know (or no id at all): say so, and offer the landing page. */
function NotFound() {
  const t = useTranslate(detailsMessages);
  const navigate = useNavigate();
  const titleId = useId();
  return (
    <section className={styles.notFound} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {t('details.notFound.title')}
      </h1>
      <p className={styles.notFoundBody}>{t('details.notFound.body')}</p>
      <Button variant="primary" onClick={() => navigate({ page: 'landing' })}>
        {t('details.notFound.action')}
      </Button>
    </section>
  );
}
