import type { CorasClient } from '@coras/api-client';
import type { TimerProvider } from '@coras/booking-core';
import { useEffect, useRef, useState } from 'react';

/** How often the page looks whether its booking session is still there. */
const CHECK_EVERY_MS = 1000;

/**
 * Whether the booking session the page opened with has ended (issue 20): it expired on the
 * client, the API client dropped it on the 401 of a session call, or the server answered the
 * confirmation 401 (`end`). Not looked at while `paused` (a payment runs or was paid: a paid
 * order clears its session on purpose). A page opened without a session has none to lose.
 */
export function useSessionEnded(
  client: CorasClient,
  timers: TimerProvider,
  paused: boolean,
): { ended: boolean; end(): void } {
  const openedWith = useRef(client.session.get());
  const [ended, setEnded] = useState(false);
  useEffect(() => {
    const session = openedWith.current;
    if (ended || paused || session === undefined) return;
    let handle: unknown;
    const check = () => {
      if (client.session.get() === session) handle = timers.setTimeout(check, CHECK_EVERY_MS);
      else setEnded(true);
    };
    check();
    return () => timers.clearTimeout(handle);
  }, [client, timers, paused, ended]);
  return { ended, end: () => setEnded(true) };
}

/** The attraction 'Back to {name}' leads to when the session ended: the basket is empty by then. */
export interface LastAttraction {
  attraction_id: string;
  attraction_name: string;
}

/** The basket's first attraction, kept after the basket empties (the 'session ended' link). */
export function useLastAttraction(
  items: readonly { attraction_id?: string | undefined; attraction_name: string }[],
): LastAttraction | undefined {
  const last = useRef<LastAttraction | undefined>(undefined);
  const first = items[0];
  if (first?.attraction_id) {
    last.current = { attraction_id: first.attraction_id, attraction_name: first.attraction_name };
  }
  return last.current;
}
