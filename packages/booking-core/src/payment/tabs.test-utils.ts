import type { RemovableStorage } from '../adapters/storage';
import { globalTimers } from '../adapters/timers';
import type { TabLocks } from './claim';

/**
 * Web Locks as a browser grants them to the tabs of one origin: a name one tab holds is refused to
 * the others (`ifAvailable`); a granted callback that never settles holds it for good.
 */
export function tabLocks(): TabLocks {
  const held = new Set<string>();
  return {
    async request(name, _options, callback) {
      if (held.has(name)) return callback(null);
      held.add(name);
      return callback({ name });
    },
  };
}

interface Entry {
  value: string | null;
  /** The order in which the write was made, across every tab. */
  order: number;
}

/** One tab's view of {@link visitorStorage}: its storage, and who hears the others' writes. */
export interface TabStorage {
  storage: RemovableStorage;
  /** Called for each write of another tab that reaches this one: the `storage` event. */
  onChange(listener: () => void): void;
}

/**
 * The visitor's `localStorage` as a browser gives it to tabs in separate processes: each tab reads
 * its own copy at once; a write reaches the other tabs `delayMs` later, with a `storage` event
 * there (unless `events` is false: a listener that misses them), and of two writes that cross, the
 * later one wins everywhere. Driven by the global (fake) timers; while `held`, writes wait for
 * `release()`, which delivers them in the order they were made.
 */
export function visitorStorage({
  delayMs = 5,
  events = true,
  held = false,
}: {
  delayMs?: number;
  events?: boolean;
  held?: boolean;
} = {}) {
  let writes = 0;
  let holding = held;
  const queue: (() => void)[] = [];
  const tabs: { copy: Map<string, Entry>; listeners: (() => void)[] }[] = [];
  return {
    /** Delivers the writes held so far, and from now on every write after `delayMs`. */
    release() {
      holding = false;
      for (const deliver of queue.splice(0)) deliver();
    },
    tab(): TabStorage {
      const me = { copy: new Map<string, Entry>(), listeners: [] as (() => void)[] };
      // A tab opened later starts from what the others have (as a new page reads the storage).
      const first = tabs[0];
      if (first) for (const [key, entry] of first.copy) me.copy.set(key, entry);
      tabs.push(me);
      const write = (key: string, value: string | null) => {
        writes += 1;
        const entry = { value, order: writes };
        me.copy.set(key, entry);
        for (const other of tabs) {
          if (other === me) continue;
          const deliver = () => {
            if ((other.copy.get(key)?.order ?? 0) > entry.order) return;
            other.copy.set(key, entry);
            if (events) for (const listener of other.listeners) listener();
          };
          if (holding) queue.push(deliver);
          else globalTimers.setTimeout(deliver, delayMs);
        }
      };
      return {
        storage: {
          getItem: (key) => me.copy.get(key)?.value ?? null,
          setItem: (key, value) => write(key, value),
          removeItem: (key) => write(key, null),
        },
        onChange: (listener) => me.listeners.push(listener),
      };
    },
  };
}
