/** Something that changes over time and tells who listens: what React's `useSyncExternalStore` wraps. */
export interface Store<State, Event> {
  /** The current state; the same object until an event changes it. */
  getSnapshot(): State;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Feeds an event to the machine. */
  send(event: Event): void;
}

/** Runs after each event that changed the state: where a machine's store starts its effects. */
export type TransitionListener<State, Event> = (next: State, previous: State, event: Event) => void;

/**
 * The tiny store every machine of this package uses: a pure `transition(state, event)` plus
 * listeners. An event that returns the same state object notifies nobody.
 *
 * @example
 * const store = createStore(initialBasket, basketReducer);
 * store.subscribe(() => render(store.getSnapshot()));
 * store.send({ type: 'clear' });
 */
export function createStore<State, Event>(
  initial: State,
  transition: (state: State, event: Event) => State,
  onTransition?: TransitionListener<State, Event>,
): Store<State, Event> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    send(event) {
      const previous = state;
      const next = transition(previous, event);
      if (Object.is(next, previous)) return;
      state = next;
      onTransition?.(next, previous, event);
      for (const listener of [...listeners]) listener();
    },
  };
}
