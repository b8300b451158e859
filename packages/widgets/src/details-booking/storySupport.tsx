/**
 * Helpers of the booking panel's stories and tests (not part of the package's API): the panel takes
 * an attraction, so these fetch a real one from the sandbox first, as the details page does.
 */
import { type Attraction, getAttraction } from '@coras/api-client';
import { useApi } from '../data/useApi';
import { useCorasContext } from '../provider/context';
import { DetailsBooking, type DetailsBookingProps } from './DetailsBooking';

export interface BookingFromSandboxProps extends Omit<DetailsBookingProps, 'attraction'> {
  /** The attraction's id, e.g. one of the sandbox's `FIXTURE_IDS`. */
  id: string;
}

/** The booking panel of one sandbox attraction, once `GET attractions/{id}` answered. */
export function BookingFromSandbox({ id, ...props }: BookingFromSandboxProps) {
  const { client, locale, currency } = useCorasContext();
  const { data } = useApi<Attraction>(
    ['attraction', locale, currency, id],
    (signal) => getAttraction(client, id, { currency, size: 0 }, { signal }),
    { keepPreviousData: true },
  );
  return data ? <DetailsBooking attraction={data} {...props} /> : null;
}
