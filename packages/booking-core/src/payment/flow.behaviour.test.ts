import { createCorasClient, type ReservationCheck, type Transaction } from '@coras/api-client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, type RemovableStorage } from '../adapters/storage';
import { globalTimers, type TimerProvider } from '../adapters/timers';
import type { CheckoutAnalyticsEvent } from '../analytics/analytics';
import { buildCheckoutForm } from '../checkout/form';
import { reservation } from '../testing/fixtures.test-utils';
import type { CardPaymentResult } from './card';
import { createOrderClaims, REPORTED_ORDERS_KEY, type TabLocks } from './claim';
import { orderSnapshot, type PaymentFlowInput } from './confirm';
import { createPaymentFlow } from './flow';
import { createPaymentRecordStore, type PaymentRecord } from './record';
import { tabLocks, visitorStorage } from './tabs.test-utils';

// The flow's effects over a stub API, manual timers and an in-memory tab record (spec 2 §4, §7, §8).

const check: ReservationCheck = {
  general: { requirements: [{ field: 'email' }] },
  reservations: [
    {
      id: 'r1',
      requirements: [{ field: 'pickup_point', options: [{ coras_pickup_id: 'p1', pickup_name: 'Square' }] }],
      tickets: [],
    },
  ],
};
const form = buildCheckoutForm(check);
const held = reservation({ reservation_id: 'r1', tickets: [] });
const confirmation = { transaction_id: 'txn_1', user_id: 'usr_1', client_secret: 'pi_1_secret_a' };
const SESSION = 'session-1';

type Route = (request: Request, path: string) => Response | Promise<Response> | undefined;

const transactions = (...list: Partial<Transaction>[]) =>
  Response.json({
    transactions: list.map((item) => ({ transaction_id: 'txn_1', reference_id: 'CRS-1', ...item })),
  });

/** The API of a payment that goes through; `route` answers first when it answers. */
function defaultRoute(request: Request, path: string): Response {
  if (request.method === 'POST' && path.endsWith('/reservations'))
    return Response.json(confirmation, { status: 201 });
  if (request.method === 'PATCH') return Response.json(held);
  if (request.method === 'GET' && path.endsWith('/reservations'))
    return Response.json({ reservations: [held], total_price: held.total_price });
  if (path.endsWith('/transactions')) return transactions({ status: 'PAID' });
  return Response.json({ message: 'not here' }, { status: 404 });
}

interface SetupOptions {
  route?: Route;
  input?: Partial<PaymentFlowInput>;
  card?: CardPaymentResult;
  record?: PaymentRecord;
  session?: string | undefined;
  metadata?: Record<string, unknown>;
  /** Makes this setup's keys distinct from another's (another tab). @default 'key' */
  keyPrefix?: string;
  /** The visitor's storage: share one between two setups to play two tabs. */
  storage?: RemovableStorage;
  /** The browser's Web Locks, shared by the tabs of one visitor; none by default. */
  locks?: TabLocks;
  /** The flow's timers. @default timers run by hand with `tick()` */
  timers?: TimerProvider;
}

function setup(options: SetupOptions = {}) {
  const requests: Request[] = [];
  const logger = { warn: vi.fn(), error: vi.fn() };
  const client = createCorasClient({
    apiHost: 'http://api.test',
    distributorId: 'test',
    logger: { warn: vi.fn(), error: vi.fn() },
    retry: { retries: 0 },
    fetch: async (request) => {
      requests.push(request.clone());
      const path = new URL(request.url).pathname;
      return options.route?.(request, path) ?? defaultRoute(request, path);
    },
  });
  if (options.session !== undefined) client.session.set(options.session, new Date(Date.now() + 3_600_000));
  const storage = options.storage ?? createMemoryStorage();
  const records = createPaymentRecordStore(storage, logger);
  if (options.record) records.write(options.record);
  let pending: (() => void)[] = [];
  const timers = {
    setTimeout: (callback: () => void) => {
      pending.push(callback);
      return pending.length;
    },
    clearTimeout: vi.fn(),
  };
  /** Runs the timers that are due now (a poll schedules the next one). */
  const tick = () => {
    const due = pending;
    pending = [];
    for (const callback of due) callback();
  };
  let input: PaymentFlowInput = {
    form,
    values: { email: 'ada@example.com', reservation_r1_pickupPoint: 'p1' },
    reservations: [held],
    countries: [],
    currency: 'GBP',
    ...options.input,
  };
  let keys = 0;
  const emitted: CheckoutAnalyticsEvent[] = [];
  const effects = {
    confirmCard: vi.fn(async (): Promise<CardPaymentResult> => options.card ?? { status: 'succeeded' }),
    onServerErrors: vi.fn(),
    emitPaymentStatus: vi.fn(),
    onSessionCleared: vi.fn(),
    onHoldsEnded: vi.fn(),
    onSessionEnded: vi.fn(),
  };
  const flow = createPaymentFlow({
    client,
    records,
    claims: createOrderClaims({ storage, locks: options.locks, now: () => Date.now(), logger }),
    input: () => input,
    validate: () => ({}),
    checkCard: () => ({}),
    newIdempotencyKey: () => `${options.keyPrefix ?? 'key'}-${++keys}`,
    ...(options.metadata ? { metadata: options.metadata } : {}),
    paymentType: 'card',
    timers: options.timers ?? timers,
    logger,
    emitAnalytics: (event) => emitted.push(event),
    ...effects,
  });
  const posts = () => requests.filter((request) => request.method === 'POST');
  const reaches = (status: string) => vi.waitFor(() => expect(flow.getSnapshot().status).toBe(status));
  const setInput = (changes: Partial<PaymentFlowInput>) => {
    input = { ...input, ...changes };
  };
  return {
    flow,
    records,
    requests,
    posts,
    logger,
    emitted,
    effects,
    tick,
    timers,
    reaches,
    setInput,
    client,
  };
}

describe('orderSnapshot', () => {
  it.each([
    [
      'trims the email and totals the form’s reservations',
      { email: ' a@b.c ' },
      [held],
      'a@b.c',
      5000,
      'EUR',
    ],
    ['reads a non-text email as none', { email: true }, [held], '', 5000, 'EUR'],
    [
      'leaves out reservations the form does not pay for',
      {},
      [held, reservation({ reservation_id: 'r9' })],
      '',
      5000,
      'EUR',
    ],
    ['takes the basket’s currency when nothing is paid for', {}, [], '', 0, 'GBP'],
  ] as const)('%s', (_, values, reservations, email, total, currency) => {
    const snapshot = orderSnapshot({ form, values, reservations, countries: [], currency: 'GBP' });
    expect(snapshot).toMatchObject({ email, total, currency });
  });
});

describe('confirming the reservation (spec 2 §4 step 4, §7, §8)', () => {
  it('saves the pickup point first and sends the metadata with the confirmation', async () => {
    const { flow, requests, reaches } = setup({ metadata: { partner: 'x' } });
    flow.submit();
    await reaches('paid');
    const methods = requests.map((request) => request.method);
    expect(methods.indexOf('PATCH')).toBeLessThan(methods.indexOf('POST'));
    const patch = requests.find((request) => request.method === 'PATCH');
    expect(await patch?.json()).toEqual({ pickup_id: 'p1', pickup_entry: null });
    const body = (await requests.find((request) => request.method === 'POST')?.json()) as {
      metadata?: unknown;
    };
    expect(body.metadata).toMatchObject({ partner: 'x' });
  });

  it('only logs a pickup point the server refused, and pays on', async () => {
    const { flow, logger, reaches } = setup({
      route: (request) =>
        request.method === 'PATCH' ? Response.json({ message: 'no' }, { status: 400 }) : undefined,
    });
    flow.submit();
    await reaches('paid');
    expect(logger.error).toHaveBeenCalledWith(
      'Checkout: the pickup of reservation r1 was not saved',
      expect.anything(),
    );
  });

  it.each([
    {
      name: 'a refusal with field errors puts them on the fields and needs a new key',
      response: () =>
        Response.json({ message: 'Invalid', errors: { email: ['Bad email'] } }, { status: 422 }),
      fieldErrors: { email: { code: 'text', text: 'Bad email' } },
      cardError: undefined,
      keys: ['key-1', 'key-2'],
    },
    {
      name: 'a refusal on no field shows the generic message',
      response: () => Response.json({ message: 'Invalid' }, { status: 400 }),
      fieldErrors: {},
      cardError: { code: 'generic' },
      keys: ['key-1', 'key-2'],
    },
    {
      name: 'a server failure keeps the key: the retry may not confirm twice',
      response: () => Response.json({ message: 'Down' }, { status: 503 }),
      fieldErrors: {},
      cardError: { code: 'generic' },
      keys: ['key-1', 'key-1'],
    },
    {
      name: 'a network failure keeps the key',
      response: () => {
        throw new TypeError('offline');
      },
      fieldErrors: {},
      cardError: { code: 'generic' },
      keys: ['key-1', 'key-1'],
    },
  ])('$name', async ({ response, fieldErrors, cardError, keys }) => {
    let refuse = true;
    const { flow, posts, effects, reaches } = setup({
      route: (request, path) =>
        refuse && request.method === 'POST' && path.endsWith('/reservations') ? response() : undefined,
    });
    flow.submit();
    await vi.waitFor(() => expect(effects.onServerErrors).toHaveBeenCalled());
    await reaches('editing');
    expect(effects.onServerErrors).toHaveBeenCalledWith(fieldErrors);
    expect(flow.getSnapshot()).toMatchObject({ fieldErrors, cardError });
    refuse = false;
    flow.submit();
    await reaches('paid');
    expect(posts().map((request) => request.headers.get('Idempotency-Key'))).toEqual(keys);
  });

  it.each([
    {
      name: 'the basket no longer holds it: the page is told which',
      basket: [],
      ended: ['r1'],
      generic: false,
    },
    { name: 'the basket still holds it: the generic message', basket: [held], ended: [], generic: true },
    { name: 'the basket cannot be read: the generic message', basket: undefined, ended: [], generic: true },
  ])('a hold that ended (409, code 39), $name', async ({ basket, ended, generic }) => {
    const { flow, effects, logger, reaches } = setup({
      session: SESSION,
      route: (request, path) => {
        if (request.method === 'POST')
          return Response.json({ message: 'Expired', code: 39 }, { status: 409 });
        if (request.method === 'GET' && path.endsWith('/reservations')) {
          return basket
            ? Response.json({ reservations: basket, total_price: 0 })
            : Response.json({ message: 'x' }, { status: 404 });
        }
        return undefined;
      },
    });
    flow.submit();
    await vi.waitFor(() => expect(flow.getSnapshot().attempts).toBe(1));
    await reaches('editing');
    await vi.waitFor(() =>
      expect(effects.onHoldsEnded.mock.calls.length + effects.onServerErrors.mock.calls.length).toBe(1),
    );
    if (generic) {
      expect(effects.onHoldsEnded).not.toHaveBeenCalled();
      expect(flow.getSnapshot().cardError).toEqual({ code: 'generic' });
    } else {
      expect(effects.onHoldsEnded).toHaveBeenCalledWith(ended);
      expect(logger.warn).toHaveBeenCalledWith(
        'Checkout: a reservation had expired when the order was confirmed',
        expect.anything(),
      );
      expect(flow.getSnapshot().cardError).toBeUndefined();
    }
  });

  it.each([
    {
      name: 'reuses a stored confirmation of the same session',
      recorded: SESSION,
      session: SESSION,
      posts: 0,
    },
    { name: 'reuses it when no session is left', recorded: SESSION, session: undefined, posts: 0 },
    { name: 'confirms again for another session', recorded: 'session-0', session: SESSION, posts: 1 },
  ])('$name', async ({ recorded, session, posts: expected }) => {
    const { flow, posts, effects, reaches } = setup({
      session,
      record: { version: 1, sessionId: recorded, reservationIds: ['r1'], confirmation, cardSent: false },
    });
    flow.submit();
    await reaches('paid');
    expect(posts()).toHaveLength(expected);
    expect(effects.confirmCard).toHaveBeenCalledWith('pi_1_secret_a');
  });

  it('confirms afresh for the remaining reservations after the basket changed', async () => {
    const other = reservation({ reservation_id: 'r2', tickets: [] });
    const { flow, posts, records, setInput, reaches } = setup({
      card: { status: 'failed', field: 'number', code: 'invalid_number', message: 'Bad number' },
    });
    flow.submit();
    await vi.waitFor(() => expect(flow.getSnapshot().cardErrors.number).toBeDefined());
    expect(flow.getSnapshot().confirmation).toEqual(confirmation);
    setInput({
      form: buildCheckoutForm({
        general: { requirements: [] },
        reservations: [{ id: 'r2', requirements: [], tickets: [] }],
      }),
      reservations: [other],
    });
    flow.submit();
    await vi.waitFor(() => expect(posts()).toHaveLength(2));
    await reaches('editing');
    expect(records.read()?.reservationIds).toEqual(['r2']);
  });
});

/** The API of one basket: the first key confirms it, any other key answers 409, code 47. */
function oneBasket() {
  const keys: string[] = [];
  let owner: string | undefined;
  const payment = { settled: true };
  const route: Route = (request, path) => {
    if (path.endsWith('/transactions')) return transactions({ status: payment.settled ? 'PAID' : 'PENDING' });
    if (request.method !== 'POST' || !path.endsWith('/reservations')) return undefined;
    const key = request.headers.get('Idempotency-Key') ?? '';
    keys.push(key);
    owner ??= key;
    return owner === key
      ? Response.json(confirmation, { status: 201 })
      : Response.json({ message: 'This basket is already being paid.', code: 47 }, { status: 409 });
  };
  return { route, keys, payment };
}

describe('one basket, two tabs (issue 20: never two charges)', () => {
  it('a second tab paying the same basket with the same details sends the same key: one transaction', async () => {
    const storage = createMemoryStorage();
    const api = oneBasket();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = setup({
      session: SESSION,
      storage,
      keyPrefix: 'a',
      route: (request, path) => {
        const answer = api.route(request, path);
        return request.method === 'POST' && answer ? held.then(() => answer) : answer;
      },
    });
    const second = setup({ session: SESSION, storage, route: api.route, keyPrefix: 'b' });
    first.flow.submit();
    await vi.waitFor(() => expect(api.keys).toEqual(['a-1']));
    second.flow.submit();
    await second.reaches('paid');
    release();
    await first.reaches('paid');
    // Both tabs sent the first tab's key: the server answered both with the one confirmation.
    expect(api.keys).toEqual(['a-1', 'a-1']);
    expect(second.effects.confirmCard).toHaveBeenCalledWith(confirmation.client_secret);
    expect([...first.emitted, ...second.emitted].filter((event) => event.name === 'purchase')).toHaveLength(
      1,
    );
  });

  it('a tab opened after the payment was paid follows it rather than paying again', async () => {
    const storage = createMemoryStorage();
    const first = setup({ session: SESSION, storage });
    first.flow.submit();
    await first.reaches('paid');
    const second = setup({ session: SESSION, storage });
    second.flow.submit();
    await second.reaches('paid');
    expect(second.posts()).toHaveLength(0);
    expect(second.effects.confirmCard).not.toHaveBeenCalled();
  });

  it('a tab refused with 409, code 47 says the basket is being paid elsewhere, gives the record back, and follows that payment', async () => {
    const storage = createMemoryStorage();
    const api = oneBasket();
    api.payment.settled = false;
    // The first tab's confirmation is under way (its key stored) when the second tab pays.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = setup({
      session: SESSION,
      storage,
      keyPrefix: 'a',
      route: (request, path) => {
        const answer = api.route(request, path);
        return request.method === 'POST' && answer ? held.then(() => answer) : answer;
      },
    });
    const second = setup({
      session: SESSION,
      storage,
      route: api.route,
      keyPrefix: 'b',
      // Other details typed in this tab: another body, so another key.
      input: { values: { email: 'grace@example.com', reservation_r1_pickupPoint: 'p1' } },
    });
    first.flow.submit();
    await vi.waitFor(() => expect(api.keys).toEqual(['a-1']));

    second.flow.submit();
    await vi.waitFor(() => expect(second.flow.getSnapshot().cardError).toEqual({ code: 'basketBeingPaid' }));
    expect(second.flow.getSnapshot().status).toBe('editing');
    expect(api.keys).toEqual(['a-1', 'b-1']);
    expect(second.effects.onServerErrors).not.toHaveBeenCalled();
    expect(second.logger.warn).toHaveBeenCalledWith(
      'Checkout: this basket is already being paid in another tab or window',
      expect.anything(),
    );
    // The record is the first tab's again: a reload there sends its key, not the refused one.
    expect(first.records.read()?.idempotency?.key).toBe('a-1');
    // Nothing to follow yet: the first tab has not sent its card.
    second.flow.follow();
    expect(second.flow.getSnapshot().status).toBe('editing');

    release();
    await first.reaches('polling');
    // The first tab's record changed (the page's storage event): the second follows its payment.
    second.flow.follow();
    await second.reaches('polling');
    await vi.waitFor(() => expect(second.flow.getSnapshot().polls).toBe(1));
    await vi.waitFor(() => expect(first.flow.getSnapshot().polls).toBe(1));
    api.payment.settled = true;
    first.tick();
    second.tick();
    await first.reaches('paid');
    await second.reaches('paid');
    expect(second.effects.confirmCard).not.toHaveBeenCalled();
    expect(first.effects.confirmCard).toHaveBeenCalledTimes(1);
    expect([...first.emitted, ...second.emitted].filter((event) => event.name === 'purchase')).toHaveLength(
      1,
    );
  });

  it('a tab paying a basket whose card another tab already sent follows that payment instead of paying', async () => {
    const { flow, records, posts, effects, reaches } = setup({ session: SESSION });
    records.write({ version: 1, sessionId: SESSION, reservationIds: ['r1'], confirmation, cardSent: true });
    flow.submit();
    await reaches('paid');
    expect(posts()).toHaveLength(0);
    expect(effects.confirmCard).not.toHaveBeenCalled();
  });

  it('a tab following a payment whose session another tab cleared asks its transactions in that session', async () => {
    const { flow, records, requests, reaches } = setup();
    records.write({ version: 1, sessionId: SESSION, reservationIds: ['r1'], confirmation, cardSent: true });
    flow.follow();
    await reaches('paid');
    const polls = requests.filter((request) => new URL(request.url).pathname.endsWith('/transactions'));
    expect(polls.map((request) => request.headers.get('Booking-Session'))).toEqual([SESSION]);
  });

  it('never follows a payment of another session', async () => {
    const { flow, records } = setup({ session: SESSION });
    records.write({ version: 1, sessionId: 'other', reservationIds: ['r1'], confirmation, cardSent: true });
    flow.follow();
    expect(flow.getSnapshot().status).toBe('editing');
  });
});

/** A promise and the function that settles it: an answer the test lets go of by hand. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('two tabs of one visitor see one payment end (issue 28 items 3 and 4)', () => {
  // The client loads its response checks once, on real timers; these tests then run on fake ones.
  beforeAll(async () => {
    const warm = setup();
    warm.flow.submit();
    await warm.reaches('paid');
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Moves the fake clock on in steps of 100 ms until `done()`, failing after `limitMs`. */
  async function until(done: () => boolean, limitMs: number, what = 'the state awaited') {
    for (let elapsed = 0; elapsed <= limitMs; elapsed += 100) {
      if (done()) return;
      await vi.advanceTimersByTimeAsync(100);
    }
    throw new Error(`${what} did not come within ${limitMs} ms`);
  }

  type Tab = ReturnType<typeof setup>;
  const statusOf = (tab: Tab) => tab.flow.getSnapshot().status;
  const purchases = (...tabs: Tab[]) =>
    tabs.flatMap((tab) => tab.emitted).filter((event) => event.name === 'purchase');
  const statuses = (...tabs: Tab[]) => tabs.flatMap((tab) => tab.effects.emitPaymentStatus.mock.calls);

  /**
   * Two tabs of one visitor on the payment page of one basket, over one API ({@link oneBasket}):
   * each tab's confirmation answer waits until the test lets it go (`answers.first`, `.second`),
   * and its call for a final transaction status until `answers.outcome.first` (`.second`, or both:
   * `answers.outcome.open()`). The card stand-in moves the transaction
   * from ADDED to PENDING. `second` has other details typed (another key) unless `sameDetails`.
   */
  function twoTabs({
    storage = visitorStorage(),
    sameDetails = false,
  }: {
    storage?: ReturnType<typeof visitorStorage>;
    sameDetails?: boolean;
  } = {}) {
    const api = oneBasket();
    const server = { status: 'ADDED' };
    const outcome = { first: gate(), second: gate() };
    const answers = {
      first: gate(),
      second: gate(),
      outcome: {
        ...outcome,
        open() {
          outcome.first.open();
          outcome.second.open();
        },
      },
    };
    /** The tabs whose call for the final status waits for `answers.outcome`. */
    const told = new Set<string>();
    const locks = tabLocks();
    /** The first tab's storage refuses the writes `quota.refuses` (a quota error). */
    const quota: { refuses: (value: string) => boolean } = { refuses: () => false };
    const open = (name: 'first' | 'second', options: SetupOptions) => {
      const shared = storage.tab();
      const tab = setup({
        ...options,
        session: SESSION,
        storage: {
          ...shared.storage,
          setItem(key, value) {
            if (name === 'first' && quota.refuses(value))
              throw new DOMException('Full', 'QuotaExceededError');
            shared.storage.setItem(key, value);
          },
        },
        locks,
        timers: globalTimers,
        keyPrefix: name,
        route: (request, path) => {
          if (path.endsWith('/transactions')) {
            const answer = transactions({ status: server.status });
            if (server.status !== 'PAID' && server.status !== 'FAILED') return answer;
            told.add(name);
            return answers.outcome[name].opened.then(() => answer);
          }
          const answer = api.route(request, path);
          return request.method === 'POST' && answer ? answers[name].opened.then(() => answer) : answer;
        },
      });
      tab.effects.confirmCard.mockImplementation(async () => {
        server.status = 'PENDING';
        return { status: 'succeeded' };
      });
      shared.onChange(() => tab.flow.follow());
      return tab;
    };
    const first = open('first', {});
    const second = open(
      'second',
      sameDetails
        ? {}
        : { input: { values: { email: 'grace@example.com', reservation_r1_pickupPoint: 'p1' } } },
    );
    return { api, server, answers, told, quota, first, second };
  }

  const refused = (tab: Tab) => tab.flow.getSnapshot().cardError?.code === 'basketBeingPaid';

  it.each([
    { when: 'before the paying tab’s confirmation is answered', afterCard: false },
    { when: 'after the paying tab sent its card', afterCard: true },
  ])('a tab refused $when follows that payment to its confirmation within seconds', async ({ afterCard }) => {
    const { api, server, answers, first, second } = twoTabs();
    first.flow.submit();
    await until(() => api.keys.length === 1, 1000);
    second.flow.submit();
    await until(() => api.keys.length === 2, 1000);
    expect(api.keys).toEqual(['first-1', 'second-1']);
    if (afterCard) {
      answers.first.open();
      await until(() => statusOf(first) === 'polling', 1000);
      answers.second.open();
      await until(() => refused(second) || statusOf(second) === 'polling', 1000);
    } else {
      answers.second.open();
      await until(() => refused(second), 1000);
      answers.first.open();
      await until(() => statusOf(first) === 'polling', 1000);
    }
    answers.outcome.open();
    server.status = 'PAID';
    await until(() => statusOf(first) === 'paid', 5000, 'the paying tab’s confirmation');
    await until(() => statusOf(second) === 'paid', 5000, 'the following tab’s confirmation');
    expect(second.effects.confirmCard).not.toHaveBeenCalled();
    expect(first.effects.confirmCard).toHaveBeenCalledTimes(1);
  });

  it('a tab refused that hears no storage event at all still follows the payment (it checks every few seconds)', async () => {
    const { api, server, answers, first, second } = twoTabs({ storage: visitorStorage({ events: false }) });
    first.flow.submit();
    await until(() => api.keys.length === 1, 1000);
    second.flow.submit();
    answers.second.open();
    await until(() => refused(second), 1000);
    // The paying tab's visitor takes a while over their card: the first checks find nothing.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(statusOf(second)).toBe('editing');
    answers.first.open();
    await until(() => statusOf(first) === 'polling', 1000);
    await until(() => statusOf(second) === 'polling', 5000, 'the following tab’s polling');
    answers.outcome.open();
    server.status = 'PAID';
    await until(() => statusOf(second) === 'paid', 5000, 'the following tab’s confirmation');
  });

  it('a tab refused whose record never hears that the card was sent asks the server, and follows once it is', async () => {
    const { api, server, answers, quota, first, second } = twoTabs();
    first.flow.submit();
    await until(() => api.keys.length === 1, 1000);
    second.flow.submit();
    answers.second.open();
    await until(() => refused(second), 1000);
    // The paying tab stores its confirmation, but its storage refuses the record that says the card
    // was sent (a quota error): the record says the payment is confirmed, no more.
    quota.refuses = (value) => value.includes('"cardSent":true');
    answers.first.open();
    await until(() => statusOf(first) === 'polling', 1000);
    await vi.advanceTimersByTimeAsync(100);
    expect(second.records.read()).toMatchObject({ confirmation, cardSent: false });
    await until(() => statusOf(second) === 'polling', 5000, 'the following tab’s polling');
    answers.outcome.open();
    server.status = 'PAID';
    await until(() => statusOf(second) === 'paid', 5000, 'the following tab’s confirmation');
  });

  it.each([
    { outcome: 'PAID', end: 'paid' },
    { outcome: 'FAILED', end: 'failed' },
  ] as const)(
    'two tabs that pay at the same instant, each writing before it has seen the other’s writes: the refused one follows to the end ($outcome)',
    async ({ outcome, end }) => {
      const storage = visitorStorage({ held: true });
      const { api, server, answers, first, second } = twoTabs({ storage });
      first.flow.submit();
      await until(() => api.keys.length === 1, 1000);
      second.flow.submit();
      await until(() => api.keys.length === 2, 1000);
      answers.first.open();
      await until(() => statusOf(first) === 'polling', 1000);
      answers.second.open();
      await until(() => refused(second), 1000);
      // The writes arrive now, in the order they were made: the refused tab's last one (its key
      // taken back, over a copy that never saw the paying tab's confirmation) wins everywhere.
      storage.release();
      expect(second.records.read()?.confirmation).toBeUndefined();
      // The paying tab hears the write that lost its payment, and writes it again.
      await until(() => statusOf(second) === 'polling', 5000, 'the refused tab following the payment');
      answers.outcome.open();
      server.status = outcome;
      await until(() => statusOf(first) === end, 5000, 'the paying tab’s end');
      await until(() => statusOf(second) === end, 5000, 'the refused tab’s end');
      await vi.advanceTimersByTimeAsync(1000);
      expect(statuses(first, second)).toEqual([
        [{ success: outcome === 'PAID', transactionId: 'txn_1', userId: 'usr_1' }],
      ]);
    },
  );

  it('a payment one tab saw fail stays spent: the paying tab, still polling, does not write it back', async () => {
    const { server, answers, first, second } = twoTabs();
    answers.first.open();
    answers.second.open();
    first.flow.submit();
    await until(() => statusOf(first) === 'polling', 1000);
    second.flow.submit();
    await until(() => statusOf(second) === 'polling', 1000);
    server.status = 'FAILED';
    answers.outcome.second.open();
    await until(() => statusOf(second) === 'failed', 5000);
    await vi.advanceTimersByTimeAsync(100);
    expect(statusOf(first)).toBe('polling');
    expect(first.records.read()?.confirmation).toBeUndefined();
    expect(first.records.read()?.spent).toBe('txn_1');
    answers.outcome.first.open();
    await until(() => statusOf(first) === 'failed', 5000);
  });

  it.each([
    { name: 'one paying, one following', sameDetails: false },
    { name: 'both paying (the same details: one key, one confirmation)', sameDetails: true },
  ])(
    'two tabs that learn "paid" at the same instant report one conversion: $name',
    async ({ sameDetails }) => {
      const { server, answers, told, first, second } = twoTabs({ sameDetails });
      answers.first.open();
      answers.second.open();
      first.flow.submit();
      await until(() => statusOf(first) === 'polling', 1000);
      second.flow.submit();
      await until(() => statusOf(second) === 'polling', 5000, 'the second tab’s polling');
      // Both tabs' next poll asks for the final status; both answers are let go together.
      server.status = 'PAID';
      await until(() => told.size === 2, 5000, 'both tabs’ calls for the final status');
      answers.outcome.open();
      await until(() => statusOf(first) === 'paid' && statusOf(second) === 'paid', 1000);
      await vi.advanceTimersByTimeAsync(1000);
      expect(purchases(first, second)).toHaveLength(1);
      expect(statuses(first, second)).toEqual([[{ success: true, transactionId: 'txn_1', userId: 'usr_1' }]]);
    },
  );
});

describe('the booking session ended (issue 20: a 401 at checkout is said, not "An error occurred")', () => {
  it('a 401 of the confirmation tells the page, with no generic message', async () => {
    const { flow, effects, reaches } = setup({
      session: SESSION,
      route: (request) =>
        request.method === 'POST'
          ? Response.json({ message: 'The booking session expired.', code: 41 }, { status: 401 })
          : undefined,
    });
    flow.submit();
    await vi.waitFor(() => expect(effects.onSessionEnded).toHaveBeenCalledTimes(1));
    await reaches('editing');
    expect(flow.getSnapshot().cardError).toBeUndefined();
    expect(effects.onServerErrors).not.toHaveBeenCalled();
  });
});

describe('confirming the card (spec 2 §4 step 5, §8)', () => {
  it.each(['reservation_gone', 'authentication_timeout'])(
    'a payment the provider cancelled (%s) is spent: the ended holds are named, the next Pay now confirms afresh',
    async (code) => {
      // The basket on the server no longer holds r1 once the provider has cancelled its payment.
      const { flow, effects, records, posts } = setup({
        card: { status: 'failed', message: 'Your tickets are no longer held.', code },
        route: (request, path) =>
          request.method === 'GET' && path.endsWith('/reservations')
            ? Response.json({ reservations: [], total_price: 0 })
            : undefined,
      });
      flow.submit();
      await vi.waitFor(() => expect(flow.getSnapshot().status).toBe('editing'));
      await vi.waitFor(() => expect(effects.onHoldsEnded).toHaveBeenCalledWith(['r1']));
      expect(flow.getView().declined).toBeNull();
      // Said as what happened (cancelled, nothing charged), not as 'An error occurred'.
      expect(flow.getSnapshot().cardError).toEqual({ code: 'paymentCancelled' });
      expect(records.read()?.confirmation).toBeUndefined();
      flow.submit();
      await vi.waitFor(() => expect(posts()).toHaveLength(2));
    },
  );

  it.each([
    {
      name: 'a fixable card error',
      card: { field: 'cvc', code: 'incorrect_cvc' },
      on: 'cvc',
      declined: false,
    },
    { name: 'a card error without a code', card: { field: 'number' }, on: 'number', declined: false },
    {
      name: 'an expired card',
      card: { field: 'expiry', code: 'expired_card' },
      on: 'expiry',
      declined: false,
    },
    { name: 'a decline', card: { field: 'number', code: 'card_declined' }, on: undefined, declined: true },
    { name: 'a failure of no field', card: {}, on: undefined, declined: true },
  ] as const)('$name', async ({ card, on, declined }) => {
    const { flow, effects, records } = setup({ card: { status: 'failed', message: 'Nope', ...card } });
    flow.submit();
    await vi.waitFor(() => expect(effects.confirmCard).toHaveBeenCalled());
    await vi.waitFor(() => expect(flow.getSnapshot().status).toBe('editing'));
    const message = { code: 'text', text: 'Nope' };
    expect(records.read()?.cardSent).toBe(false);
    if (on) {
      expect(flow.getSnapshot().cardErrors).toEqual({ [on]: message });
    } else {
      expect(flow.getSnapshot().cardError).toEqual(message);
      expect(effects.emitPaymentStatus).toHaveBeenCalledWith({
        success: false,
        transactionId: 'txn_1',
        userId: 'usr_1',
      });
    }
    expect(flow.getView().declined).toBe(declined ? 'Nope' : null);
    if (!declined) return;
    // 'Try again' forgets the refusal and shows the form with the payment still open for another card.
    flow.tryAgain();
    expect(flow.getView()).toMatchObject({ declined: null, payment: { status: 'editing' } });
  });
});

describe('polling the transaction (spec 2 §4 step 6)', () => {
  it('polls every interval until PAID, picking the confirmed transaction', async () => {
    let answers = [transactions({ status: 'PENDING' })];
    const { flow, tick, reaches, effects, emitted, client } = setup({
      session: SESSION,
      route: (_, path) => (path.endsWith('/transactions') ? answers.shift() : undefined),
    });
    flow.submit();
    await vi.waitFor(() => expect(flow.getSnapshot().polls).toBe(1));
    answers = [
      transactions({ transaction_id: 'txn_0', reference_id: 'OLD', status: 'FAILED' }, { status: 'PAID' }),
    ];
    tick();
    await reaches('paid');
    expect(flow.getSnapshot().transaction?.reference_id).toBe('CRS-1');
    expect(effects.onSessionCleared).toHaveBeenCalledOnce();
    expect(client.session.get()).toBeUndefined();
    expect(emitted.map((event) => event.name)).toEqual(['add_payment_info', 'purchase']);
  });

  it('keeps polling after a failed call, and takes the only transaction there is', async () => {
    let answers = [Response.json({ message: 'x' }, { status: 404 })];
    const { flow, tick, reaches, logger } = setup({
      route: (_, path) => (path.endsWith('/transactions') ? answers.shift() : undefined),
    });
    flow.submit();
    await vi.waitFor(() => expect(flow.getSnapshot().polls).toBe(1));
    expect(logger.warn).toHaveBeenCalledWith('Transaction poll failed', expect.anything());
    answers = [transactions({ transaction_id: 'other', status: 'PAID' })];
    tick();
    await reaches('paid');
  });

  it('a final failure spends the payment: the record forgets it and Try again starts afresh', async () => {
    const { flow, records, effects, reaches, posts } = setup({
      route: (_, path) => (path.endsWith('/transactions') ? transactions({ status: 'FAILED' }) : undefined),
    });
    flow.submit();
    await reaches('failed');
    expect(effects.emitPaymentStatus).toHaveBeenCalledWith(expect.objectContaining({ success: false }));
    const spent = records.read();
    expect([spent?.confirmation, spent?.idempotency, spent?.cardSent]).toEqual([undefined, undefined, false]);
    flow.tryAgain();
    expect(flow.getSnapshot().status).toBe('editing');
    expect(flow.getView().payment).toBe(flow.getSnapshot());
    flow.submit();
    await vi.waitFor(() => expect(posts()).toHaveLength(2));
  });

  it('Check again polls once more after polling gave up on a pending transaction', async () => {
    let status = 'PENDING';
    const { flow, tick, reaches } = setup({
      route: (_, path) => (path.endsWith('/transactions') ? transactions({ status }) : undefined),
    });
    flow.submit();
    for (let poll = 1; poll < 50; poll++) {
      await vi.waitFor(() => expect(flow.getSnapshot().polls).toBe(poll));
      tick();
    }
    await reaches('failed');
    status = 'PAID';
    flow.checkAgain();
    await reaches('paid');
  });

  it('Check again without a confirmation only starts over', () => {
    const { flow } = setup();
    flow.checkAgain();
    expect(flow.getSnapshot()).toMatchObject({ status: 'editing', confirmation: undefined });
  });

  it('does not send purchase again for an order already reported, nor for one it does not know', async () => {
    const record = {
      version: 1,
      sessionId: undefined,
      reservationIds: ['r1'],
      confirmation,
      cardSent: true,
    } satisfies PaymentRecord;
    // The tab reported the order before its reload: the visitor's storage lists it.
    const reported = setup({
      storage: createMemoryStorage({ [REPORTED_ORDERS_KEY]: JSON.stringify({ 'paid:CRS-1': Date.now() }) }),
      record: {
        ...record,
        order: orderSnapshot({ form, values: {}, reservations: [held], countries: [], currency: 'EUR' }),
      },
    });
    expect(reported.flow.restore()).toEqual({ kind: 'resumed' });
    await reported.reaches('paid');
    expect(reported.flow.order()).toMatchObject({ total: 5000 });
    const unknown = setup({ record });
    unknown.flow.restore();
    await unknown.reaches('paid');
    expect(unknown.records.read()).toMatchObject({ paid: { reference: 'CRS-1' } });
    await vi.waitFor(() => expect(unknown.effects.emitPaymentStatus).toHaveBeenCalled());
    expect([...reported.emitted, ...unknown.emitted]).toEqual([]);
    expect(reported.effects.emitPaymentStatus).not.toHaveBeenCalled();
  });
});

describe('restore (spec 2 §4: a paid booking is never lost, never charged twice)', () => {
  const base = { version: 1 as const, reservationIds: ['r1'] };
  it.each([
    { name: 'no record', record: undefined, session: SESSION, kind: 'none', kept: false },
    {
      name: 'paid in this session',
      record: { ...base, sessionId: SESSION, paid: { reference: 'R' } },
      session: SESSION,
      kind: 'paid',
      kept: true,
    },
    {
      name: 'paid minutes ago, no session left (cleared on payment)',
      record: { ...base, sessionId: SESSION, paid: { reference: 'R', at: Date.now() - 5 * 60_000 } },
      session: undefined,
      kind: 'paid',
      kept: true,
    },
    {
      name: 'paid on an earlier visit, no session left',
      record: { ...base, sessionId: SESSION, paid: { reference: 'R', at: Date.now() - 25 * 60_000 } },
      session: undefined,
      kind: 'none',
      kept: false,
    },
    {
      name: 'paid in another session',
      record: { ...base, sessionId: 'old', paid: { reference: 'R' } },
      session: SESSION,
      kind: 'none',
      kept: false,
    },
    {
      name: 'another session, unpaid',
      record: { ...base, sessionId: 'old', confirmation },
      session: SESSION,
      kind: 'none',
      kept: false,
    },
    {
      name: 'confirmed, card not sent',
      record: { ...base, sessionId: SESSION, confirmation },
      session: SESSION,
      kind: 'none',
      kept: true,
    },
    {
      name: 'card sent, no confirmation',
      record: { ...base, sessionId: SESSION, cardSent: true },
      session: SESSION,
      kind: 'none',
      kept: true,
    },
  ] satisfies {
    name: string;
    record: PaymentRecord | undefined;
    session: string | undefined;
    kind: string;
    kept: boolean;
  }[])('$name → $kind', ({ record, session, kind, kept }) => {
    const { flow, records } = setup({ session, ...(record ? { record } : {}) });
    expect(flow.restore().kind).toBe(kind);
    expect(records.read() !== undefined).toBe(kept);
    expect(flow.getSnapshot().status).toBe('editing');
  });
});

describe('stop and start (the page went away, or StrictMode rehearsed an unmount)', () => {
  it('holds what falls due while stopped, tells nobody, and runs it on start', async () => {
    const { flow, tick, effects, records } = setup({
      route: (_, path) => (path.endsWith('/transactions') ? transactions({ status: 'PENDING' }) : undefined),
    });
    const listener = vi.fn();
    const unsubscribe = flow.subscribe(listener);
    flow.submit();
    await vi.waitFor(() => expect(flow.getSnapshot().polls).toBe(1));
    expect(listener).toHaveBeenCalled();
    unsubscribe();
    listener.mockClear();
    flow.stop();
    tick();
    expect(flow.getSnapshot().polls).toBe(1);
    flow.start();
    await vi.waitFor(() => expect(flow.getSnapshot().polls).toBe(2));
    expect(listener).not.toHaveBeenCalled();
    flow.stop();
    expect(effects.emitPaymentStatus).not.toHaveBeenCalled();
    expect(records.read()?.cardSent).toBe(true);
  });

  it('a payment that ends while stopped neither clears the session nor reports', async () => {
    const { flow, effects, emitted, records, reaches } = setup({ session: SESSION });
    flow.submit();
    flow.stop();
    await reaches('paid');
    expect(effects.onSessionCleared).not.toHaveBeenCalled();
    expect(effects.emitPaymentStatus).not.toHaveBeenCalled();
    expect(records.read()?.paid).toBeUndefined();
    expect(emitted).toEqual([]);
  });

  it('ignores a submit while a payment is under way', async () => {
    const { flow, posts, reaches } = setup();
    flow.submit();
    flow.submit();
    await reaches('paid');
    expect(flow.getSnapshot().attempts).toBe(1);
    expect(posts()).toHaveLength(1);
  });
});
