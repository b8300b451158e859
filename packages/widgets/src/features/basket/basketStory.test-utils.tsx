/**
 * Helpers of the basket's stories (not part of the package's API): they fill the basket through
 * the story's own client against the real sandbox, drive the basket's time by hand, and shape the
 * sandbox's answers only to pin a countdown or to inject a fault.
 */
import {
  type CorasClient,
  ensureBookingSession,
  getAttraction,
  type TicketSelection,
} from '@coras/api-client';
import type { TimerProvider } from '@coras/booking-core';
import { holdFirstAvailable } from '@coras/sandbox-api/visitor';
import { useHydrateAtoms } from 'jotai/utils';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type BasketTime, basketTimeAtom } from '../../runtime/basket/basketTime';
import { useCorasContext } from '../../runtime/provider/context';

/**
 * The sandbox's fixed fixture ids (`FIXTURE_IDS` of @coras/sandbox-api, the same for every seed).
 * Copied rather than imported: the sandbox's module would bring its server into the stories' bundle.
 */
export const BASKET_STORY_FIXTURES = {
  dublinWalkingTour: 'a9c3b248-ea53-432a-a64d-8c871fd93834',
  corkTheatre: '5d3b6afc-f090-42e9-8700-d3a1cc639c4c',
} as const;

/** A hand-driven clock and timer provider: the basket's time only moves when a play function says so. */
export interface ManualBasketTime extends BasketTime {
  /** Moves time on by `ms`, running every timer that falls due on the way, in order. */
  advance(ms: number): Promise<void>;
  reset(): void;
}

/** A manual basket time starting at a fixed instant, so countdowns read the same in every screenshot. */
export function manualBasketTime(start = Date.parse('2026-11-21T09:00:00Z')): ManualBasketTime {
  let now = start;
  let nextId = 0;
  let queue: Array<{ id: number; at: number; callback: () => void }> = [];
  const timers: TimerProvider = {
    setTimeout: (callback, ms) => {
      nextId += 1;
      queue.push({ id: nextId, at: now + ms, callback });
      return nextId;
    },
    clearTimeout: (handle) => {
      queue = queue.filter((timer) => timer.id !== handle);
    },
  };
  return {
    clock: () => now,
    timers,
    reset() {
      now = start;
      queue = [];
    },
    async advance(ms) {
      const target = now + ms;
      for (;;) {
        const due = queue.filter((timer) => timer.at <= target).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        queue = queue.filter((timer) => timer !== due);
        now = due.at;
        due.callback();
      }
      now = target;
      await frameDrawn();
    },
  };
}

/**
 * Resolves at the second animation frame from now, so once a whole frame has been drawn since the
 * call: what a timer or an answer changed has been rendered, laid out and painted, and any layout
 * shift it made has been reported. A wait for the browser's rendering, not for a length of time.
 */
export function frameDrawn(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

/** Tickets to hold before the basket shows: a fixture, a day after the sandbox's today, the counts. */
export interface StoryHold {
  attraction: keyof typeof BASKET_STORY_FIXTURES;
  /** Days after the sandbox's today (a different day per story keeps their stock apart). */
  inDays: number;
  /** Tickets per price type, by the attraction's price type order (the first is adult). */
  tickets: number[];
}

function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/**
 * Holds tickets through the story's client (so in the story's booking session): the first
 * available option of the fixture on that day.
 */
async function holdForStory(
  client: ReturnType<typeof useCorasContext>['client'],
  apiHost: string,
  hold: StoryHold,
) {
  const id = BASKET_STORY_FIXTURES[hold.attraction];
  const fixtures = (await (await fetch(`${apiHost}/sandbox/fixtures`)).json()) as { today: string };
  const date = addDays(fixtures.today, hold.inDays);
  await ensureBookingSession(client);
  const { data: attraction } = await getAttraction(client, id, { currency: 'EUR' });
  const tickets: TicketSelection[] = hold.tickets
    .map((count, index) => ({
      price_type_id: attraction?.price_types[index]?.price_type_id ?? 'adult',
      number_of_tickets: count,
    }))
    .filter((ticket) => ticket.number_of_tickets > 0);
  await holdFirstAvailable(client, { attractionId: id, date, tickets });
}

export interface BasketStageProps {
  /** Held before the basket mounts. */
  holds?: readonly StoryHold[] | undefined;
  /** The basket's clock and timers (set before the basket is first used). */
  time?: BasketTime | undefined;
  children: ReactNode;
}

/**
 * Sets the basket's time, then holds each of `holds` in order with `hold`; true once all are held.
 * Stories render their screen only then, so it mounts on a filled basket.
 */
export function useStoryHolds<Hold>(
  holds: readonly Hold[],
  time: BasketTime | undefined,
  hold: (client: CorasClient, apiHost: string, wanted: Hold) => Promise<unknown>,
): boolean {
  const { client, config } = useCorasContext();
  useHydrateAtoms(new Map(time ? [[basketTimeAtom, time]] : []));
  const [ready, setReady] = useState(holds.length === 0);
  const holdRef = useRef(hold);
  useEffect(() => {
    if (holds.length === 0) return;
    let current = true;
    void (async () => {
      for (const wanted of holds) await holdRef.current(client, config.apiHost, wanted);
      if (current) setReady(true);
    })();
    return () => {
      current = false;
    };
  }, [holds, client, config.apiHost]);
  return ready;
}

/** A navbar-like bar for the basket, filled with the story's holds first. */
export function BasketStage({ holds = [], time, children }: BasketStageProps) {
  const ready = useStoryHolds(holds, time, holdForStory);
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', minHeight: 56 }}>
      {ready ? children : null}
    </div>
  );
}

export interface BasketStoryFetchOptions {
  /** The `expires_in` of each listed reservation, in order: countdowns that read the same every run. */
  expiresIn?: readonly number[] | undefined;
  /** `X-Sandbox-Fault` for the basket's `GET reservations` (e.g. `503`). */
  fault?: string | undefined;
  /** The basket's `GET reservations` never answers: the loading state. */
  hang?: boolean | undefined;
  /** The basket's `GET reservations` waits for this (a play function lets it go). */
  held?: (() => Promise<void>) | undefined;
}

/** The `fetch` of a basket story's provider: the browser's own, shaped for the basket's load. */
export function basketStoryFetch({ expiresIn, fault, hang, held }: BasketStoryFetchOptions = {}) {
  return async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname;
    const listing = request.method === 'GET' && path.endsWith('/reservations');
    if (!listing) return fetch(request);
    if (hang) return new Promise<Response>(() => undefined);
    if (held) await held();
    let outgoing = request;
    if (fault) {
      outgoing = new Request(request);
      outgoing.headers.set('X-Sandbox-Fault', fault);
    }
    const response = await fetch(outgoing);
    if (!response.ok || !expiresIn) return response;
    const body = (await response.json()) as { reservations: Array<{ expires_in: number }> };
    body.reservations.forEach((reservation, index) => {
      reservation.expires_in = expiresIn[index] ?? reservation.expires_in;
    });
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    return Response.json(body, { status: response.status, headers });
  };
}
