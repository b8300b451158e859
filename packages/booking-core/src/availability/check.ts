import type { AvailabilityOption } from '@coras/api-client';
import type { Logger } from '../adapters/logger';
import { silentLogger } from '../adapters/logger';
import { createStore, type Store } from '../store/store';
import {
  type AvailabilityError,
  availabilityError,
  availabilityFailed,
  groupByPerformanceTime,
} from './options';

/** Where a Check Availability run is (spec 2 §4). */
export type AvailabilityStatus = 'idle' | 'opening-session' | 'checking' | 'complete' | 'failed';

/** The availability box's state. */
export interface AvailabilityState {
  status: AvailabilityStatus;
  options: AvailabilityOption[];
  /** The performance time chosen (theatre); the first one is preselected. */
  selectedTime: string | undefined;
  /** Why the last call failed (`selectTickets` or `generic`). */
  error: AvailabilityError | undefined;
  /** The call answered, but no option is available: the "not enough tickets" alert shows. */
  notEnoughTickets: boolean;
  /** Counts runs, so an answer to a superseded run is ignored. */
  run: number;
}

/** What the availability box is told. */
export type AvailabilityEvent =
  | { type: 'check' }
  | { type: 'sessionOpened'; run: number }
  | { type: 'sessionFailed'; run: number }
  | { type: 'optionsLoaded'; run: number; options: AvailabilityOption[] }
  | { type: 'checkFailed'; run: number; code?: number | undefined }
  | { type: 'selectTime'; startDatetime: string }
  | { type: 'localeOrCurrencyChanged' };

/** Before the first Check Availability. */
export const initialAvailabilityState: AvailabilityState = {
  status: 'idle',
  options: [],
  selectedTime: undefined,
  error: undefined,
  notEnoughTickets: false,
  run: 0,
};

function startRun(state: AvailabilityState): AvailabilityState {
  return {
    status: 'opening-session',
    options: [],
    selectedTime: undefined,
    error: undefined,
    notEnoughTickets: false,
    run: state.run + 1,
  };
}

/**
 * The availability box's pure transition (spec 2 §4). Check Availability first opens a booking
 * session, then checks; it clears the chosen time. Answers of an older run are ignored. Changing
 * currency or locale checks again only when a check already completed or failed.
 */
export function availabilityTransition(
  state: AvailabilityState,
  event: AvailabilityEvent,
): AvailabilityState {
  switch (event.type) {
    case 'check':
      return startRun(state);
    case 'localeOrCurrencyChanged':
      return state.status === 'complete' || state.status === 'failed' ? startRun(state) : state;
    case 'sessionOpened':
      if (event.run !== state.run || state.status !== 'opening-session') return state;
      return { ...state, status: 'checking' };
    case 'sessionFailed':
      if (event.run !== state.run || state.status !== 'opening-session') return state;
      return { ...state, status: 'failed', error: availabilityError(undefined) };
    case 'optionsLoaded': {
      if (event.run !== state.run || state.status !== 'checking') return state;
      if (availabilityFailed(event.options)) {
        return { ...state, status: 'failed', options: event.options, notEnoughTickets: true };
      }
      const first = groupByPerformanceTime(event.options)[0];
      return { ...state, status: 'complete', options: event.options, selectedTime: first?.startDatetime };
    }
    case 'checkFailed':
      if (event.run !== state.run || state.status !== 'checking') return state;
      return { ...state, status: 'failed', error: availabilityError(event) };
    case 'selectTime':
      return { ...state, selectedTime: event.startDatetime };
    default:
      return event satisfies never;
  }
}

/** The calls a Check Availability run makes; each resolves to a result and never throws by contract. */
export interface AvailabilityEffects {
  /** Opens (or reuses) the booking session; `false` when it failed. */
  openSession(): Promise<boolean>;
  /** Checks availability for the current date and tickets. */
  check(): Promise<{ options: AvailabilityOption[] } | { error: { code?: number | undefined } }>;
  logger?: Logger;
}

/**
 * The availability box as a store whose effects run on entering a status: opening the session,
 * then checking. A thrown effect counts as a failure (and is logged).
 */
export function createAvailabilityStore(
  effects: AvailabilityEffects,
): Store<AvailabilityState, AvailabilityEvent> {
  const logger = effects.logger ?? silentLogger;
  const store = createStore(initialAvailabilityState, availabilityTransition, (next, previous) => {
    if (next.status === previous.status && next.run === previous.run) return;
    const run = next.run;
    if (next.status === 'opening-session') {
      effects.openSession().then(
        (opened) => store.send(opened ? { type: 'sessionOpened', run } : { type: 'sessionFailed', run }),
        (error: unknown) => {
          logger.error('Opening the booking session failed', error);
          store.send({ type: 'sessionFailed', run });
        },
      );
    } else if (next.status === 'checking') {
      effects.check().then(
        (result) =>
          store.send(
            'options' in result
              ? { type: 'optionsLoaded', run, options: result.options }
              : { type: 'checkFailed', run, code: result.error.code },
          ),
        (error: unknown) => {
          logger.error('Availability check failed', error);
          store.send({ type: 'checkFailed', run });
        },
      );
    }
  });
  return store;
}
