import { CorasApiError, type CorasResult } from '@coras/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { globalTimers } from '../adapters/timers';
import { createFirstPageBudget, FIRST_PAGE_BUDGET_MS } from './first-page';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const refused = new CorasApiError('GET /{api_version}/geolocation failed: fetch failed', { kind: 'network' });
const silent = new CorasApiError(
  "GET /{api_version}/geolocation failed: no answer within the first page's 15 s",
  {
    kind: 'network',
    timedOut: true,
  },
);
const serverError = new CorasApiError('GET /{api_version}/landing failed: HTTP 500', {
  kind: 'http',
  status: 500,
});

const failing = (error: CorasApiError) => (): Promise<CorasResult<never>> =>
  Promise.resolve({ data: undefined, error, response: undefined });

/** A call that hands back the deadline it was given. */
function recordingCall() {
  const given: Array<AbortSignal | undefined> = [];
  const call = (deadline: AbortSignal | undefined): Promise<CorasResult<string>> => {
    given.push(deadline);
    return Promise.resolve({ data: 'ok', error: undefined, response: undefined });
  };
  return { call, given };
}

describe('the first page’s budget (issue 28)', () => {
  it('gives the first page 15 s, so that its error message shows within 20 s', () => {
    expect(FIRST_PAGE_BUDGET_MS).toBe(15_000);
  });

  it('shares one deadline between the first page’s calls, which fires 15 s after the first', async () => {
    const budget = createFirstPageBudget(globalTimers);
    const { call, given } = recordingCall();
    budget.start();
    await budget.send(call);
    vi.advanceTimersByTime(10_000);
    // Starting again (a second render) does not move the deadline.
    budget.start();
    await budget.send(call);
    const [first, second] = given;
    expect(first).toBeInstanceOf(AbortSignal);
    expect(second).toBe(first);

    vi.advanceTimersByTime(FIRST_PAGE_BUDGET_MS - 10_001);
    expect(first?.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(first?.aborted).toBe(true);
    expect(first?.reason).toEqual(new Error("no answer within the first page's 15 s"));
    // A call the page makes once the budget is spent gets the fired deadline: it fails at once.
    await budget.send(call);
    expect(given[2]?.aborted).toBe(true);
  });

  it('gives no deadline before it starts (a page the widget did not open on) or after the page is shown', async () => {
    const budget = createFirstPageBudget(globalTimers);
    const { call, given } = recordingCall();
    await budget.send(call);
    budget.start();
    await budget.send(call);
    expect(budget.end()).toBeUndefined();
    await budget.send(call);
    expect(given[0]).toBeUndefined();
    expect(given[1]).toBeInstanceOf(AbortSignal);
    expect(given[2]).toBeUndefined();
    // Ended in time, the deadline never fires: the calls still on their way keep their retries.
    vi.advanceTimersByTime(FIRST_PAGE_BUDGET_MS * 2);
    expect(given[1]?.aborted).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ends the calls still on their way once the page shows its error, and only then', async () => {
    const shown = createFirstPageBudget(globalTimers);
    const { call, given } = recordingCall();
    shown.start();
    await shown.send(call);
    shown.end();
    expect(given[0]?.aborted).toBe(false);

    const failed = createFirstPageBudget(globalTimers);
    failed.start();
    await failed.send(call);
    failed.end(serverError);
    expect(given[1]?.aborted).toBe(true);
    expect(given[1]?.reason).toEqual(new Error('the first page showed its error'));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('says the host was unreachable when the first network failure was a connection that failed', async () => {
    const budget = createFirstPageBudget(globalTimers);
    budget.start();
    await budget.send(failing(refused));
    vi.advanceTimersByTime(FIRST_PAGE_BUDGET_MS);
    // The search sent after the budget ran out failed without an answer; the host's fault came first.
    await budget.send(failing(silent));
    expect(budget.end(silent)).toEqual({ failure: 'unreachable', error: refused, budgetMs: 15_000 });
  });

  it('says the host did not answer when the first network failure timed out', async () => {
    const budget = createFirstPageBudget(globalTimers);
    budget.start();
    await budget.send(failing(silent));
    await budget.send(failing(refused));
    expect(budget.end(refused)).toEqual({ failure: 'no-answer', error: silent, budgetMs: 15_000 });
  });

  it('takes the page’s own error when no call of the budget failed on the network', () => {
    const budget = createFirstPageBudget(globalTimers, 5000);
    budget.start();
    expect(budget.end(silent)).toEqual({ failure: 'no-answer', error: silent, budgetMs: 5000 });
  });

  it('says nothing of a page that failed otherwise, of a page it never started, or twice', async () => {
    const budget = createFirstPageBudget(globalTimers);
    expect(budget.end(refused)).toBeUndefined();
    budget.start();
    await budget.send(failing(refused));
    expect(budget.end(serverError)).toBeUndefined();
    expect(budget.end(refused)).toBeUndefined();

    const twice = createFirstPageBudget(globalTimers);
    twice.start();
    expect(twice.end(refused)).toEqual({ failure: 'unreachable', error: refused, budgetMs: 15_000 });
    expect(twice.end(refused)).toBeUndefined();
  });
});
