/**
 * Helpers of the booking panel's stories and tests (not part of the package's API): the panel takes
 * an attraction, so these fetch a real one from the sandbox first, as the details page does.
 */
import { useAttractionRequest } from '../../runtime/data/attraction';
import { DetailsBooking, type DetailsBookingProps } from './DetailsBooking';

export interface BookingFromSandboxProps extends Omit<DetailsBookingProps, 'attraction'> {
  /** The attraction's id, e.g. one of the sandbox's `FIXTURE_IDS`. */
  id: string;
}

/** The booking panel of one sandbox attraction, once `GET attractions/{id}` answered. */
export function BookingFromSandbox({ id, ...props }: BookingFromSandboxProps) {
  const { data } = useAttractionRequest(id);
  return data ? <DetailsBooking attraction={data} {...props} /> : null;
}
