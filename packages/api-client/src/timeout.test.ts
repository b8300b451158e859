import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { manualTimers } from '../test/manual-timers.test-utils';
import { recordingLogger, startTestServer, type TestServer } from '../test/server.test-utils';
import { type CorasClientOptions, createCorasClient } from './client';
import { confirmReservations, searchNavbar } from './operations';

// A real server on 127.0.0.1 that never answers (or stops mid-answer); the deadlines run on
// manual timers, so the tests fire them instead of waiting 15 s.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => server.reset());
afterAll(() => server.close());

const ok = { body: { popular: [], results: [] } };

function client(options: Partial<CorasClientOptions> = {}) {
  const logger = recordingLogger();
  const clock = manualTimers();
  const api = createCorasClient({
    apiHost: server.url,
    distributorId: 'dist',
    logger,
    timers: clock.timers,
    retry: { random: () => 0 },
    ...options,
  });
  return { api, logger, clock };
}

const search = (api: ReturnType<typeof client>['api']) => api.GET('/{api_version}/locations/search');

/** Waits (in real time) until the server has received `count` requests: a deadline fired earlier would race the request. */
const received = (count: number) => vi.waitFor(() => expect(server.requests).toHaveLength(count));

describe('request timeout', () => {
  it('ends a call to a host that never answers after 15 s as a network failure, after the retries', async () => {
    server.reply('hang');
    const { api, clock, logger } = client();
    const pending = search(api);
    // Each attempt waits 15 s; between them the usual backoff of 1, 2 and 4 s.
    for (const [attempt, backoff] of [
      [1, 1000],
      [2, 2000],
      [3, 4000],
    ] as const) {
      await received(attempt);
      (await clock.nextDeadline()).fire();
      const wait = await clock.nextWait();
      expect(wait.ms).toBe(backoff);
      wait.fire();
    }
    await received(4);
    (await clock.nextDeadline()).fire();
    const { data, error } = await pending;
    expect(data).toBeUndefined();
    expect(error?.kind).toBe('network');
    expect(error?.message).toMatch(/no answer within 15000 ms/);
    expect(server.requests).toHaveLength(4);
    expect(logger.entries.filter((entry) => entry.level === 'warn')).toHaveLength(3);
  });

  it('retries a timed-out attempt and takes the next answer', async () => {
    server.reply('hang', ok);
    const { api, clock } = client();
    const pending = search(api);
    await received(1);
    (await clock.nextDeadline()).fire();
    (await clock.nextWait()).fire();
    const answered = await clock.nextDeadline();
    const { data, error } = await pending;
    expect(error).toBeUndefined();
    expect(data).toEqual(ok.body);
    expect(server.requests).toHaveLength(2);
    // The answered attempt's deadline was cleared: it can no longer fire.
    expect(answered.cancelled).toBe(true);
  });

  it('gives up on an answer whose body stops coming', async () => {
    server.reply('stall');
    const { api, clock } = client({ retry: { retries: 0 } });
    const pending = search(api);
    await received(1);
    (await clock.nextDeadline()).fire();
    const { error } = await pending;
    expect(error?.kind).toBe('network');
    expect(error?.message).toMatch(/no answer within 15000 ms/);
  });

  it('takes its length from the client options and from the call', async () => {
    server.reply('hang');
    const { api, clock } = client({ timeout: { requestMs: 5000 }, retry: { retries: 0 } });
    const byClient = search(api);
    await received(1);
    expect(clock.scheduled[0]?.ms).toBe(5000);
    clock.scheduled[0]?.fire();
    expect((await byClient).error?.message).toMatch(/no answer within 5000 ms/);

    const byCall = searchNavbar(api, 'dub', { timeoutMs: 2500 });
    await received(2);
    expect(clock.scheduled[1]?.ms).toBe(2500);
    clock.scheduled[1]?.fire();
    expect((await byCall).error?.kind).toBe('network');
  });

  it('waits 60 s for the confirmation of a basket, or what the client says', async () => {
    server.reply('hang');
    const body = {
      customer: { first_name: 'A', last_name: 'B', email: 'a@b.ie' },
    } as unknown as Parameters<typeof confirmReservations>[1];
    const standard = client({ retry: { retries: 0 } });
    const pending = confirmReservations(standard.api, body);
    await received(1);
    expect(standard.clock.scheduled[0]?.ms).toBe(60_000);
    standard.clock.scheduled[0]?.fire();
    expect((await pending).error?.kind).toBe('network');

    const configured = client({ retry: { retries: 0 }, timeout: { confirmationMs: 90_000 } });
    const slower = confirmReservations(configured.api, body);
    await received(2);
    expect(configured.clock.scheduled[0]?.ms).toBe(90_000);
    configured.clock.scheduled[0]?.fire();
    expect((await slower).error?.message).toMatch(/no answer within 90000 ms/);
  });

  it('still reports the caller’s own abort as aborted, not as a timeout', async () => {
    server.reply('hang');
    const { api, clock } = client();
    const controller = new AbortController();
    const pending = api.GET('/{api_version}/locations/search', { signal: controller.signal });
    const deadline = await clock.nextDeadline();
    await received(1);
    controller.abort();
    expect((await pending).error?.kind).toBe('aborted');
    expect(deadline.cancelled).toBe(true);
    expect(server.requests).toHaveLength(1);
  });

  it('ends the attempt at its deadline even when the fetch does not follow its signal', async () => {
    // An integrator's own fetch that never settles and ignores the abort.
    const deaf = () => new Promise<Response>(() => undefined);
    const { api, clock } = client({ fetch: deaf, retry: { retries: 0 } });
    const pending = search(api);
    (await clock.nextDeadline()).fire();
    const { error } = await pending;
    expect(error?.kind).toBe('network');
    expect(error?.message).toMatch(/no answer within 15000 ms/);
  });
});
