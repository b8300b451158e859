/**
 * The entry the packages' tests and stories import for what a visitor does against the sandbox
 * (`@coras/sandbox-api/visitor`): unlike `testing`, it runs in the browser too (it needs only the
 * API client), so a story and a node test hold tickets the same way.
 */
import {
  type CorasClient,
  createReservation,
  type Reservation,
  type TicketSelection,
} from '@coras/api-client';

export interface HoldRequest {
  attractionId: string;
  /** The day, `YYYY-MM-DD`. */
  date: string;
  tickets: TicketSelection[];
}

/**
 * Checks availability and reserves the first available option (its first spoken language), in
 * the client's booking session, as a visitor's Check Availability then Add to basket would.
 *
 * @throws when no option is available that day, or the reservation is refused
 */
export async function holdFirstAvailable(
  client: CorasClient,
  { attractionId, date, tickets }: HoldRequest,
): Promise<Reservation> {
  const { data } = await client.POST('/{api_version}/availability/check', {
    body: { currency: 'EUR', language_code: 'en', attraction_id: attractionId, date, tickets },
  });
  const option = data?.options.find((candidate) => candidate.available);
  if (!option) throw new Error(`No available option for ${attractionId} on ${date}`);
  const { data: reservation, error } = await createReservation(client, {
    attraction_id: attractionId,
    currency: 'EUR',
    date,
    language_code: 'en',
    selection_id: option.selection_id,
    tour_language: Object.keys(option.languages_spoken ?? {})[0] ?? '',
    pickup_id: null,
    pickup_entry: null,
    tickets,
  });
  if (!reservation) throw error ?? new Error('Expected a reservation');
  return reservation;
}
