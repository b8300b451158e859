import type {
  AvailabilityCheckResponse,
  AvailabilityOption,
  BookingSession,
  BookingSessionRequest,
  CurrencyCode,
  MoneyByCurrency,
  ReservationConfirmation,
  ReservationConfirmRequest,
  ReservationCreateRequest,
  ReservationsResponse,
  ReservationUpdateRequest,
  TicketSelection,
} from '@coras/api-client';
import type { Context, Hono } from 'hono';
import type { AttractionSeed } from '../data/attractions';
import type { CatalogAttraction } from '../data/catalog';
import { addMoney, CURRENCIES, moneyFromEur, scaleMoney } from '../data/currencies';
import { languageOf, t } from '../data/i18n';
import { capacity, findOption, type OptionSeed, optionsOn, unitPrice } from '../data/schedule';
import { utcDate } from '../data/time';
import {
  ApiProblem,
  ErrorCode,
  HoldExpiredError,
  NotEnoughTicketsError,
  NotFoundError,
  ValidationError,
} from '../errors';
import { readJson } from '../http/body';
import type { SandboxEnv } from '../http/env';
import { HOLD_TTL_HEADER, holdTtlFromHeader } from '../http/hold-ttl';
import {
  idList,
  objectBody,
  optionalObjectBody,
  optionalShape,
  optionalString,
  requiredCurrency,
  requiredDate,
  requiredString,
  ticketSelections,
} from '../http/input';
import { confirmationErrors } from '../rules/confirmation';
import { basketRequirements } from '../rules/requirements';
import type { ReservationRecord } from '../store/reservations';
import { languageLabel, reservationView } from '../views';
import { requestView, useSession } from './context';

/** A tour's cap when it sets none (spec 2 §9). */
const DEFAULT_MAX_BOOKING_SIZE = 5;

/** The most tickets one booking of `attraction` may hold, or undefined for no cap. */
function ticketCap(attraction: AttractionSeed): number | undefined {
  return attraction.type === 'TOUR'
    ? (attraction.maxBookingSize ?? DEFAULT_MAX_BOOKING_SIZE)
    : attraction.maxTicketsPerOrder;
}

const stockKey = (attraction: AttractionSeed, option: OptionSeed) => `${attraction.id}|${option.selectionId}`;

/** Requested tickets per price type, zero counts dropped (spec 2 §4). */
function requestedTickets(tickets: readonly TicketSelection[] | undefined): Map<string, number> {
  const counts = new Map<string, number>();
  for (const ticket of tickets ?? []) {
    if (ticket.number_of_tickets > 0)
      counts.set(ticket.price_type_id, (counts.get(ticket.price_type_id) ?? 0) + ticket.number_of_tickets);
  }
  return counts;
}

const noTickets = () => new ApiProblem(400, ErrorCode.noTickets, 'Please select the number of tickets.');

function findAttraction(c: Context<SandboxEnv>, id: string): CatalogAttraction {
  const attraction = c.get('state').catalog().attraction(id);
  if (!attraction) throw new NotFoundError(`No attraction ${id}.`);
  return attraction;
}

/** One option of `availability/check`, priced for the requested tickets. */
function availabilityOption(
  c: Context<SandboxEnv>,
  attraction: CatalogAttraction,
  option: OptionSeed,
  requested: Map<string, number>,
  language: string,
): AvailabilityOption {
  const state = c.get('state');
  const remaining = state.inventory.remaining(
    stockKey(attraction, option),
    capacity(state.options.seed, attraction, option),
  );
  const fee = moneyFromEur(attraction.bookingFeeEur);
  let total: MoneyByCurrency = Object.fromEntries(CURRENCIES.map((code) => [code, 0]));
  let count = 0;
  const prices = option.priceTypes.map((priceType) => {
    const unit = unitPrice(attraction, option, priceType);
    const tickets = requested.get(priceType.id) ?? 0;
    count += tickets;
    total = addMoney(total, scaleMoney(addMoney(unit, fee), tickets));
    return {
      price_type_id: priceType.id,
      price_type_name: t(priceType.name, language),
      number_of_tickets: tickets,
      price: unit,
      full_price: scaleMoney(unit, tickets),
    };
  });
  const cap = ticketCap(attraction);
  return {
    selection_id: option.selectionId,
    available: count > 0 && count <= remaining && (cap === undefined || count <= cap),
    name: option.section.name,
    start_datetime: option.start,
    timezone: attraction.timeZone,
    ...(attraction.languages.length
      ? {
          languages_spoken: Object.fromEntries(
            attraction.languages.map((code) => [code, languageLabel(code)]),
          ),
        }
      : {}),
    prices,
    max_full_price: total,
    max_booking_fee: fee,
    remaining,
  };
}

function holdReservation(c: Context<SandboxEnv>, sessionId: string, body: ReservationCreateRequest) {
  const state = c.get('state');
  const attraction = findAttraction(c, body.attraction_id);
  const option = findOption(attraction, body.date, body.selection_id);
  if (!option) throw new NotFoundError(`No option ${body.selection_id} on ${body.date}.`);
  if (option.startEpoch <= state.clock.now())
    throw new ValidationError('This option has already started.', {
      selection_id: ['This option has already started'],
    });
  const requested = requestedTickets(body.tickets);
  const count = [...requested.values()].reduce((sum, n) => sum + n, 0);
  if (count === 0) throw noTickets();
  const offered = new Map(option.priceTypes.map((type) => [type.id, type]));
  const unknown = [...requested.keys()].filter((id) => !offered.has(id));
  if (unknown.length)
    throw new ValidationError('A price type is not offered by this option.', {
      tickets: unknown.map((id) => `Price type ${id} is not offered by this option`),
    });
  const cap = ticketCap(attraction);
  if (cap !== undefined && count > cap)
    throw new ValidationError(`At most ${cap} tickets per booking.`, {
      tickets: [`At most ${cap} tickets per booking`],
    });
  const tourLanguage = body.tour_language ?? '';
  if (tourLanguage && !attraction.languages.includes(tourLanguage))
    throw new ValidationError('This tour is not given in that language.', {
      tour_language: [`Choose one of ${attraction.languages.join(', ') || 'no languages'}`],
    });
  const pickupId = body.pickup_id ?? null;
  if (pickupId !== null && !attraction.pickupPoints.some((point) => point.coras_pickup_id === pickupId))
    throw new ValidationError('Unknown pickup point.', { pickup_id: ['Please choose a pickup point'] });
  const basketCurrency = state.reservations.basket(sessionId)[0]?.currency;
  if (basketCurrency && basketCurrency !== body.currency)
    throw new ValidationError(`The basket is in ${basketCurrency}.`, {
      currency: [`The basket is in ${basketCurrency}; empty it to book in ${body.currency}`],
    });
  // Stock is checked before the tickets are built, so a request far beyond it costs nothing.
  const remaining = state.inventory.remaining(
    stockKey(attraction, option),
    capacity(state.options.seed, attraction, option),
  );
  if (count > remaining) throw new NotEnoughTicketsError(remaining);
  const holdMs = holdTtlFromHeader(c.req.header(HOLD_TTL_HEADER));
  const fee = moneyFromEur(attraction.bookingFeeEur)[body.currency] ?? 0;
  const tickets = [...requested].flatMap(([priceTypeId, n]) => {
    const priceType = offered.get(priceTypeId);
    const unit = priceType ? (unitPrice(attraction, option, priceType)[body.currency] ?? 0) : 0;
    return Array.from({ length: n }, () => ({ priceTypeId, fullPrice: unit + fee }));
  });
  return state.reservations.hold({
    sessionId,
    attractionId: attraction.id,
    date: body.date,
    selectionId: option.selectionId,
    stockKey: stockKey(attraction, option),
    capacity: capacity(state.options.seed, attraction, option),
    currency: body.currency,
    language: languageOf(body.language_code),
    tourLanguage,
    tickets,
    ...(attraction.type === 'THEATER' ? { seatedSection: option.section.name } : {}),
    pickupId,
    pickupEntry: body.pickup_entry ?? null,
    ...(holdMs === undefined ? {} : { holdMs }),
  });
}

/** A hold request whose fields have the contract's types (400/422 otherwise). */
function createRequest(body: Record<string, unknown>): ReservationCreateRequest {
  const tourLanguage = optionalString(body, 'tour_language');
  const pickupId = optionalString(body, 'pickup_id', true);
  const pickupEntry = optionalString(body, 'pickup_entry', true);
  return {
    attraction_id: requiredString(body, 'attraction_id'),
    currency: requiredCurrency(body, 'currency'),
    date: requiredDate(body, 'date'),
    language_code: optionalString(body, 'language_code') ?? 'en',
    selection_id: requiredString(body, 'selection_id'),
    to_basket: true,
    tickets: ticketSelections(body),
    ...(tourLanguage === undefined || tourLanguage === null ? {} : { tour_language: tourLanguage }),
    ...(pickupId === undefined ? {} : { pickup_id: pickupId }),
    ...(pickupEntry === undefined ? {} : { pickup_entry: pickupEntry }),
  };
}

/** A confirmation whose lists and maps have the contract's shapes (400 otherwise). */
function confirmRequest(body: Record<string, unknown>): ReservationConfirmRequest {
  const reservations = idList(body, 'reservations');
  optionalShape(body, 'attendees', 'list of objects');
  optionalShape(body, 'metadata', 'object');
  return { ...(body as unknown as ReservationConfirmRequest), reservations };
}

function confirmBasket(
  c: Context<SandboxEnv>,
  sessionId: string,
  body: ReservationConfirmRequest,
): ReservationConfirmation {
  const state = c.get('state');
  const records: ReservationRecord[] = [];
  const notInBasket: string[] = [];
  const inPayment: string[] = [];
  for (const id of body.reservations) {
    const record = state.reservations.get(id);
    if (!record || record.sessionId !== sessionId) notInBasket.push(id);
    else if (record.status === 'sold')
      throw new ApiProblem(409, ErrorCode.alreadyPaid, `Reservation ${id} was already paid.`);
    else if (record.status !== 'held' && record.status !== 'paying') throw new HoldExpiredError(id);
    // A reservation belongs to at most one live transaction: a second confirmation (another tab,
    // another Idempotency-Key) must resume the first payment, never open a second charge.
    else if (state.transactions.liveFor(record)) inPayment.push(id);
    else records.push(record);
  }
  if (notInBasket.length)
    throw new ValidationError('A reservation is not in this basket.', {
      reservations: notInBasket.map((id) => `Reservation ${id} is not in this basket`),
    });
  if (inPayment.length)
    throw new ApiProblem(
      409,
      ErrorCode.basketInPayment,
      'This basket is already being paid (in another tab or window): resume that payment instead of starting another.',
      { reservations: inPayment.map((id) => `Reservation ${id} is already in a payment`) },
    );
  const today = utcDate(state.clock.now());
  const errors = confirmationErrors(body, records, state.catalog(), today);
  if (errors) throw new ValidationError('Some details are missing or invalid.', errors);
  const transaction = state.transactions.create({
    sessionId,
    reservationIds: records.map((record) => record.id),
    amount: records.reduce((sum, record) => sum + record.totalPrice, 0),
    currency: (records[0]?.currency ?? 'GBP') as CurrencyCode,
    customer: {
      first_name: body.first_name,
      second_name: body.second_name,
      // Validation above requires the email; the phone only when the reservation check lists it.
      email: body.email ?? '',
      phone_number: body.phone_number ?? '',
    },
  });
  for (const record of records) record.transactionId = transaction.id;
  return {
    transaction_id: transaction.id,
    user_id: transaction.userId,
    client_secret: transaction.payment.clientSecret,
  };
}

/** The session's held reservation `id`, or 404 (a reservation being paid can no longer change). */
function ownReservation(c: Context<SandboxEnv>, sessionId: string, id: string): ReservationRecord {
  const record = c.get('state').reservations.get(id);
  if (!record || record.sessionId !== sessionId || record.status !== 'held')
    throw new NotFoundError(`No reservation ${id} in this basket.`);
  return record;
}

/** `booking-session`, `availability/check`, `reservations` and its sub-paths. */
export function bookingRoutes(app: Hono<SandboxEnv>): void {
  app.post('/:api_version/booking-session', async (c) => {
    const body = optionalObjectBody(await readJson(c)) as Partial<BookingSessionRequest>;
    const session = c.get('state').sessions.create(languageOf(optionalString(body, 'language') ?? undefined));
    c.header('booking-session-expires', new Date(session.expiresAt).toUTCString());
    const answer: BookingSession = { session_id: session.id };
    return c.json(answer, 201);
  });

  app.post('/:api_version/availability/check', async (c) => {
    const body = objectBody(await readJson(c));
    useSession(c);
    const requested = requestedTickets(ticketSelections(body));
    if (requested.size === 0) throw noTickets();
    const attraction = findAttraction(c, requiredString(body, 'attraction_id'));
    const date = requiredDate(body, 'date');
    const now = c.get('state').clock.now();
    const language = languageOf(optionalString(body, 'language_code') ?? c.req.query('language_code'));
    const answer: AvailabilityCheckResponse = {
      options: optionsOn(attraction, date)
        .filter((option) => option.startEpoch > now)
        .map((option) => availabilityOption(c, attraction, option, requested, language)),
    };
    return c.json(answer);
  });

  app.get('/:api_version/reservations', (c) => {
    const session = useSession(c);
    const state = c.get('state');
    const context = requestView(c);
    const basket = state.reservations.basket(session.id);
    const answer: ReservationsResponse = {
      reservations: basket.map((record) => reservationView(record, state.catalog(), context)),
      total_price: basket.reduce((sum, record) => sum + record.totalPrice, 0),
      ...(basket[0] ? { currency: basket[0].currency } : {}),
    };
    return c.json(answer);
  });

  app.post('/:api_version/reservations', async (c) => {
    const raw = objectBody(await readJson(c));
    const session = useSession(c);
    if ('reservations' in raw) return c.json(confirmBasket(c, session.id, confirmRequest(raw)), 201);
    const body = createRequest(raw);
    const record = holdReservation(c, session.id, body);
    return c.json(reservationView(record, c.get('state').catalog(), requestView(c, body.currency)), 201);
  });

  app.get('/:api_version/reservations/check', (c) => {
    const session = useSession(c);
    const state = c.get('state');
    return c.json(basketRequirements(state.reservations.basket(session.id), state.catalog()));
  });

  const updatePickup = async (c: Context<SandboxEnv>) => {
    const raw = objectBody(await readJson(c));
    const body: ReservationUpdateRequest = {
      pickup_id: optionalString(raw, 'pickup_id', true) ?? null,
      pickup_entry: optionalString(raw, 'pickup_entry', true) ?? null,
    };
    const session = useSession(c);
    const state = c.get('state');
    const record = ownReservation(c, session.id, c.req.param('reservation_id') ?? '');
    const attraction = findAttraction(c, record.attractionId);
    if (
      body.pickup_id !== null &&
      !attraction.pickupPoints.some((point) => point.coras_pickup_id === body.pickup_id)
    )
      throw new ValidationError('Unknown pickup point.', { pickup_id: ['Please choose a pickup point'] });
    record.pickupId = body.pickup_id;
    record.pickupEntry = body.pickup_entry;
    return c.json(reservationView(record, state.catalog(), requestView(c, record.currency)));
  };
  app.patch('/:api_version/reservations/:reservation_id', updatePickup);
  app.put('/:api_version/reservations/:reservation_id', updatePickup);

  app.delete('/:api_version/reservations/:reservation_id', (c) => {
    const session = useSession(c);
    const record = ownReservation(c, session.id, c.req.param('reservation_id'));
    c.get('state').reservations.release(record.id);
    return c.body(null, 204);
  });
}
