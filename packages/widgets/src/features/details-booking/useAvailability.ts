import { type Attraction, ensureBookingSession } from '@coras/api-client';
import {
  type AvailabilityEffects,
  type AvailabilityState,
  buildAvailabilityRequest,
  createAvailabilityStore,
  type DateOnly,
  type TicketCounts,
} from '@coras/booking-core';
import { atom, useStore } from 'jotai';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useCorasContext } from '../../runtime/provider/context';

/**
 * The booking session being opened, per widget (the provider's store): checks that start
 * while it is on its way wait for it instead of opening another (spec 2 §4 'opens a booking
 * session first', once). `ensureBookingSession` reuses a stored, valid session by itself.
 */
const sessionOpeningAtom = atom<Promise<boolean> | null>(null);

/** Opens the widget's booking session, or reuses it; `true` once there is one. */
export function useEnsureSession(): () => Promise<boolean> {
  const store = useStore();
  const { client } = useCorasContext();
  const clientRef = useRef(client);
  clientRef.current = client;
  return useCallback(() => {
    const pending = store.get(sessionOpeningAtom);
    if (pending) return pending;
    const opening = ensureBookingSession(clientRef.current)
      .then((result) => result.data !== undefined)
      .finally(() => store.set(sessionOpeningAtom, null));
    store.set(sessionOpeningAtom, opening);
    return opening;
  }, [store]);
}

/** What a Check Availability run asks about. */
export interface AvailabilityInput {
  attraction: Attraction;
  date: DateOnly;
  counts: TicketCounts;
}

export interface AvailabilityControls {
  state: AvailabilityState;
  /** 'Check Availability': opens the session if needed, then checks. */
  check: () => void;
  /** Chooses a performance time (theatre). */
  selectTime: (startDatetime: string) => void;
  /**
   * Forgets the options: the date or the tickets changed, so the options on screen no longer
   * answer what is asked. The visitor checks again.
   */
  reset: () => void;
}

/**
 * The Check Availability flow on booking-core's machine (spec 2 §4): the session first, then
 * `availability/check` with the current date, tickets, currency and language. A currency or locale
 * change checks again when a check had completed or failed.
 */
export function useAvailability(input: AvailabilityInput): AvailabilityControls {
  const { client, currency, locale, logError } = useCorasContext();
  const ensureSession = useEnsureSession();
  // The machine's effects read the inputs of the moment they run, not of the render that made it.
  const latest = useRef({ ...input, client, currency, locale });
  latest.current = { ...input, client, currency, locale };

  const create = useCallback(() => {
    const effects: AvailabilityEffects = {
      openSession: ensureSession,
      check: async () => {
        const now = latest.current;
        const { data, error } = await now.client.POST('/{api_version}/availability/check', {
          body: buildAvailabilityRequest({
            attraction: now.attraction,
            date: now.date,
            currency: now.currency,
            locale: now.locale,
            counts: now.counts,
          }),
        });
        if (error) return { error: { code: error.code } };
        return { options: data.options };
      },
      logger: { error: logError, warn: logError },
    };
    return createAvailabilityStore(effects);
  }, [ensureSession, logError]);

  const [store, setStore] = useState(create);
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);

  const changed = useRef({ currency, locale });
  useEffect(() => {
    if (changed.current.currency === currency && changed.current.locale === locale) return;
    changed.current = { currency, locale };
    store.send({ type: 'localeOrCurrencyChanged' });
  }, [currency, locale, store]);

  return {
    state,
    check: useCallback(() => store.send({ type: 'check' }), [store]),
    selectTime: useCallback(
      (startDatetime: string) => store.send({ type: 'selectTime', startDatetime }),
      [store],
    ),
    // The machine has no way back to idle: a fresh one is idle, and answers to the old one's
    // runs land in the old one, unseen.
    reset: useCallback(() => {
      if (store.getSnapshot().status !== 'idle') setStore(create());
    }, [store, create]),
  };
}
