import type { Attraction } from '@coras/api-client';
import type { ReactNode } from 'react';
import { DetailsBooking } from '../../features/details-booking/DetailsBooking';

/** What the details page hands its booking panel. */
export interface BookingPanelSlotProps {
  /**
   * The page's attraction as `GET attractions/{id}` answered it, in the current locale and
   * currency (cache key `attractionKey(locale, currency, id)` of `data/attractionRequest`). Rendered only
   * once it has arrived: never `undefined` here.
   */
  attraction: Attraction;
  /**
   * The page's `date` parameter (`YYYY-MM-DD`), or today in the venue's time zone when the
   * address has none (spec 2 §2). Not verified yet: the panel applies booking-core's `verifyDate`.
   */
  date: string;
}

/**
 * Slot of the details page for the booking panel (spec 2 §2, §4): the ticket-availability box
 * (ticket types, date dropdown with the calendar, 'Check Availability'), the availability alert,
 * the options list, the reservation preview and the add-to-basket flow with its basket modal.
 *
 * Placed beside the details area on wide containers (the right column, sticky) and above it below
 * 800 px, so a phone sees the booking box right under the photos. Filled by the booking part of
 * issue #7: `<DetailsBooking>` of `src/details-booking/`, which verifies the date and, when the
 * visitor picks another, replaces the page's `date` parameter. A host can pass its own panel
 * through `<DetailsPage bookingPanel={(props) => …}>`.
 */
export function BookingPanelSlot({ attraction, date }: BookingPanelSlotProps): ReactNode {
  return <DetailsBooking attraction={attraction} date={date} />;
}
