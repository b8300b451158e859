/**
 * The text field's undo history (spec 1 §5: it holds 100 states). The field keeps its own because
 * a masked or controlled input sets its value from script, which empties the browser's own stack.
 */

/** How many states the history holds, the current one included (spec 1 §5). */
export const UNDO_HISTORY_LIMIT = 100;

export interface UndoHistory {
  /** Older states, oldest first. */
  past: readonly string[];
  /** The state shown now. */
  present: string;
  /** States undone, the next to redo first. */
  future: readonly string[];
}

export function createHistory(initial: string): UndoHistory {
  return { past: [], present: initial, future: [] };
}

/** A new state: the present joins the past (the oldest drops out past 100), redo is forgotten. */
export function recordHistory(history: UndoHistory, value: string, limit = UNDO_HISTORY_LIMIT): UndoHistory {
  if (value === history.present) return history;
  const past = [...history.past, history.present].slice(-(limit - 1));
  return { past, present: value, future: [] };
}

/** One step back; nothing changes when there is nothing to undo. */
export function undoHistory(history: UndoHistory): UndoHistory {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

/** One step forward again; nothing changes when there is nothing to redo. */
export function redoHistory(history: UndoHistory): UndoHistory {
  const [next, ...future] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future };
}
