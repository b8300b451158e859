import { describe, expect, it, vi } from 'vitest';
import { option } from '../testing/fixtures.test-utils';
import {
  type AvailabilityEffects,
  type AvailabilityState,
  availabilityTransition,
  createAvailabilityStore,
  initialAvailabilityState,
} from './check';

const matinee = option({ selection_id: 'm', start_datetime: '2026-05-10T14:00:00+01:00' });
const evening = option({ selection_id: 'e', start_datetime: '2026-05-10T20:00:00+01:00' });

function checking(): AvailabilityState {
  const opening = availabilityTransition(initialAvailabilityState, { type: 'check' });
  return availabilityTransition(opening, { type: 'sessionOpened', run: opening.run });
}

describe('availabilityTransition (spec 2 §4)', () => {
  it('opens the session first, then checks, then shows options with the first time preselected', () => {
    const opening = availabilityTransition(initialAvailabilityState, { type: 'check' });
    expect(opening.status).toBe('opening-session');
    const state = checking();
    expect(state.status).toBe('checking');
    const done = availabilityTransition(state, {
      type: 'optionsLoaded',
      run: state.run,
      options: [evening, matinee],
    });
    expect(done.status).toBe('complete');
    expect(done.selectedTime).toBe(matinee.start_datetime);
  });

  it('a new check clears the chosen time and the options', () => {
    const state = checking();
    const done = availabilityTransition(state, { type: 'optionsLoaded', run: state.run, options: [matinee] });
    const chosen = availabilityTransition(done, {
      type: 'selectTime',
      startDatetime: evening.start_datetime,
    });
    expect(chosen.selectedTime).toBe(evening.start_datetime);
    const again = availabilityTransition(chosen, { type: 'check' });
    expect(again).toMatchObject({ status: 'opening-session', selectedTime: undefined, options: [] });
  });

  it('sets the error flag when no option is available', () => {
    const state = checking();
    const none = availabilityTransition(state, {
      type: 'optionsLoaded',
      run: state.run,
      options: [option({ available: false })],
    });
    expect(none).toMatchObject({ status: 'failed', notEnoughTickets: true, error: undefined });
  });

  it('shows the message of a failed check, and of a failed session', () => {
    const state = checking();
    expect(availabilityTransition(state, { type: 'checkFailed', run: state.run, code: 37 }).error).toEqual({
      code: 'selectTickets',
    });
    expect(availabilityTransition(state, { type: 'checkFailed', run: state.run }).error).toEqual({
      code: 'generic',
    });
    const opening = availabilityTransition(initialAvailabilityState, { type: 'check' });
    expect(availabilityTransition(opening, { type: 'sessionFailed', run: opening.run })).toMatchObject({
      status: 'failed',
      error: { code: 'generic' },
    });
  });

  it('ignores answers of an older run or in the wrong status', () => {
    const state = checking();
    const stale = state.run - 1;
    expect(availabilityTransition(state, { type: 'optionsLoaded', run: stale, options: [matinee] })).toBe(
      state,
    );
    expect(availabilityTransition(state, { type: 'checkFailed', run: stale })).toBe(state);
    expect(availabilityTransition(state, { type: 'sessionOpened', run: state.run })).toBe(state);
    expect(availabilityTransition(state, { type: 'sessionFailed', run: state.run })).toBe(state);
    const opening = availabilityTransition(initialAvailabilityState, { type: 'check' });
    expect(availabilityTransition(opening, { type: 'optionsLoaded', run: opening.run, options: [] })).toBe(
      opening,
    );
    expect(availabilityTransition(opening, { type: 'checkFailed', run: opening.run })).toBe(opening);
  });

  it('re-checks on a currency or locale change only after a check completed or failed', () => {
    expect(availabilityTransition(initialAvailabilityState, { type: 'localeOrCurrencyChanged' })).toBe(
      initialAvailabilityState,
    );
    const state = checking();
    expect(availabilityTransition(state, { type: 'localeOrCurrencyChanged' })).toBe(state);
    const done = availabilityTransition(state, { type: 'optionsLoaded', run: state.run, options: [matinee] });
    expect(availabilityTransition(done, { type: 'localeOrCurrencyChanged' }).status).toBe('opening-session');
    const failed = availabilityTransition(state, { type: 'checkFailed', run: state.run });
    expect(availabilityTransition(failed, { type: 'localeOrCurrencyChanged' }).status).toBe(
      'opening-session',
    );
  });
});

describe('createAvailabilityStore', () => {
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('runs the session then the check, and shows the options', async () => {
    const effects: AvailabilityEffects = {
      openSession: vi.fn(async () => true),
      check: vi.fn(async () => ({ options: [matinee] })),
    };
    const store = createAvailabilityStore(effects);
    store.send({ type: 'check' });
    await settle();
    expect(effects.openSession).toHaveBeenCalledTimes(1);
    expect(effects.check).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toMatchObject({ status: 'complete', options: [matinee] });
  });

  it('fails with the mapped message when the check answers an error', async () => {
    const store = createAvailabilityStore({
      openSession: async () => true,
      check: async () => ({ error: { code: 37 } }),
    });
    store.send({ type: 'check' });
    await settle();
    expect(store.getSnapshot()).toMatchObject({
      status: 'failed',
      error: { code: 'selectTickets' },
    });
  });

  it('does not check when the session could not be opened, and logs thrown effects', async () => {
    const check = vi.fn(async () => ({ options: [matinee] }));
    const closed = createAvailabilityStore({ openSession: async () => false, check });
    closed.send({ type: 'check' });
    await settle();
    expect(check).not.toHaveBeenCalled();
    expect(closed.getSnapshot().status).toBe('failed');

    const logger = { warn: vi.fn(), error: vi.fn() };
    const throwing = createAvailabilityStore({
      openSession: async () => {
        throw new Error('offline');
      },
      check,
      logger,
    });
    throwing.send({ type: 'check' });
    await settle();
    expect(throwing.getSnapshot().status).toBe('failed');
    expect(logger.error).toHaveBeenCalledWith('Opening the booking session failed', expect.any(Error));

    const failingCheck = createAvailabilityStore({
      openSession: async () => true,
      check: async () => {
        throw new Error('boom');
      },
      logger,
    });
    failingCheck.send({ type: 'check' });
    await settle();
    expect(failingCheck.getSnapshot()).toMatchObject({ status: 'failed', error: { code: 'generic' } });
  });

  it('ignores the answer of a run superseded by a new check', async () => {
    let resolveFirst: (value: { options: (typeof matinee)[] }) => void = () => undefined;
    const answers = [
      new Promise<{ options: (typeof matinee)[] }>((resolve) => {
        resolveFirst = resolve;
      }),
      Promise.resolve({ options: [evening] }),
    ];
    const store = createAvailabilityStore({
      openSession: async () => true,
      check: () => answers.shift() as Promise<{ options: (typeof matinee)[] }>,
    });
    store.send({ type: 'check' });
    await settle();
    store.send({ type: 'selectTime', startDatetime: 'x' });
    store.send({ type: 'check' });
    await settle();
    resolveFirst({ options: [matinee] });
    await settle();
    expect(store.getSnapshot().options).toEqual([evening]);
  });
});
