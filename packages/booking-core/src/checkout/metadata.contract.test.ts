import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  type CorasClient,
  checkReservations,
  confirmReservations,
  createCorasClient,
  createMemorySessionStore,
  openBookingSession,
  type Requirement,
  type ReservationCheck,
  type ReservationConfirmRequest,
} from '@coras/api-client';
import { createManualClock, createSandbox, FIXTURE_IDS, type Sandbox } from '@coras/sandbox-api/testing';
import { holdFirstAvailable } from '@coras/sandbox-api/visitor';
import { beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildCheckoutForm } from './form';
import { buildConfirmRequest } from './payload';

// Issue 29 §3: a second implementer, holding only the OpenAPI document, must key the confirmation's
// `metadata` as the storefront does. This test builds the metadata from a reservation check by the
// rule the document states (`ConfirmationMetadata`: the key patterns and the table of keys, read
// from the YAML, never from this package's code), then checks that the sandbox accepts it and
// that booking-core's form and payload produce exactly the same.

interface DocumentedRule {
  reservationKey: (reservationId: string, key: string) => string;
  ticketKey: (reservationId: string, ticketId: string, key: string) => string;
  /** Requirement field → the `{key}`s that answer it. */
  keys: ReadonlyMap<string, readonly string[]>;
  /** The schema's `patternProperties`: every answer key matches one. */
  patterns: readonly RegExp[];
  requirementFields: readonly string[];
}

function readDocumentedRule(): DocumentedRule {
  const path = createRequire(import.meta.url).resolve('@coras/api-client/openapi/coras-v2.yaml');
  const schemas = parse(readFileSync(path, 'utf8')).components.schemas;
  const schema = schemas.ConfirmationMetadata as {
    description: string;
    patternProperties: Record<string, unknown>;
  };
  const template = (scope: string) => {
    const line = schema.description
      .split('\n')
      .find((text) => text.startsWith(`- a requirement of a ${scope}:`));
    const found = line?.match(/`([^`]+)`/)?.[1];
    if (!found) throw new Error(`ConfirmationMetadata states no key pattern for a ${scope}'s requirement`);
    return found;
  };
  const reservation = template('reservation');
  const ticket = template('ticket');
  const keys = new Map<string, string[]>();
  for (const line of schema.description.split('\n')) {
    const row = line.match(/^\| `(\w+)` \| ((?:`\w+`(?:, )?)+) \|/);
    if (row?.[1] && row[2])
      keys.set(
        row[1],
        [...row[2].matchAll(/`(\w+)`/g)].map((match) => match[1] ?? ''),
      );
  }
  const fill = (text: string, values: Record<string, string>) =>
    text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  return {
    reservationKey: (reservation_id, key) => fill(reservation, { reservation_id, key }),
    ticketKey: (reservation_id, ticket_id, key) => fill(ticket, { reservation_id, ticket_id, key }),
    keys,
    patterns: Object.keys(schema.patternProperties).map((pattern) => new RegExp(pattern)),
    requirementFields: schemas.RequirementField.enum,
  };
}

const rule = readDocumentedRule();
const TODAY = '2026-11-21';

/** A valid answer under a documented key (the table's Value column). */
function sampleAnswer(key: string, requirement: Requirement): string {
  const values: Record<string, string> = {
    first_name: 'Aoife',
    second_name: 'Byrne',
    phone: '+353 1 234 5678',
    email: 'aoife@example.com',
    name: 'Aoife Byrne',
    height: '172',
    heightUnit: 'cm',
    weight: '64',
    weightUnit: 'kg',
    passportNumber: 'PA1234567',
    passportNationality: 'IE',
    passportExpiryDate: '2031-06-30',
    dateOfBirth: '1990-04-02',
    hotelPickup: 'The Shelbourne, St Stephen’s Green',
  };
  if (key === 'pickupPoint') return requirement.options?.[0]?.coras_pickup_id ?? '';
  const value = values[key];
  if (value === undefined) throw new Error(`No sample answer for the documented key ${key}`);
  return value;
}

/** The metadata answers of `check`, by the documented rule alone. */
function documentedAnswers(check: ReservationCheck): Record<string, string> {
  const answers: Record<string, string> = {};
  const answer = (requirement: Requirement, key: (documented: string) => string) => {
    const keys = rule.keys.get(requirement.field);
    if (!keys) throw new Error(`The document names no key for the requirement ${requirement.field}`);
    for (const documented of keys) answers[key(documented)] = sampleAnswer(documented, requirement);
  };
  for (const reservation of check.reservations) {
    for (const requirement of reservation.requirements)
      answer(requirement, (key) => rule.reservationKey(reservation.id, key));
    for (const ticket of reservation.tickets)
      for (const requirement of ticket.requirements)
        answer(requirement, (key) => rule.ticketKey(reservation.id, ticket.id, key));
  }
  return answers;
}

const BILLING = { addressLine1: '1 Main Street', city: 'Dublin', postcode: 'D02 X285', country: 'IE' };

/** The confirmation a second implementer's client would send for `check`, from the document alone. */
function documentedRequest(check: ReservationCheck): ReservationConfirmRequest {
  const named = check.reservations.flatMap((reservation) =>
    reservation.tickets.filter((ticket) =>
      ticket.requirements.some((requirement) => requirement.field === 'name'),
    ),
  );
  return {
    first_name: 'Aoife',
    second_name: 'Byrne',
    email: 'aoife@example.com',
    phone_number: '+353 1 234 5678',
    reservations: check.reservations.map((reservation) => reservation.id),
    metadata: { ...documentedAnswers(check), ...BILLING },
    attendees: named.map((ticket) => ({ ticket_id: ticket.id, first_name: 'Aoife', second_name: 'Byrne' })),
  };
}

/** The requirement answers booking-core sends for `check`, its form filled with the same answers. */
function bookingCoreAnswers(check: ReservationCheck): Record<string, unknown> {
  const form = buildCheckoutForm(check);
  const values: Record<string, string> = {};
  for (const field of form.fields)
    if (field.requirement && (field.scope === 'reservation' || field.scope === 'ticket'))
      values[field.name] = sampleAnswer(field.field, {
        field: field.requirement,
        options: field.options ?? [],
      });
  const { metadata = {} } = buildConfirmRequest({ form, values, reservations: [], countries: [] });
  const { addressLine1, addressLine2, city, postcode, country, ...answers } = metadata;
  return answers;
}

describe('the documented key rule of the confirmation metadata (ConfirmationMetadata)', () => {
  it('names the key of every requirement field, and every key matches the schema’s patterns', () => {
    expect([...rule.keys.keys()].sort()).toEqual([...rule.requirementFields].sort());
    for (const keys of rule.keys.values())
      for (const key of keys) {
        const built = [rule.reservationKey('r-1', key), rule.ticketKey('r-1', 'tk_9', key)];
        for (const name of built)
          expect(
            rule.patterns.some((pattern) => pattern.test(name)),
            name,
          ).toBe(true);
      }
  });

  it('is what booking-core sends, for every requirement of a reservation and of a ticket', () => {
    const every: Requirement[] = rule.requirementFields.map((field) =>
      field === 'pickup_point'
        ? { field, options: [{ coras_pickup_id: 'p-1', pickup_name: 'Pier 1' }] }
        : { field: field as Requirement['field'] },
    );
    const check: ReservationCheck = {
      general: { requirements: [] },
      reservations: [
        { id: 'r-1', requirements: every, tickets: [{ id: 'tk_a', requirements: every }] },
        { id: 'r-2', requirements: [], tickets: [{ id: 'tk_b', requirements: every.slice(4, 9) }] },
      ],
    };
    expect(bookingCoreAnswers(check)).toEqual(documentedAnswers(check));
  });
});

describe('the sandbox reads the metadata by the documented rule', () => {
  let sandbox: Sandbox;
  let client: CorasClient;
  beforeEach(async () => {
    sandbox = createSandbox({ clock: createManualClock(`${TODAY}T09:00:00Z`) });
    client = createCorasClient({
      apiHost: 'http://sandbox.test',
      distributorId: 'contract-test',
      fetch: (request) => sandbox.fetch(request),
      sessionStore: createMemorySessionStore({ now: () => sandbox.options.clock.now() }),
      retry: { retries: 0 },
      logger: { error: () => undefined, warn: () => undefined },
      now: () => sandbox.options.clock.now(),
    });
    await openBookingSession(client, 'en');
    // Between them: pickup points, hotel pickup, names, passports, height, weight and birth dates.
    for (const attractionId of [FIXTURE_IDS.causewayDayTrip, FIXTURE_IDS.zipline, FIXTURE_IDS.desertSafari]) {
      const attraction = sandbox.catalog().attraction(attractionId);
      const day = attraction?.saleDays.find((range) => range.to > TODAY);
      const priceType = attraction?.priceTypes[0]?.id;
      if (!day || !priceType) throw new Error(`${attractionId} cannot be booked after ${TODAY}`);
      await holdFirstAvailable(client, {
        attractionId,
        date: day.from > TODAY ? day.from : '2026-11-22',
        tickets: [{ price_type_id: priceType, number_of_tickets: 2 }],
      });
    }
  });

  const basketCheck = async () => {
    const { data } = await checkReservations(client);
    if (!data) throw new Error('Expected the reservation check');
    return data;
  };

  it('accepts the confirmation built from the document alone, and booking-core builds the same metadata', async () => {
    const check = await basketCheck();
    const asked = new Set(
      check.reservations.flatMap((reservation) => [
        ...reservation.requirements.map((requirement) => requirement.field),
        ...reservation.tickets.flatMap((ticket) =>
          ticket.requirements.map((requirement) => requirement.field),
        ),
      ]),
    );
    expect([...asked].sort()).toEqual(
      expect.arrayContaining([
        'date_of_birth',
        'height',
        'hotel_pickup',
        'name',
        'passport_number',
        'pickup_point',
      ]),
    );
    const request = documentedRequest(check);
    expect(bookingCoreAnswers(check)).toEqual(documentedAnswers(check));

    const { data, error } = await confirmReservations(client, request);
    expect(error?.fieldErrors ?? error).toBeUndefined();
    expect(data?.client_secret).toEqual(expect.any(String));
  });

  it('refuses answers keyed by the requirement’s API name, naming each unanswered requirement', async () => {
    const check = await basketCheck();
    const request = documentedRequest(check);
    const apiNamed = Object.fromEntries(
      check.reservations.flatMap((reservation) =>
        reservation.tickets.flatMap((ticket) =>
          ticket.requirements
            .filter((requirement) => requirement.field === 'passport_number')
            .map((requirement) => [
              `reservation_${reservation.id}_ticket_${ticket.id}_${requirement.field}`,
              'PA1',
            ]),
        ),
      ),
    );
    const passportKeys = Object.keys(request.metadata ?? {}).filter((key) => key.endsWith('_passportNumber'));
    expect(passportKeys.length).toBeGreaterThan(0);
    const metadata = { ...request.metadata, ...apiNamed };
    for (const key of passportKeys) delete metadata[key];

    const { error } = await confirmReservations(client, { ...request, metadata });
    expect(error?.status).toBe(400);
    expect(
      Object.keys(error?.fieldErrors ?? {}).filter((key) => key.endsWith('_passport_number')),
    ).toHaveLength(passportKeys.length);
  });
});
