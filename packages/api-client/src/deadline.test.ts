import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { manualTimers } from '../test/manual-timers.test-utils';
import { recordingLogger, startTestServer, type TestServer } from '../test/server.test-utils';
import { type CorasClientOptions, createCorasClient } from './client';
import { searchNavbar } from './operations';

// A real server on 127.0.0.1 (and a port nobody listens on); the attempts' timeouts and the waits
// between retries run on manual timers, and each test fires the deadline itself.
let server: TestServer;
let refusedHost: string;
beforeAll(async () => {
  server = await startTestServer();
  // A port that was free a moment ago and is closed again: connections to it are refused.
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  refusedHost = `http://127.0.0.1:${port}`;
});
afterEach(() => server.reset());
afterAll(() => server.close());

function client(options: Partial<CorasClientOptions> = {}) {
  const logger = recordingLogger();
  const clock = manualTimers();
  const sent: string[] = [];
  const api = createCorasClient({
    apiHost: server.url,
    distributorId: 'dist',
    logger,
    timers: clock.timers,
    retry: { random: () => 0 },
    fetch: (request) => {
      sent.push(request.url);
      return globalThis.fetch(request);
    },
    ...options,
  });
  return { api, logger, clock, sent };
}

const search = (api: ReturnType<typeof client>['api'], deadline: AbortSignal) =>
  api.GET('/{api_version}/locations/search', { deadline });

const received = (count: number) => vi.waitFor(() => expect(server.requests).toHaveLength(count));

const firstPageSpent = () => new Error("no answer within the first page's 15 s");

describe('a call’s deadline', () => {
  it('ends the attempt to a host that never answers when it fires, and retries no more', async () => {
    server.reply('hang');
    const { api, clock } = client();
    const deadline = new AbortController();
    const pending = search(api, deadline.signal);
    await received(1);
    const attempt = await clock.nextDeadline();
    deadline.abort(firstPageSpent());

    const { data, error } = await pending;
    expect(data).toBeUndefined();
    expect(error?.kind).toBe('network');
    expect(error?.timedOut).toBe(true);
    expect(error?.message).toBe(
      "GET /{api_version}/locations/search failed: no answer within the first page's 15 s",
    );
    expect(attempt.cancelled).toBe(true);
    // No wait for a retry was even scheduled, and nothing else was sent.
    expect(clock.scheduled).toHaveLength(1);
    expect(server.requests).toHaveLength(1);
  });

  it('ends a call to a host that refuses connections with its last failure when it fires between attempts', async () => {
    const { api, clock, sent } = client({ apiHost: refusedHost });
    const deadline = new AbortController();
    const pending = search(api, deadline.signal);
    const backoff = await clock.nextWait();
    expect(sent).toHaveLength(1);
    deadline.abort(firstPageSpent());

    const { error } = await pending;
    expect(error?.kind).toBe('network');
    // The connection failed: the host is unreachable, not silent.
    expect(error?.timedOut).toBe(false);
    expect(error?.message).toMatch(/^GET \/\{api_version\}\/locations\/search failed: fetch failed/);
    expect(backoff.cancelled).toBe(true);
    expect(sent).toHaveLength(1);
  });

  it('returns the last answer of a failing server when it fires while waiting to retry', async () => {
    server.reply({ status: 503, body: { code: 7, message: 'Down for maintenance' } });
    const { api, clock } = client();
    const deadline = new AbortController();
    const pending = search(api, deadline.signal);
    await clock.nextWait();
    deadline.abort(firstPageSpent());

    const { error } = await pending;
    expect(error?.kind).toBe('http');
    expect(error?.status).toBe(503);
    expect(error?.message).toBe('Down for maintenance');
    expect(server.requests).toHaveLength(1);
  });

  it('sends nothing once it has fired', async () => {
    const { api, clock, sent } = client();
    const deadline = new AbortController();
    deadline.abort(firstPageSpent());

    const { error } = await searchNavbar(api, 'dub', { deadline: deadline.signal });
    expect(error?.kind).toBe('network');
    expect(error?.timedOut).toBe(true);
    expect(error?.message).toBe("GET /{api_version}/search failed: no answer within the first page's 15 s");
    expect(sent).toHaveLength(0);
    expect(clock.scheduled).toHaveLength(0);
  });

  it('leaves the retries alone until it fires', async () => {
    server.reply('drop', { body: { popular: [], results: [] } });
    const { api, clock } = client();
    const deadline = new AbortController();
    const pending = search(api, deadline.signal);
    (await clock.nextWait()).fire();
    const { data, error } = await pending;
    expect(error).toBeUndefined();
    expect(data).toEqual({ popular: [], results: [] });
    expect(server.requests).toHaveLength(2);
  });

  it('says timedOut only of a call that had no answer in time', async () => {
    server.reply('hang');
    const silent = client({ retry: { retries: 0 } });
    const pending = search(silent.api, new AbortController().signal);
    await received(1);
    (await silent.clock.nextDeadline()).fire();
    const timedOut = (await pending).error;
    expect(timedOut?.message).toMatch(/no answer within 15000 ms/);
    expect(timedOut?.timedOut).toBe(true);

    server.reply('drop');
    const dropped = await search(client({ retry: { retries: 0 } }).api, new AbortController().signal);
    expect(dropped.error?.kind).toBe('network');
    expect(dropped.error?.timedOut).toBe(false);
  });

  it('is not an abort: the caller’s own signal still is', async () => {
    server.reply('hang');
    const { api } = client();
    const caller = new AbortController();
    const deadline = new AbortController();
    const pending = api.GET('/{api_version}/locations/search', {
      signal: caller.signal,
      deadline: deadline.signal,
    });
    await received(1);
    caller.abort();
    deadline.abort(firstPageSpent());
    const { error } = await pending;
    expect(error?.kind).toBe('aborted');
    expect(error?.timedOut).toBe(false);
  });
});
