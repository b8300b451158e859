/**
 * The checkout's component-test harness: the sandbox API served in-process on a hand-driven clock,
 * a visitor whose booking session lives in memory, a basket over the same client, a fake card
 * provider that confirms through the sandbox's payment stand-in, and hand-driven timers, so a whole
 * payment (holds, confirmation, PENDING → PAID) runs without a network or a sleep.
 */
import {
  type CorasClient,
  createCorasClient,
  createMemorySessionStore,
  openBookingSession,
  type Reservation,
  type SessionStore,
  type TicketSelection,
} from '@coras/api-client';
import {
  type BasketItem,
  basketCurrency,
  type CheckoutAnalyticsEvent,
  type RemovableStorage as CheckoutStorage,
  createMemoryStorage as createMemoryCheckoutStorage,
  type PaymentStatusDetail,
} from '@coras/booking-core';
import {
  createManualClock,
  createManualTimers,
  createSandbox,
  FIXTURE_IDS,
  type SandboxOptions,
} from '@coras/sandbox-api/testing';
import { holdFirstAvailable } from '@coras/sandbox-api/visitor';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, type ReactNode, useState, useSyncExternalStore } from 'react';
import { vi } from 'vitest';
import type { CheckoutBasket } from '../src/basket/CheckoutBasket';
import { CheckoutPage, type CheckoutPageProps } from '../src/page/CheckoutPage';
import type {
  CardCompleteness,
  CardFieldsProps,
  CardPaymentResult,
  PaymentProvider,
} from '../src/payment/provider';

export const SANDBOX_HOST = 'http://sandbox.test';
/** When the sandbox's (and the page's) time starts: 09:00 UTC on the harness's today. */
export const START = '2026-11-21T09:00:00Z';

/** Timers that only fire when the test moves time on; promises settle after each one. */
export function manualTimers(clock: { now(): number; advance(ms: number): void }) {
  return createManualTimers(clock, () => settle());
}

/** A test's own answer to a request, or `undefined` to let the sandbox answer. */
export type Intercept = (request: Request) => Response | undefined | Promise<Response | undefined>;

/** A sandbox on a manual clock, served in-process; every request the page makes is recorded. */
export function checkoutSandbox(options: SandboxOptions = {}) {
  const clock = createManualClock(START);
  const sandbox = createSandbox({ clock, ...options });
  const requests: Request[] = [];
  const state: { intercept: Intercept | undefined } = { intercept: undefined };
  const fetch = async (request: Request) => {
    requests.push(request.clone());
    const answer = await state.intercept?.(request);
    return answer ?? sandbox.fetch(request);
  };
  const time = manualTimers(clock);
  return {
    sandbox,
    clock,
    fetch,
    requests,
    /** Answers the page's requests this function answers (`undefined` passes them to the sandbox). */
    intercept(handler: Intercept | undefined) {
      state.intercept = handler;
    },
    timers: time.timers,
    /** Moves the sandbox's and the page's time on, then lets the page's promises settle. */
    async advance(ms: number) {
      await act(async () => {
        await time.advance(ms);
        await settle();
      });
    },
    calls: (method: string, pathEnd: string) =>
      requests.filter(
        (request) => request.method === method && new URL(request.url).pathname.endsWith(pathEnd),
      ),
  };
}

export type CheckoutSandbox = ReturnType<typeof checkoutSandbox>;

/** The entry at `index`, or a thrown error naming what is missing (no `!` in the tests). */
export function at<T>(list: readonly T[] | undefined, index: number): T {
  const entry = list?.[index];
  if (entry === undefined) throw new Error(`Expected an entry at ${index}`);
  return entry;
}

/** Lets pending promises and the renders they cause run: a turn of the event loop each round, no wait. */
export async function settle(rounds = 10) {
  for (let index = 0; index < rounds; index++) await new Promise((resolve) => setImmediate(resolve));
}

/** A logger that records, so tests can assert what was (or was not) reported. */
export function testLogger() {
  type Log = (message: string, details?: unknown) => void;
  return { error: vi.fn<Log>(), warn: vi.fn<Log>() };
}

/** The visitor's client: the page's requests go through the recording fetch. */
export function visitorClient(
  sandbox: CheckoutSandbox,
  session: SessionStore = createMemorySessionStore({ now: () => sandbox.clock.now() }),
  logger = testLogger(),
): CorasClient {
  return createCorasClient({
    apiHost: SANDBOX_HOST,
    distributorId: 'test',
    fetch: sandbox.fetch,
    sessionStore: session,
    retry: { retries: 0 },
    logger,
    now: () => sandbox.clock.now(),
  });
}

/** The first sale day of a fixture after the sandbox's today. */
function bookableDate(sandbox: CheckoutSandbox, attractionId: string): string {
  const tomorrow = new Date(sandbox.clock.now() + 86_400_000).toISOString().slice(0, 10);
  const attraction = sandbox.sandbox.catalog().attraction(attractionId);
  const range = attraction?.saleDays.find((candidate) => candidate.to >= tomorrow);
  if (!range) throw new Error(`${attractionId} has no sale days after ${tomorrow}`);
  return [range.from, tomorrow].sort()[1] ?? tomorrow;
}

/** Holds tickets of a fixture's first available option in the visitor's session (opened if needed). */
export async function holdTickets(
  sandbox: CheckoutSandbox,
  session: SessionStore,
  {
    fixture = 'dublinWalkingTour',
    tickets = [{ price_type_id: 'adult', number_of_tickets: 2 }],
  }: { fixture?: keyof typeof FIXTURE_IDS; tickets?: TicketSelection[] } = {},
): Promise<Reservation> {
  // Not recorded: the tests count the page's own requests.
  const client = createCorasClient({
    apiHost: SANDBOX_HOST,
    distributorId: 'test',
    fetch: (request) => sandbox.sandbox.fetch(request),
    sessionStore: session,
    retry: { retries: 0 },
    logger: { error: () => undefined, warn: () => undefined },
    now: () => sandbox.clock.now(),
  });
  if (session.get() === undefined) await openBookingSession(client, 'en');
  const attractionId = FIXTURE_IDS[fixture];
  const date = bookableDate(sandbox, attractionId);
  return holdFirstAvailable(client, { attractionId, date, tickets });
}

/** What one hold takes: a fixture and its tickets (`holdTickets`' options). */
export type Hold = NonNullable<Parameters<typeof holdTickets>[2]>;

/**
 * A sandbox (with `sandboxOptions`) and a visitor whose booking session holds tickets of each of
 * `holds`, in order (the walking tour's by default); `apartMs` of the sandbox's time pass between
 * two holds, so that one runs out before the next.
 */
export async function visitorHolding(
  holds: readonly Hold[] = [{ fixture: 'dublinWalkingTour' }],
  { sandboxOptions = {}, apartMs = 0 }: { sandboxOptions?: SandboxOptions; apartMs?: number } = {},
) {
  const sandbox = checkoutSandbox(sandboxOptions);
  const session = createMemorySessionStore({ now: () => sandbox.clock.now() });
  const held: Reservation[] = [];
  for (const hold of holds) {
    if (held.length > 0) sandbox.clock.advance(apartMs);
    held.push(await holdTickets(sandbox, session, hold));
  }
  return { sandbox, session, held };
}

/**
 * A basket over the visitor's client, as the widgets' `useBasket()` behaves: `GET reservations`,
 * a failure gives an empty list with the error status; remove deletes and reloads; `expire` lets
 * a hold run out (the clock moves to its end through `advance`) and drops the item locally, as the
 * widgets' expiry scheduler does.
 */
export function testBasket(client: CorasClient, now: () => number, advance: (ms: number) => void) {
  let state: { items: BasketItem[]; status: CheckoutBasket['status']; totalPrice: number } = {
    items: [],
    status: 'initial',
    totalPrice: 0,
  };
  const listeners = new Set<() => void>();
  const set = (next: typeof state) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };
  const reload = async () => {
    set({ ...state, status: 'pending' });
    if (client.session.get() === undefined) {
      set({ items: [], status: 'complete', totalPrice: 0 });
      return;
    }
    const { data } = await client.GET('/{api_version}/reservations');
    if (!data) {
      set({ items: [], status: 'error', totalPrice: 0 });
      return;
    }
    const receivedAt = now();
    set({
      items: data.reservations.map((reservation) => ({
        ...reservation,
        expiresAt: receivedAt + reservation.expires_in * 1000,
      })),
      status: 'complete',
      totalPrice: data.total_price,
    });
  };
  const snapshot = (): CheckoutBasket => ({
    items: state.items,
    status: state.status,
    totalPrice: state.totalPrice,
    currency: basketCurrency(state.items, 'EUR'),
    reload,
    remove: async (reservationId) => {
      set({ ...state, items: state.items.filter((item) => item.reservation_id !== reservationId) });
      await client.DELETE('/{api_version}/reservations/{reservation_id}', {
        params: { path: { reservation_id: reservationId } },
      });
      await reload();
    },
  });
  let cached = snapshot();
  listeners.add(() => {
    cached = snapshot();
  });
  return {
    reload,
    getSnapshot: () => cached,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The hold of `reservationId` runs out: the clock reaches its end, the item goes locally. */
    expire(reservationId: string) {
      const item = state.items.find((entry) => entry.reservation_id === reservationId);
      if (item && item.expiresAt > now()) advance(item.expiresAt - now());
      set({
        ...state,
        items: state.items.filter((entry) => entry !== item),
        totalPrice: state.totalPrice - (item?.total_price ?? 0),
      });
    },
  };
}

export type TestBasket = ReturnType<typeof testBasket>;

/** The fake provider needs no context around the form. */
function FakeRoot({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

/** What the fake card provider's fields hold. */
export interface FakeCard {
  number: string;
  expiry: string;
  cvc: string;
}

/**
 * A card provider for tests where the card is not the subject: three plain labelled inputs (each
 * complete once non-empty) and a `confirm` that posts the typed card to the sandbox's payment
 * stand-in, or answers `outcome` when the test scripts one. Every confirmation is recorded.
 */
export function fakeProvider(
  sandbox: CheckoutSandbox,
  options: {
    outcome?: (clientSecret: string) => Promise<CardPaymentResult>;
    /** Runs as the card is confirmed, before the sandbox hears of it (another tab acting meanwhile). */
    beforeConfirm?: () => Promise<void>;
  } = {},
) {
  const card: FakeCard = { number: '', expiry: '', cvc: '' };
  const confirmations: Array<{ clientSecret: string; billing: unknown }> = [];

  // biome-ignore lint/correctness/noComponentHookFactories: one test double per test, with its card.
  function Fields({ labels, errors, disabled, onCompletenessChange }: CardFieldsProps) {
    const [values, setValues] = useState<FakeCard>({ ...card });
    const change = (field: keyof FakeCard, value: string) => {
      const next = { ...values, [field]: value };
      card[field] = value;
      setValues(next);
      const completeness: CardCompleteness = {
        number: next.number !== '',
        expiry: next.expiry !== '',
        cvc: next.cvc !== '',
      };
      onCompletenessChange(completeness);
    };
    return (
      <div>
        {(['number', 'expiry', 'cvc'] as const).map((field) => (
          <div key={field}>
            <label htmlFor={`fake-card-${field}`}>{labels[field]}</label>
            <input
              id={`fake-card-${field}`}
              value={values[field]}
              disabled={disabled}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={errors[field] ? `fake-card-${field}-error` : undefined}
              onChange={(event) => change(field, event.target.value)}
            />
            {errors[field] ? <span id={`fake-card-${field}-error`}>{errors[field]}</span> : null}
          </div>
        ))}
      </div>
    );
  }

  const provider: PaymentProvider = {
    kind: 'fake',
    Root: FakeRoot,
    useCard: () => ({
      Fields,
      async confirm(clientSecret, billing) {
        confirmations.push({ clientSecret, billing });
        await options.beforeConfirm?.();
        if (options.outcome) return options.outcome(clientSecret);
        const [month = '0', year = '0'] = card.expiry.split('/');
        const response = await sandbox.sandbox.fetch(
          new Request(`${SANDBOX_HOST}/sandbox/payments/${clientSecret}/confirm`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'Coras-Distributor': 'test' },
            body: JSON.stringify({
              card: {
                number: card.number,
                exp_month: Number(month),
                exp_year: 2000 + Number(year),
                cvc: card.cvc,
              },
            }),
          }),
        );
        if (response.ok) return { status: 'succeeded' };
        const { error } = (await response.json()) as {
          error: { code?: string; param?: string; message: string; type?: string };
        };
        const field = error.param === 'cvc' ? 'cvc' : error.param?.startsWith('exp') ? 'expiry' : 'number';
        return {
          status: 'failed',
          message: error.message,
          field: error.type === 'card_error' || error.param ? field : undefined,
          code: error.code,
        };
      },
    }),
  };
  return { provider, confirmations, card };
}

/** Everything a test needs around one rendered payment page. */
export interface RenderedCheckout {
  sandbox: CheckoutSandbox;
  client: CorasClient;
  session: SessionStore;
  basket: TestBasket;
  storage: CheckoutStorage;
  events: CheckoutAnalyticsEvent[];
  statuses: PaymentStatusDetail[];
  opened: Array<string | undefined>;
  logger: ReturnType<typeof testLogger>;
  fake: ReturnType<typeof fakeProvider>;
  unmount(): void;
  /** Renders the page again, as a reload of the tab does (same storage and session, fresh page). */
  reload(): Promise<void>;
}

/** Renders the payment page for the visitor of `session` against `sandbox`. */
export async function renderCheckout({
  sandbox = checkoutSandbox(),
  session = createMemorySessionStore({ now: () => sandbox.clock.now() }),
  storage = createMemoryCheckoutStorage(),
  fake = fakeProvider(sandbox),
  props = {},
  strict = false,
  host,
}: {
  sandbox?: CheckoutSandbox;
  session?: SessionStore;
  storage?: CheckoutStorage;
  fake?: ReturnType<typeof fakeProvider>;
  props?: Partial<CheckoutPageProps>;
  /** Renders under StrictMode at the root, as an app's main.tsx does (effects mount twice). */
  strict?: boolean;
  /** The host's page around the checkout (an SWR cache of its own, as the widgets' provider gives). */
  host?: ComponentType<{ children: ReactNode }>;
} = {}): Promise<RenderedCheckout> {
  const logger = testLogger();
  const client = visitorClient(sandbox, session, logger);
  const events: CheckoutAnalyticsEvent[] = [];
  const statuses: PaymentStatusDetail[] = [];
  const opened: Array<string | undefined> = [];
  const now = () => sandbox.clock.now();
  const advance = (ms: number) => sandbox.clock.advance(ms);
  let basket = testBasket(client, now, advance);
  let counter = 0;

  // biome-ignore lint/correctness/noComponentHookFactories: the page of one test, with its props.
  function Page({ basketStore }: { basketStore: TestBasket }) {
    const current = useSyncExternalStore(basketStore.subscribe, basketStore.getSnapshot);
    return (
      <CheckoutPage
        client={client}
        locale="en-GB"
        basket={current}
        provider={fake.provider}
        assetsUrl={`${SANDBOX_HOST}/assets`}
        onOpenHelp={(content) => opened.push(content)}
        onAnalyticsEvent={(event) => events.push(event)}
        onPaymentStatus={(detail) => statuses.push(detail)}
        eventTarget={null}
        logger={logger}
        storage={storage}
        timeZone="Europe/Dublin"
        clock={() => sandbox.clock.now()}
        timers={sandbox.timers}
        createIdempotencyKey={() => `checkout-key-${++counter}`}
        {...props}
      />
    );
  }

  const options = { reactStrictMode: strict, ...(host ? { wrapper: host } : {}) };
  let view = render(<Page basketStore={basket} />, options);
  await act(async () => {
    await basket.reload();
    await settle();
  });
  const rendered: RenderedCheckout = {
    sandbox,
    client,
    session,
    basket,
    storage,
    events,
    statuses,
    opened,
    logger,
    fake,
    unmount: () => view.unmount(),
    async reload() {
      view.unmount();
      basket = testBasket(client, now, advance);
      rendered.basket = basket;
      view = render(<Page basketStore={basket} />, options);
      await act(async () => {
        await basket.reload();
        await settle();
      });
    },
  };
  return rendered;
}

/** A confirmation POST (its body has `reservations`), as opposed to a hold. */
export async function isConfirmation(request: Request): Promise<boolean> {
  if (request.method !== 'POST' || !new URL(request.url).pathname.endsWith('/reservations')) return false;
  const body = (await request.clone().json()) as { reservations?: unknown };
  return Array.isArray(body.reservations);
}

/** The confirmation POSTs the page sent. */
export async function confirmationRequests(sandbox: CheckoutSandbox): Promise<Request[]> {
  const found: Request[] = [];
  for (const request of sandbox.requests) if (await isConfirmation(request)) found.push(request);
  return found;
}

/** What a test types into the form. */
export interface Visitor {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  addressLine1?: string;
  city?: string;
  postcode?: string;
  /** The billing country's ISO code. */
  country?: string;
  card?: string;
  terms?: boolean;
}

export const ADA: Required<Visitor> = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '087 123 4567',
  addressLine1: '12 Merrion Square',
  city: 'Dublin',
  postcode: 'D02 XY45',
  country: 'IE',
  card: '4242 4242 4242 4242',
  terms: true,
};

type User = ReturnType<typeof userEvent.setup>;

/** Types the contact, billing, card and terms (whatever `visitor` gives; ADA by default). */
export async function fillForm(
  user: User,
  screen: typeof import('@testing-library/react').screen,
  visitor: Visitor = ADA,
) {
  const type = async (label: string | RegExp, value: string | undefined) => {
    if (value === undefined) return;
    const field = screen.getByLabelText(label) as HTMLInputElement;
    await user.clear(field);
    if (value !== '') await user.type(field, value);
  };
  await type('First name', visitor.firstName);
  await type('Last name', visitor.lastName);
  await type('Email', visitor.email);
  if (screen.queryByLabelText('Phone number')) await type('Phone number', visitor.phone);
  await type('Address line 1', visitor.addressLine1);
  await type('City', visitor.city);
  await type('Postcode', visitor.postcode);
  if (visitor.country !== undefined)
    await user.selectOptions(screen.getByLabelText('Country'), visitor.country);
  if (visitor.card !== undefined) {
    await type('Card number', visitor.card);
    await type('Expiry date', '12/30');
    await type('CVC', '123');
  }
  if (visitor.terms)
    await user.click(screen.getByRole('checkbox', { name: /I confirm I have read and accept/ }));
}

/**
 * Renders the payment page (see `renderCheckout`) and, once its `heading` shows ('Checkout'; a
 * form with questions per reservation shows 'Activity details' only once the check has answered),
 * types `visitor` into it as `fillForm` does, with a user the test goes on with.
 */
export async function renderFilled(
  options: Parameters<typeof renderCheckout>[0] = {},
  { visitor = ADA, heading = 'Checkout' }: { visitor?: Visitor; heading?: string } = {},
): Promise<{ page: RenderedCheckout; user: User }> {
  const page = await renderCheckout(options);
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: heading });
  await fillForm(user, screen, visitor);
  return { page, user };
}

/** The form's 'Pay now'. */
export const payNow = () => screen.getByRole('button', { name: 'Pay now' });

/**
 * 'Pay now' on a valid form, then the payment's way to its end: the processing view, and the
 * sandbox's time moved past its PENDING (3 s; the page polls every 2 s). Resolves with the heading
 * `title` (a single booking's confirmation by default) once it shows.
 */
export async function payToConfirmation(
  user: User,
  sandbox: CheckoutSandbox,
  title = 'Thanks, your booking is confirmed!',
): Promise<HTMLElement> {
  await user.click(payNow());
  await screen.findByText('Processing your payment…');
  await sandbox.advance(4000);
  return screen.findByRole('heading', { name: title });
}
