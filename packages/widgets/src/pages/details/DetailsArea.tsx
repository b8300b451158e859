import type { Attraction } from '@coras/api-client';
import { durationParts, isBlank, isBlankHtml, resolveImage } from '@coras/booking-core';
import { Accordion, Image } from '@coras/ui';
import type { ReactNode } from 'react';
import type { MessageKey } from '../../runtime/i18n/messages/en-GB';
import { type Translate, useTranslate } from '../../runtime/i18n/useTranslate';
import * as styles from './DetailsPage.css';
import { type DetailsMessageKey, detailsMessages } from './messages/en-GB';
import { SafeHtml } from './SafeHtml';

/** The tour's accordion items in the spec's order (spec 2 §2). */
export const TOUR_ACCORDION = [
  { value: 'included', field: 'included', label: 'details.included' },
  { value: 'excluded', field: 'excluded', label: 'details.excluded' },
  { value: 'departure-point', field: 'departure_point', label: 'details.departurePoint' },
  { value: 'please-note', field: 'please_note', label: 'details.pleaseNote' },
  { value: 'cancellation', field: 'cancellation_policy', label: 'details.cancellation' },
] as const satisfies ReadonlyArray<{ value: string; field: keyof Attraction; label: DetailsMessageKey }>;

export interface DetailsAreaProps {
  attraction: Attraction;
}

/**
 * The details area (spec 2 §2): the tour layout for tours, the theatre layout for theatre and
 * sport. A blank or whitespace-only text hides its section (HTML that shows nothing counts as
 * blank); HTML is sanitised before it is shown.
 */
export function DetailsArea({ attraction }: DetailsAreaProps) {
  return attraction.attraction_type === 'TOUR' ? (
    <TourDetails attraction={attraction} />
  ) : (
    <TheatreDetails attraction={attraction} />
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.detailsSection}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

/** '2 hours 15 minutes': booking-core's duration parts, worded by the catalogue. */
function formatDuration(minutes: number, t: Translate<MessageKey | DetailsMessageKey>): string {
  return durationParts(minutes)
    .map((part) =>
      t(part.unit === 'hours' ? 'details.durationHours' : 'details.durationMinutes', { count: part.count }),
    )
    .join(' ');
}

/**
 * Tour layout: the summary, Highlights, Itinerary, the duration line, then the accordion of
 * 'What's included', 'What's excluded', 'Departure Point', 'Please note' and 'Cancellation' — one
 * item open at a time, and clicking the open one closes it (the kit's Accordion).
 */
function TourDetails({ attraction }: DetailsAreaProps) {
  const t = useTranslate(detailsMessages);
  const items = TOUR_ACCORDION.filter((item) => !isBlankHtml(attraction[item.field]));
  const duration = attraction.duration;
  return (
    <div className={styles.detailsArea} data-layout="tour">
      {isBlank(attraction.summary) ? null : <p className={styles.summary}>{attraction.summary}</p>}
      {isBlankHtml(attraction.highlights) ? null : (
        <Section title={t('details.highlights')}>
          <SafeHtml html={attraction.highlights as string} />
        </Section>
      )}
      {isBlankHtml(attraction.itinerary) ? null : (
        <Section title={t('details.itinerary')}>
          <SafeHtml html={attraction.itinerary as string} />
        </Section>
      )}
      {duration !== undefined && duration > 0 ? (
        <p className={styles.durationLine}>
          {t('details.duration', { duration: formatDuration(duration, t) })}
        </p>
      ) : null}
      {items.length > 0 ? (
        <Accordion.Root className={styles.accordion}>
          {items.map((item) => (
            <Accordion.Item key={item.value} value={item.value}>
              <Accordion.Trigger headingLevel={2}>{t(item.label)}</Accordion.Trigger>
              <Accordion.Content>
                <SafeHtml html={attraction[item.field] as string} />
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      ) : null}
    </div>
  );
}

/** 'Cork Opera House, 132 O’Connell Street, Cork': the venue's name, address and city, blanks left out. */
export function locationLine(attraction: Pick<Attraction, 'location_name' | 'address' | 'city'>): string {
  return [attraction.location_name, attraction.address, attraction.city]
    .filter((part): part is string => !isBlank(part))
    .map((part) => part.trim())
    .join(', ');
}

/** Theatre layout: Location, About (the description) and the Seatmap with its caption. */
function TheatreDetails({ attraction }: DetailsAreaProps) {
  const t = useTranslate(detailsMessages);
  const location = locationLine(attraction);
  const venue = isBlank(attraction.location_name) ? attraction.attraction_name : attraction.location_name;
  return (
    <div className={styles.detailsArea} data-layout="theatre">
      {location ? (
        <Section title={t('details.location')}>
          <p>{location}</p>
        </Section>
      ) : null}
      {isBlankHtml(attraction.description) ? null : (
        <Section title={t('details.about')}>
          <SafeHtml html={attraction.description as string} />
        </Section>
      )}
      {isBlank(attraction.seat_map) ? null : (
        <Section title={t('details.seatmap')}>
          <figure className={styles.seatmap}>
            <Image
              src={resolveImage(attraction.seat_map, 'none')}
              alt={t('details.seatmapAlt', { venue: venue as string })}
              aspectRatio="4 / 3"
              fit="contain"
              className={styles.seatmapImage}
              labels={{ loading: t('image.loading'), failed: t('image.failed') }}
            />
            <figcaption className={styles.caption}>{t('details.seatmapCaption')}</figcaption>
          </figure>
        </Section>
      )}
    </div>
  );
}
