import type { CorasApiError, CorasResult } from '@coras/api-client';
import type { TimerProvider } from '../adapters/timers';

/**
 * How long the calls of the page a widget opens on may take together, counted from the first of
 * them (issue 28). Its calls run one after another (the visitor's location, then the landing's
 * category tree and search), each retried for up to a minute against a host that never answers
 * (spec 1 §8): a budget for the page as a whole ends them all, so a visitor sees the page or its
 * error message with 'Refresh the page' within 20 s — the 5 s left are for the message to be
 * drawn. Later pages and the visitor's own actions, the refresh included, keep the client's retries.
 */
export const FIRST_PAGE_BUDGET_MS = 15_000;

/** What the API host did to a first page that failed on the network, for the integrator's message. */
export type HostFailure =
  /** No connection could be made (refused, unknown host, blocked by CORS), or it broke off. */
  | 'unreachable'
  /** It took the calls and sent no answer in time. */
  | 'no-answer';

/** How the first page's calls ended, when they failed on the network. */
export interface FirstPageFailure {
  failure: HostFailure;
  /** The first call that failed on the network: its message names the call and the cause. */
  error: CorasApiError;
  /** The budget the page had, in milliseconds. */
  budgetMs: number;
}

/**
 * The budget of a widget's first page: one deadline its calls share (the API client's call
 * option), from `start` until the page shows its content or its error (`end`).
 */
export interface FirstPageBudget {
  /** The first page's first call is about to go: its budget starts. Only the first start counts. */
  start(): void;
  /**
   * Sends one of the first page's calls: `call` receives the shared deadline while the budget runs
   * (also once it is spent, so that a call the page makes after it fails at once), `undefined`
   * before `start` and after `end`: a later page's call, or the visitor's refresh.
   */
  send<T>(call: (deadline: AbortSignal | undefined) => Promise<CorasResult<T>>): Promise<CorasResult<T>>;
  /**
   * The first page shows its content, or its error `error`: the budget ends — with an error, its
   * calls still on their way end too (no retry after the page said it failed). Answers, once, what
   * the host did when the page failed on the network (the first network failure of its calls
   * says which); `undefined` otherwise.
   */
  end(error?: CorasApiError): FirstPageFailure | undefined;
}

type Status = 'idle' | 'running' | 'spent' | 'ended';

/**
 * The first page's budget (see {@link FIRST_PAGE_BUDGET_MS}) on the given timers.
 *
 * @example
 * const budget = createFirstPageBudget(globalTimers);
 * budget.start();
 * const located = await budget.send((deadline) => client.GET('/{api_version}/geolocation', { deadline }));
 */
export function createFirstPageBudget(
  timers: TimerProvider,
  budgetMs: number = FIRST_PAGE_BUDGET_MS,
): FirstPageBudget {
  let status: Status = 'idle';
  const controller = new AbortController();
  let timer: unknown;
  let firstFailure: CorasApiError | undefined;

  return {
    start() {
      if (status !== 'idle') return;
      status = 'running';
      timer = timers.setTimeout(() => {
        status = 'spent';
        controller.abort(new Error(`no answer within the first page's ${budgetMs / 1000} s`));
      }, budgetMs);
    },
    async send(call) {
      if (status !== 'running' && status !== 'spent') return call(undefined);
      const result = await call(controller.signal);
      if (result.error?.kind === 'network') firstFailure ??= result.error;
      return result;
    },
    end(error) {
      if (status !== 'running' && status !== 'spent') return undefined;
      status = 'ended';
      timers.clearTimeout(timer);
      // The page shows its error and offers the refresh: its other calls stop asking the host.
      if (error && !controller.signal.aborted) controller.abort(new Error('the first page showed its error'));
      if (error?.kind !== 'network') return undefined;
      const first = firstFailure ?? error;
      return { failure: first.timedOut ? 'no-answer' : 'unreachable', error: first, budgetMs };
    },
  };
}
