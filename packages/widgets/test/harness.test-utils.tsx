import { type CorasLogger, createMemorySessionStore } from '@coras/api-client';
import { createManualTimers, createSandboxApp } from '@coras/sandbox-api/testing';
import { act, render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, vi } from 'vitest';
import './lazyParts.test-utils';
import { CorasProvider, type CorasProviderProps } from '../src/app/CorasProvider';

/** The day the in-process sandbox is pinned to; its clock reads 09:00 UTC on it at start. */
export const SANDBOX_TODAY = '2026-11-21';

/**
 * A clock in step with the in-process sandbox, for session stores: on the machine's clock every
 * session expiry the pinned sandbox sends would already be past.
 */
export function sandboxClock(startedAt = Date.now()) {
  return () => Date.parse(`${SANDBOX_TODAY}T09:00:00Z`) + (Date.now() - startedAt);
}

/** The sandbox's origin as the widgets see it; requests never leave the process. */
export const SANDBOX_HOST = 'http://sandbox.test';

/**
 * A sandbox served in-process: every request the widget makes is recorded and answered by the real
 * app. An aborted request rejects with the signal's reason, as `fetch` does, also while it is being
 * answered.
 */
export function inProcessSandbox(options: Parameters<typeof createSandboxApp>[0] = {}) {
  const app = createSandboxApp({ today: SANDBOX_TODAY, ...options });
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request.clone());
    const { signal } = request;
    signal.throwIfAborted();
    const aborted = new Promise<never>((_, reject) => {
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    });
    return Promise.race([app.fetch(request), aborted]);
  };
  return { app, fetch, requests, paths: () => requests.map((request) => new URL(request.url).pathname) };
}

/**
 * An in-process sandbox behind an API host that is down until `revive`: every API call is refused at
 * once (a fetch that rejects, as a browser's does on a refused connection), or, `silent`, taken and
 * never answered (only an abort ends it).
 */
export function downHost(kind: 'refusing' | 'silent') {
  const sandbox = inProcessSandbox();
  let down = true;
  const fetch = (request: Request) => {
    if (!down || !new URL(request.url).pathname.startsWith('/v2/')) return sandbox.fetch(request);
    sandbox.requests.push(request.clone());
    if (kind === 'refusing') return Promise.reject(new TypeError('Failed to fetch'));
    return new Promise<Response>((_, reject) => {
      request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true });
    });
  };
  return {
    sandbox: { ...sandbox, fetch },
    revive: () => {
      down = false;
    },
  };
}

/** A logger that records, so tests can assert what was (or was not) reported. */
export function testLogger() {
  type Log = (message: string, details?: unknown) => void;
  return { error: vi.fn<Log>(), warn: vi.fn<Log>(), debug: vi.fn<Log>() } satisfies CorasLogger;
}

/** Renders `ui` inside a provider wired to an in-process sandbox with a memory session. */
export function renderWithSandbox(
  ui: ReactNode,
  {
    sandbox = inProcessSandbox(),
    ...props
  }: Partial<CorasProviderProps> & { sandbox?: ReturnType<typeof inProcessSandbox> } = {},
) {
  const logger = props.logger ?? testLogger();
  const view = render(
    <CorasProvider
      apiHost={SANDBOX_HOST}
      distributorId="test"
      fetch={sandbox.fetch}
      sessionStore={createMemorySessionStore({ now: sandboxClock() })}
      logger={logger}
      {...props}
    >
      {ui}
    </CorasProvider>,
  );
  return { ...view, sandbox, logger };
}

/**
 * Waits until every stand-in of the page (a lazy control's light first draw, marked
 * `data-stand-in`) has been replaced by its real control. A test that finds a button and then
 * clicks it must not hold a stand-in the idle load is about to swap out: unlike a visitor's pointer,
 * its click would land on the element that left. The stand-ins' own tests do not wait.
 */
export async function standInsReplaced() {
  await waitFor(() => expect(document.querySelector('[data-stand-in]')).toBeNull());
}

/**
 * Fakes `setTimeout` (the API client's retry waits, the idle fallback of happy-dom, which has no
 * `requestIdleCallback`), so that a test moves time on with {@link elapse} instead of sleeping. The
 * fake clock also follows the real one, as Testing Library's own waits need it to.
 */
export function fakeTimeouts() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
}

/**
 * Moves the fake clock (see {@link fakeTimeouts}) `ms` on inside `act`, running every timer that
 * falls due and letting the promises it settles run: how a test proves that nothing happens within
 * `ms`, without waiting for it.
 */
export const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/**
 * Moves the fake clock (see {@link fakeTimeouts}) past every wait of the API client's retries: it
 * waits 1, 2 and 4 seconds (plus jitter) between its four attempts (spec 1 §8). A failure test
 * reaches the last answer this way instead of sleeping.
 */
export async function passRetryWaits() {
  for (let attempt = 0; attempt < 4; attempt += 1) await elapse(7000);
}

/**
 * Timers that run only when the test moves them on, for the provider's `timers` prop: the time a
 * screen waits for (the lazy controls' cap) passes exactly when the test says, whatever else runs.
 */
export function manualTimers() {
  let now = 0;
  const clock = {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
  const manual = createManualTimers(clock, () => Promise.resolve());
  return {
    timers: manual.timers,
    /** Moves time on by `ms` inside `act`, running every timer that falls due, in order. */
    advance: (ms: number) => act(() => manual.advance(ms)),
  };
}
