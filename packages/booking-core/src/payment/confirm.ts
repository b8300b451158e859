import {
  type CorasApiError,
  type CorasClient,
  type CountryEntry,
  type CurrencyCode,
  confirmReservations,
  type Reservation,
} from '@coras/api-client';
import type { Logger } from '../adapters/logger';
import type { CheckoutForm, CheckoutValues } from '../checkout/form';
import type { CheckoutMessage } from '../checkout/messages';
import { attendeeTickets, buildConfirmRequest, pickupUpdates } from '../checkout/payload';
import { mapServerErrors } from '../checkout/server-errors';
import type { PaymentEffects } from './payment';
import type { OrderItem, OrderSnapshot } from './record';
import type { TabRecord } from './tab-record';

// Step 4 of the payment (spec 2 §4, §7, §8): the pickups, then the confirmation of the basket.

/** The form and basket at the moment a step needs them. */
export interface PaymentFlowInput {
  form: CheckoutForm;
  values: CheckoutValues;
  /** The basket's reservations being paid for (attendees, the order's cards and value). */
  reservations: readonly Reservation[];
  countries: readonly CountryEntry[];
  /** The basket's currency. */
  currency: CurrencyCode;
}

/** The API's code for a reservation that expired or was released (sandbox README, 'Error codes'). */
const HOLD_ENDED = 39;
/** The API's code for a basket another confirmation is already paying (409; sandbox README). */
const BASKET_BEING_PAID = 47;

function orderItem(reservation: Reservation): OrderItem {
  return {
    reservation_id: reservation.reservation_id,
    attraction_id: reservation.attraction_id,
    attraction_name: reservation.attraction_name,
    option_name: reservation.option_name,
    number_of_tickets: reservation.number_of_tickets,
    total_price: reservation.total_price,
    currency: reservation.currency,
    start_datetime: reservation.start_datetime,
    timezone: reservation.timezone,
    location_name: reservation.location_name,
    city: reservation.city,
    image: reservation.media?.[0],
  };
}

/** The order of the reservations being paid for, as the confirmation shows it. */
export function orderSnapshot(input: PaymentFlowInput): OrderSnapshot {
  const ids = new Set(input.form.reservationIds);
  const items = input.reservations.filter((reservation) => ids.has(reservation.reservation_id));
  const email = input.values.email;
  return {
    email: typeof email === 'string' ? email.trim() : '',
    items: items.map(orderItem),
    currency: items[0]?.currency ?? input.currency,
    total: items.reduce((sum, item) => sum + item.total_price, 0),
  };
}

/**
 * Places the server's field errors on the form's fields (spec 2 §8): booking-core's
 * `mapServerErrors`, then the names it derives from a per-ticket key
 * (`reservation_data.{id}.ticket_{ticketId}_{requirement}` → `reservation_{id}_ticket_{ticketId}_{requirement}`)
 * resolved to the form's field. A message that lands on no field of the form is logged; when none
 * lands, the generic message ('An error occurred. Please try again.') shows.
 */
export function placeServerErrors(
  errors: Readonly<Record<string, string>> | undefined,
  form: CheckoutForm,
  reservations: readonly Pick<Reservation, 'reservation_id' | 'tickets'>[],
  logger: Logger,
): { fieldErrors: Record<string, CheckoutMessage>; cardError: CheckoutMessage | undefined } {
  const mapped = mapServerErrors(errors, attendeeTickets(reservations));
  const names = new Set(form.fields.map((field) => field.name));
  const aliases = new Map<string, string>();
  for (const field of form.fields) {
    if (field.requirement) {
      aliases.set(
        field.name.slice(0, field.name.length - field.field.length) + field.requirement,
        field.name,
      );
    }
  }
  const fieldErrors: Record<string, CheckoutMessage> = {};
  const unplaced: Record<string, string> = { ...mapped.unmapped };
  for (const [name, message] of Object.entries(mapped.fieldErrors)) {
    const target = names.has(name) ? name : aliases.get(name);
    if (target && !(target in fieldErrors)) fieldErrors[target] = message;
    else if (!target) unplaced[name] = message.code === 'text' ? message.text : message.code;
  }
  if (Object.keys(unplaced).length > 0) logger.warn('Checkout: server errors with no field', unplaced);
  return {
    fieldErrors,
    cardError: Object.keys(fieldErrors).length === 0 ? { code: 'generic' } : undefined,
  };
}

/** Those of `ids` the basket on the server no longer holds (none when it cannot tell). */
export async function noLongerHeld(client: CorasClient, ids: readonly string[]): Promise<string[]> {
  try {
    const { data } = await client.GET('/{api_version}/reservations');
    if (!data) return [];
    const held = new Set(data.reservations.map((reservation) => reservation.reservation_id));
    return ids.filter((id) => !held.has(id));
  } catch {
    return [];
  }
}

/** What the confirmation step answers the machine. */
type ConfirmResult = Awaited<ReturnType<PaymentEffects['confirmReservation']>>;

/** What {@link createConfirmStep} needs from the flow and the page. */
export interface ConfirmStepOptions {
  client: CorasClient;
  tab: TabRecord;
  logger: Logger;
  /** Added to the confirmation's `metadata`. */
  metadata?: Record<string, unknown> | undefined;
  /** The server refused the details: field name → message (spec 2 §8). */
  onServerErrors(fieldErrors: Record<string, CheckoutMessage>): void;
  /** The server said these holds had ended (409, code 39). */
  onHoldsEnded(reservationIds: string[]): void;
  /** The server answered 401: the booking session ended. */
  onSessionEnded(): void;
}

/**
 * Step 4: the confirmation of the basket `input` pays for, whose order is `order`. A confirmation
 * the record holds for the same basket is reused (never confirmed twice); otherwise the pickups
 * are saved (spec 2 §7: errors only logged) and `POST reservations` goes with the key
 * {@link TabRecord.keyFor} gives. A refusal says what it can: the basket another tab pays (409,
 * code 47), the session that ended (401), the holds that ended (409, code 39), else the server's
 * field errors on the form.
 */
export function createConfirmStep(options: ConfirmStepOptions) {
  const { client, tab, logger } = options;

  async function sendPickups(input: PaymentFlowInput) {
    await Promise.all(
      pickupUpdates(input.form, input.values).map(async ({ reservationId, body }) => {
        try {
          const { error } = await client.PATCH('/{api_version}/reservations/{reservation_id}', {
            params: { path: { reservation_id: reservationId } },
            body,
          });
          if (error)
            logger.error(`Checkout: the pickup of reservation ${reservationId} was not saved`, error);
        } catch (error) {
          logger.error(`Checkout: the pickup of reservation ${reservationId} was not saved`, error);
        }
      }),
    );
  }

  /** What a refused confirmation of `input` tells the page. */
  async function refusal(error: CorasApiError, input: PaymentFlowInput): Promise<ConfirmResult> {
    const http = error.kind === 'http';
    if (http && error.status === 409 && error.code === BASKET_BEING_PAID) {
      logger.warn('Checkout: this basket is already being paid in another tab or window', error);
      return { fieldErrors: {}, cardError: { code: 'basketBeingPaid' } };
    }
    if (http && error.status === 401) {
      logger.warn('Checkout: the booking session ended before the order was confirmed', error);
      options.onSessionEnded();
      return { fieldErrors: {} };
    }
    const ended =
      http && error.status === 409 && error.code === HOLD_ENDED
        ? await noLongerHeld(client, input.form.reservationIds)
        : [];
    if (ended.length > 0) {
      // spec 2 §2: a hold ran out on the server before the page's countdown said so (a throttled
      // background tab, a clock apart): the reloaded basket leaves it out and the page names it,
      // which tells the visitor more than 'An error occurred'.
      logger.warn('Checkout: a reservation had expired when the order was confirmed', error);
      options.onHoldsEnded(ended);
      return { fieldErrors: {} };
    }
    const placed = placeServerErrors(error.fieldErrors, input.form, input.reservations, logger);
    options.onServerErrors(placed.fieldErrors);
    return placed;
  }

  return async function confirm(input: PaymentFlowInput, order: OrderSnapshot): Promise<ConfirmResult> {
    const ids = input.form.reservationIds;
    const stored = tab.reusable(ids);
    if (stored?.confirmation) {
      tab.adopt(stored);
      tab.own({ order });
      return { confirmation: stored.confirmation };
    }
    await sendPickups(input);
    const request = buildConfirmRequest({
      form: input.form,
      values: input.values,
      reservations: input.reservations,
      countries: input.countries,
      ...(options.metadata ? { metadata: options.metadata } : {}),
    });
    const { key, replaced } = tab.keyFor(request, ids);
    const { data, error } = await confirmReservations(client, request, { idempotencyKey: key });
    if (data) {
      tab.own({ confirmation: data, cardSent: false, order });
      return { confirmation: data };
    }
    // A refusal (4xx) created nothing: the next attempt needs a key of its own. After a network
    // failure or a 5xx the outcome is unknown, so the key stays for the retry.
    if (error.kind === 'http' && error.status !== undefined && error.status < 500) {
      tab.refused(key, replaced, error.status === 409 && error.code === BASKET_BEING_PAID);
    }
    return refusal(error, input);
  };
}
