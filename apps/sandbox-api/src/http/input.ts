import type { CurrencyCode, TicketSelection } from '@coras/api-client';
import { isCurrency } from '../data/currencies';
import { isIsoDate } from '../data/time';
import { ApiProblem, ErrorCode, ValidationError } from '../errors';

// The routes' own checks of a request body. With contract validation on they never fire (the
// document refuses the same requests first); with it off (`SANDBOX_VALIDATION=off`, production)
// they keep every bad input a clear 4xx instead of a crash or a silently wrong answer.

/**
 * The most tickets of one price type a request may ask for (the contract's `TicketSelection`).
 * Above the largest per-order cap of the catalogue (20), and far below what could strain the
 * sandbox; the attraction's own cap per order applies on top of it.
 */
export const MAX_TICKETS_PER_PRICE_TYPE = 100;

const invalid = (field: string, message: string) =>
  new ValidationError(`Invalid request: ${field} ${message}.`, { [field]: [message] });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The body as an object, or 400: `null`, a string, a number or an array is not a request. */
export function objectBody(value: unknown): Record<string, unknown> {
  if (!isRecord(value))
    throw new ValidationError('The body must be a JSON object.', { body: ['must be a JSON object'] });
  return value;
}

/** A body with no fields required: absent (empty) or an object. */
export function optionalObjectBody(value: unknown): Record<string, unknown> {
  return value === undefined ? {} : objectBody(value);
}

/** `body[field]` as a non-empty string, or 400. */
export function requiredString(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || value === '') throw invalid(field, 'must be a non-empty string');
  return value;
}

/** `body[field]` when it is a string (or absent; `null` too when `nullable`), else 400. */
export function optionalString(
  body: Record<string, unknown>,
  field: string,
  nullable = false,
): string | null | undefined {
  const value = body[field];
  if (value === undefined || typeof value === 'string' || (nullable && value === null)) return value;
  throw invalid(field, nullable ? 'must be a string or null' : 'must be a string');
}

/** `body[field]` as a real calendar date `YYYY-MM-DD`, or 400. */
export function requiredDate(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value) || !isIsoDate(value))
    throw invalid(field, 'must be a date in the format YYYY-MM-DD');
  return value;
}

/** `body[field]` as one of the supported currency codes, or 400. */
export function requiredCurrency(body: Record<string, unknown>, field: string): CurrencyCode {
  const value = body[field];
  if (typeof value !== 'string' || !isCurrency(value))
    throw invalid(field, 'must be a supported currency code');
  return value;
}

/**
 * `body.tickets` as ticket selections: a list of `{ price_type_id, number_of_tickets }` whose
 * counts are whole numbers from 0 (400 otherwise: fractions, strings, negatives) and add up to
 * at most {@link MAX_TICKETS_PER_PRICE_TYPE} per price type over the whole list (422 above it,
 * before anything is priced or allocated; the error names the line that went over).
 */
export function ticketSelections(body: Record<string, unknown>): TicketSelection[] {
  const { tickets } = body;
  if (!Array.isArray(tickets)) throw invalid('tickets', 'must be a list');
  // Summed per price type: the cap would mean nothing if 60 + 60 on two lines got past it.
  const totals = new Map<string, number>();
  return tickets.map((ticket: unknown, index) => {
    const at = `tickets.${index}`;
    if (!isRecord(ticket)) throw invalid(at, 'must be an object');
    const priceTypeId = ticket.price_type_id;
    if (typeof priceTypeId !== 'string' || priceTypeId === '')
      throw invalid(`${at}.price_type_id`, 'must be a non-empty string');
    const count = ticket.number_of_tickets;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 0)
      throw invalid(`${at}.number_of_tickets`, 'must be a whole number of tickets');
    const total = (totals.get(priceTypeId) ?? 0) + count;
    totals.set(priceTypeId, total);
    if (total > MAX_TICKETS_PER_PRICE_TYPE) {
      const message = `At most ${MAX_TICKETS_PER_PRICE_TYPE} tickets per price type`;
      throw new ApiProblem(422, ErrorCode.invalidRequest, `${message}.`, {
        [`${at}.number_of_tickets`]: [
          total === count ? message : `${message}: ${total} of ${priceTypeId} over the list`,
        ],
      });
    }
    return { price_type_id: priceTypeId, number_of_tickets: count };
  });
}

/**
 * `body[field]` as a list of distinct non-empty strings (at least one), or 400: an id listed twice
 * would count its record twice (a reservation paid for twice).
 */
export function idList(body: Record<string, unknown>, field: string): string[] {
  const value = body[field];
  if (!Array.isArray(value) || value.length === 0 || !value.every((item) => typeof item === 'string' && item))
    throw invalid(field, 'must be a non-empty list of ids');
  const repeated = [...new Set(value.filter((item, index) => value.indexOf(item) !== index))];
  if (repeated.length)
    throw new ValidationError(`Invalid request: ${field} lists an id more than once.`, {
      [field]: repeated.map((id) => `${id} is listed more than once`),
    });
  return value as string[];
}

/** `body[field]`, when present, as a list of objects (or an object when `kind` says so), else 400. */
export function optionalShape(
  body: Record<string, unknown>,
  field: string,
  kind: 'object' | 'list of objects',
) {
  const value = body[field];
  if (value === undefined) return;
  const ok = kind === 'object' ? isRecord(value) : Array.isArray(value) && value.every(isRecord);
  if (!ok) throw invalid(field, `must be ${kind === 'object' ? 'an object' : 'a list of objects'}`);
}
