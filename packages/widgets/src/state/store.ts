import {
  createContext,
  createElement,
  type ReactNode,
  useCallback,
  useContext,
  useSyncExternalStore,
} from 'react';

/** Reads another atom's value inside a derived atom (and makes the derived atom depend on it). */
export type Getter = <V>(atom: Atom<V>) => V;

/**
 * A piece of a widget's shared state, declared once in the module that owns it; its value lives in
 * each widget's store, so two widgets on a page never share it. A derived atom computes its value
 * from others, once per store and again after one of them changed.
 */
export interface Atom<T> {
  readonly read: (get: Getter) => T;
}

/** An atom holding a value of its own, from `initial` until set. */
export interface PrimitiveAtom<T> extends Atom<T> {
  readonly initial: T;
}

/** A new value, or how to make it from the current one. */
export type SetStateAction<T> = T | ((previous: T) => T);

/** A value derived from other atoms: `atom((get) => makeController(get(timeAtom)))`. */
export function atom<T>(read: (get: Getter) => T): Atom<T>;
/** A value of `initial` in every store: `atom(false)`. */
export function atom<T>(initial: T): PrimitiveAtom<T>;
export function atom<T>(initialOrRead: T | ((get: Getter) => T)): Atom<T> {
  if (typeof initialOrRead === 'function') return { read: initialOrRead as (get: Getter) => T };
  const primitive: PrimitiveAtom<T> = { initial: initialOrRead, read: (get) => get(primitive) };
  return primitive;
}

/** The set `map` holds for `key`, added empty the first time. */
function setOf<K, V>(map: Map<K, Set<V>>, key: K): Set<V> {
  const present = map.get(key);
  if (present) return present;
  const created = new Set<V>();
  map.set(key, created);
  return created;
}

const isPrimitive = <T>(atom: Atom<T>): atom is PrimitiveAtom<T> => 'initial' in atom;

/** One widget's values of every atom: `get`, `set`, and `sub` (which `useSyncExternalStore` takes). */
export interface Store {
  get<T>(atom: Atom<T>): T;
  set<T>(atom: PrimitiveAtom<T>, update: SetStateAction<T>): void;
  /** Calls `listener` after each change of `atom`'s value; returns the unsubscribe. */
  sub(atom: Atom<unknown>, listener: () => void): () => void;
}

interface Entry {
  value: unknown;
  /** Bumped on every change: a derived atom recomputes when a dependency's differs from what it read. */
  version: number;
  /** A derived atom's dependencies and the versions it computed from. */
  dependencies?: Map<Atom<unknown>, number>;
}

/**
 * A widget's state: the provider creates one per widget (the store of jotai's model, the small part
 * of it the widgets use — primitive atoms and atoms derived from them — in a fraction of jotai's
 * weight on the landing's first load).
 */
export function createStore(): Store {
  const entries = new Map<Atom<unknown>, Entry>();
  const listeners = new Map<Atom<unknown>, Set<() => void>>();
  /** The derived atoms that read each atom, to notify theirs when it changes. */
  const readers = new Map<Atom<unknown>, Set<Atom<unknown>>>();

  const versionOf = (atom: Atom<unknown>) => entries.get(atom)?.version ?? 0;

  function get<T>(atom: Atom<T>): T {
    const entry = entries.get(atom);
    if (isPrimitive(atom)) return (entry ? entry.value : atom.initial) as T;
    if (entry?.dependencies) {
      let fresh = true;
      for (const [dependency, version] of entry.dependencies) {
        get(dependency);
        if (versionOf(dependency) !== version) fresh = false;
      }
      if (fresh) return entry.value as T;
    }
    const dependencies = new Map<Atom<unknown>, number>();
    const value = atom.read((dependency) => {
      const read = get(dependency);
      dependencies.set(dependency, versionOf(dependency));
      setOf(readers, dependency).add(atom);
      return read;
    });
    const changed = !entry || !Object.is(entry.value, value);
    entries.set(atom, { value, version: versionOf(atom) + (changed ? 1 : 0), dependencies });
    return value;
  }

  function notify(atom: Atom<unknown>, seen = new Set<Atom<unknown>>()) {
    if (seen.has(atom)) return;
    seen.add(atom);
    for (const listener of [...(listeners.get(atom) ?? [])]) listener();
    for (const reader of readers.get(atom) ?? []) notify(reader, seen);
  }

  return {
    get,
    set(atom, update) {
      const previous = get(atom);
      const next =
        typeof update === 'function' ? (update as (previous: unknown) => typeof previous)(previous) : update;
      if (Object.is(previous, next)) return;
      entries.set(atom, { value: next, version: versionOf(atom) + 1 });
      notify(atom);
    },
    sub(atom, listener) {
      const set = setOf(listeners, atom);
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
  };
}

const StoreContext = createContext<Store | null>(null);

/** Makes `store` the store of every atom hook below it (the provider gives each widget its own). */
export function StoreProvider({ store, children }: { store: Store; children?: ReactNode }) {
  return createElement(StoreContext.Provider, { value: store }, children);
}

let fallbackStore: Store | undefined;

/**
 * The store of the nearest `StoreProvider`. Outside one (a component rendered on its own in a test)
 * a store shared by every such component, as jotai's default store is.
 */
export function useStore(): Store {
  const store = useContext(StoreContext);
  if (store) return store;
  fallbackStore ??= createStore();
  return fallbackStore;
}

/** The atom's value in this widget's store; re-renders when it changes. */
export function useAtomValue<T>(atom: Atom<T>): T {
  const store = useStore();
  const subscribe = useCallback((listener: () => void) => store.sub(atom, listener), [store, atom]);
  const read = () => store.get(atom);
  return useSyncExternalStore(subscribe, read, read);
}

/** A setter of the atom's value in this widget's store (stable across renders). */
export function useSetAtom<T>(atom: PrimitiveAtom<T>): (update: SetStateAction<T>) => void {
  const store = useStore();
  return useCallback((update: SetStateAction<T>) => store.set(atom, update), [store, atom]);
}

/** `[value, setValue]` of the atom in this widget's store, like `useState`. */
export function useAtom<T>(atom: PrimitiveAtom<T>): [T, (update: SetStateAction<T>) => void] {
  return [useAtomValue(atom), useSetAtom(atom)];
}
