import type { Attraction, AvailabilityOption, Reservation } from '@coras/api-client';
import {
  addToCartEvent,
  attractionCalendarBounds,
  availableDates,
  type DateOnly,
  isSingleDayAvailability,
  optionsKind,
  seatingChartOf,
  type TicketCounts,
  ticketCap,
  toDateOnly,
  verifyDate,
  withDefaultTickets,
} from '@coras/booking-core';
import { Alert, Button, Skeleton, visuallyHidden } from '@coras/ui';
import { useId, useMemo, useRef, useState } from 'react';
import { dispatchReservationCreated } from '../../runtime/basket/basketStore';
import { useShowAdded } from '../../runtime/basket/useBasket';
import { useTranslate } from '../../runtime/i18n/useTranslate';
import { useCorasContext } from '../../runtime/provider/context';
import { useNavigate, usePageParams } from '../../runtime/provider/navigation-context';
import { AvailabilityOptions } from './AvailabilityOptions';
import { scrollWidgetToTop } from './afterReservation';
import { DateField } from './DateField';
import * as styles from './DetailsBooking.css';
import { bookingMessages } from './messages/en-GB';
import { ReservationPreview } from './ReservationPreview';
import { TicketSelector } from './TicketSelector';
import { useAvailability } from './useAvailability';
import { useReserve } from './useReserve';

/** What happened after a successful 'Add to basket'. */
export interface ReservationAdded {
  reservation: Reservation;
  option: AvailabilityOption;
}

export interface DetailsBookingProps {
  /** The attraction whose tickets are booked. */
  attraction: Attraction;
  /**
   * The date asked for (`yyyy-MM-dd`); verified against the attraction (spec 2 §4), so an
   * unavailable or malformed date shows the first instance date.
   * @default the page's `date` parameter
   */
  date?: string | undefined;
  /**
   * Called when the visitor picks another date.
   * @default replaces the page's `date` parameter (the address keeps it)
   */
  onDateChange?: ((date: DateOnly) => void) | undefined;
  /**
   * Called after a reservation was held, once the `reservation-created` event fired, the widget
   * scrolled up and the basket was asked to show it.
   */
  onReservationAdded?: ((added: ReservationAdded) => void) | undefined;
  className?: string | undefined;
}

/**
 * The details page's booking panel (spec 2 §2, §4, §5): the ticket-availability box (ticket type
 * selector, date dropdown, 'Check Availability'), the availability alert, the options list, the
 * reservation preview for theatre sections, and 'Add to basket'.
 *
 * @example
 * <DetailsBooking attraction={attraction} />
 */
export function DetailsBooking({
  attraction,
  date: dateProp,
  onDateChange,
  onReservationAdded,
  className,
}: DetailsBookingProps) {
  const t = useTranslate(bookingMessages);
  const { emitAnalytics } = useCorasContext();
  const showAdded = useShowAdded();
  const params = usePageParams();
  const navigate = useNavigate();
  const id = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  const dates = useMemo(
    () => availableDates(attraction.sale_periods, attraction.timezone),
    [attraction.sale_periods, attraction.timezone],
  );
  const bounds = useMemo(() => attractionCalendarBounds(attraction), [attraction]);
  // The calendar offers the days on sale between the first and the last instance.
  const bookable = useMemo(() => {
    const first = toDateOnly(attraction.first_instance_date, attraction.timezone);
    const last = toDateOnly(attraction.last_instance_date, attraction.timezone);
    return dates.filter((day) => (!first || day >= first) && (!last || day <= last));
  }, [dates, attraction.first_instance_date, attraction.last_instance_date, attraction.timezone]);
  const singleDay = isSingleDayAvailability(attraction.sale_periods, attraction.timezone);
  const requested = dateProp ?? params.date;
  const date = verifyDate(requested || undefined, attraction, dates);

  const cap = ticketCap(attraction);
  // spec 2 §4: with price types and nothing chosen, one ticket of the first price type.
  const [counts, setCounts] = useState<TicketCounts>(() => withDefaultTickets({}, attraction.price_types));

  const availability = useAvailability({ attraction, date, counts });
  const { state } = availability;
  const [previewed, setPreviewed] = useState<AvailabilityOption | undefined>(undefined);
  const previewOpener = useRef<HTMLElement | null>(null);
  const checkButton = useRef<HTMLButtonElement>(null);
  const { adding, failures, reserve } = useReserve({
    attraction,
    date,
    counts,
    // Another visitor held the tickets after this check: check again, so the panel shows what is
    // left (the availability alert when nothing is) rather than options that cannot be had.
    onTaken: () => {
      // The option's button goes with the stale options: the focus waits on 'Check Availability'.
      previewOpener.current = checkButton.current;
      setPreviewed(undefined);
      checkButton.current?.focus({ preventScroll: true });
      availability.check();
    },
  });

  const kind = optionsKind(attraction);
  const chart = useMemo(() => seatingChartOf(attraction, Date.now()), [attraction]);
  const busy = state.status === 'opening-session' || state.status === 'checking';

  const changeCounts = (next: TicketCounts) => {
    if (next === counts) return;
    setCounts(next);
    availability.reset();
  };
  const changeDate = (next: DateOnly) => {
    if (next === date) return;
    availability.reset();
    if (onDateChange) onDateChange(next);
    else navigate({ page: 'details', date: next }, { replace: true });
  };

  const add = async (option: AvailabilityOption, tourLanguage = '') => {
    const reservation = await reserve(option, tourLanguage);
    if (!reservation) return;
    setPreviewed(undefined);
    // spec 2 §4: every basket on the page reloads; the widget scrolls up; the navbar's basket
    // shows the reservation ('Added to basket' at 800 px or less, else its dropdown).
    dispatchReservationCreated({ reservation });
    if (panelRef.current) scrollWidgetToTop(panelRef.current);
    showAdded(reservation);
    emitAnalytics(addToCartEvent(attraction, reservation));
    onReservationAdded?.({ reservation, option });
  };

  const errorText =
    state.error === undefined
      ? undefined
      : state.error.code === 'selectTickets'
        ? t('booking.selectTickets')
        : t('booking.error');

  return (
    <div ref={panelRef} className={[styles.panel, className].filter(Boolean).join(' ')}>
      <section className={styles.box} aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`} className={styles.heading}>
          {t('booking.heading')}
        </h2>
        {/* What a visitor without JavaScript reads where booking would start (a server's HTML). */}
        <noscript>
          <p className={styles.noScript}>{t('booking.needsJavaScript')}</p>
        </noscript>
        <div className={styles.fields}>
          <DateField
            date={date}
            dates={bookable}
            bounds={bounds}
            readOnly={singleDay}
            onDateChange={changeDate}
          />
          <TicketSelector
            priceTypes={attraction.price_types}
            counts={counts}
            cap={cap}
            onCountsChange={changeCounts}
          />
          <Button
            ref={checkButton}
            className={styles.checkButton}
            loading={busy}
            onClick={availability.check}
          >
            {t('booking.checkAvailability')}
          </Button>
        </div>
        <p role="status" className={visuallyHidden}>
          {busy
            ? t('booking.checking')
            : state.status === 'complete'
              ? t('booking.optionsFound', {
                  count: state.options.filter((option) => option.available).length,
                })
              : ''}
        </p>
        {errorText ? (
          <p role="alert" className={styles.errorText}>
            {errorText}
          </p>
        ) : null}
      </section>
      {state.notEnoughTickets ? (
        <Alert status="warning" title={t('booking.notEnoughTitle')}>
          {t('booking.notEnoughText')}
        </Alert>
      ) : null}
      {busy ? <OptionsSkeleton /> : null}
      {state.status === 'complete' ? (
        <AvailabilityOptions
          kind={kind}
          options={state.options}
          selectedTime={state.selectedTime}
          onSelectTime={availability.selectTime}
          counts={counts}
          adding={adding}
          failures={failures}
          chart={chart}
          onAdd={(option, language) => void add(option, language)}
          onChoose={(option) => {
            previewOpener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
            setPreviewed(option);
          }}
        />
      ) : null}
      {kind !== 'tour' ? (
        <ReservationPreview
          attraction={attraction}
          option={previewed}
          counts={counts}
          adding={previewed ? adding.has(previewed.selection_id) : false}
          failed={previewed ? failures.has(previewed.selection_id) : false}
          onAdd={(option) => void add(option)}
          onClose={() => setPreviewed(undefined)}
          returnFocusTo={previewOpener}
        />
      ) : null}
    </div>
  );
}

/** Where the options will be, while availability is checked: rows shaped like theirs, no jump. */
function OptionsSkeleton() {
  return (
    <div aria-hidden className={styles.options}>
      <Skeleton width="10rem" height="1.25rem" />
      <div>
        {[0, 1, 2].map((row) => (
          <div key={row} className={styles.optionRow}>
            <Skeleton width="60%" height="1.25rem" />
            <Skeleton width="5rem" height="1.25rem" />
            <div className={styles.optionAction}>
              <Skeleton width="100%" height="2.5rem" radius="8px" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
