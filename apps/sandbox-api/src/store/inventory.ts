/**
 * Tickets taken per option: held, being paid, or sold. An option's remaining stock is its
 * capacity (a pure function of the seed) minus what is taken here, so the store only records
 * changes. Every method is synchronous: Node runs one at a time, so a check and its take can
 * never interleave with another request's, and stock can never go below zero.
 */
export interface Inventory {
  taken(key: string): number;
  remaining(key: string, capacity: number): number;
  /** Takes `count` if that many remain; returns the index of the first ticket taken, or undefined. */
  take(key: string, capacity: number, count: number): number | undefined;
  give(key: string, count: number): void;
  clear(): void;
}

/** An empty {@link Inventory}: every option at its full capacity. */
export function createInventory(): Inventory {
  const taken = new Map<string, number>();
  // Seats are numbered from a counter that never goes back, so a released seat is not handed out twice.
  const issued = new Map<string, number>();
  const takenOf = (key: string) => taken.get(key) ?? 0;
  return {
    taken: takenOf,
    remaining: (key, capacity) => Math.max(0, capacity - takenOf(key)),
    take(key, capacity, count) {
      if (count < 1 || capacity - takenOf(key) < count) return undefined;
      taken.set(key, takenOf(key) + count);
      const first = issued.get(key) ?? 0;
      issued.set(key, first + count);
      return first;
    },
    give(key, count) {
      const next = takenOf(key) - count;
      if (next < 0) throw new RangeError(`Released more tickets than were taken for ${key}`);
      if (next === 0) taken.delete(key);
      else taken.set(key, next);
    },
    clear() {
      taken.clear();
      issued.clear();
    },
  };
}
