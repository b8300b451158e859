import type { Logger } from '../adapters/logger';
import { silentLogger } from '../adapters/logger';
import { throttle } from '../adapters/rate-limit';
import type { Clock, TimerProvider } from '../adapters/timers';
import { createStore, type Store } from '../store/store';

/** A search as you type runs from this many characters (spec 1 §5, §9). */
export const TERM_SEARCH_MIN_CHARS = 3;
/** A search as you type runs at most once per this many ms (spec 1 §9). */
export const TERM_SEARCH_THROTTLE_MS = 500;

/** True when a term is long enough to search: 3 characters, spaces around it not counted. */
export function isSearchableTerm(term: string): boolean {
  return term.trim().length >= TERM_SEARCH_MIN_CHARS;
}

/** A search as you type: what was typed and the latest answer. */
export interface TermSearchState<Response> {
  /** What the visitor typed, as typed. */
  term: string;
  /** `loading` from a searchable term until its answer; `idle` below 3 characters. */
  status: 'idle' | 'loading' | 'complete' | 'error';
  /** The latest answer, kept while the term changes; it answers `respondedTerm`. */
  response: Response | undefined;
  /** The trimmed term `response` answers. */
  respondedTerm: string | undefined;
}

/** What a search as you type is told. */
export type TermSearchEvent<Response> =
  | { type: 'type'; term: string }
  | { type: 'loaded'; term: string; response: Response }
  | { type: 'failed'; term: string };

/** A search as you type before anything was typed. */
export const initialTermSearchState: TermSearchState<never> = {
  term: '',
  status: 'idle',
  response: undefined,
  respondedTerm: undefined,
};

/** The pure transition; answers for another term than the current one are ignored. */
export function termSearchTransition<Response>(
  state: TermSearchState<Response>,
  event: TermSearchEvent<Response>,
): TermSearchState<Response> {
  switch (event.type) {
    case 'type':
      return { ...state, term: event.term, status: isSearchableTerm(event.term) ? 'loading' : 'idle' };
    case 'loaded':
      if (event.term !== state.term.trim()) return state;
      return { ...state, status: 'complete', response: event.response, respondedTerm: event.term };
    case 'failed':
      return event.term === state.term.trim() ? { ...state, status: 'error' } : state;
    default:
      return event satisfies never;
  }
}

/** The call a search as you type makes, and what it runs on. */
export interface TermSearchEffects<Response> {
  /** Searches the trimmed term; rejects on failure (an abort through `signal` included). */
  search(term: string, signal: AbortSignal): Promise<Response>;
  timers: TimerProvider;
  clock: Clock;
  /** What a failed search is logged as ('Navbar search failed'). */
  failure: string;
  logger?: Logger | undefined;
}

/**
 * The one search as you type of the storefront (the navbar search, the location picker): from 3
 * characters, at most one call per 500 ms with the latest term, a call a newer term supersedes
 * aborted, and below 3 characters nothing pending. An aborted call is not a failure.
 *
 * @example
 * const search = createTermSearchStore({ search: fetchPlaces, timers, clock, failure: 'Place search failed' });
 * search.send({ type: 'type', term: 'cork' });
 */
export function createTermSearchStore<Response>(
  effects: TermSearchEffects<Response>,
): Store<TermSearchState<Response>, TermSearchEvent<Response>> {
  const logger = effects.logger ?? silentLogger;
  let controller: AbortController | undefined;
  const search = throttle(
    (term: string) => {
      controller?.abort();
      const current = new AbortController();
      controller = current;
      effects.search(term, current.signal).then(
        (response) => store.send({ type: 'loaded', term, response }),
        (error: unknown) => {
          if (current.signal.aborted) return;
          logger.error(effects.failure, error);
          store.send({ type: 'failed', term });
        },
      );
    },
    TERM_SEARCH_THROTTLE_MS,
    effects.timers,
    effects.clock,
  );
  const store = createStore<TermSearchState<Response>, TermSearchEvent<Response>>(
    initialTermSearchState,
    termSearchTransition,
    (next, _previous, event) => {
      if (event.type !== 'type') return;
      if (isSearchableTerm(next.term)) search(next.term.trim());
      else {
        search.cancel();
        controller?.abort();
      }
    },
  );
  return store;
}
