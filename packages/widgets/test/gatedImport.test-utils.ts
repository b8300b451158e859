/**
 * A gate for a lazy chunk in tests: `vi.mock(path, gatedImport(gate))` serves the real module, only
 * once the test opens the gate — as a slow network would — and records when it was asked for.
 * Stand-ins are tested against the real control this way, with nothing stubbed.
 */
import { vi } from 'vitest';

export interface ImportGate {
  /** The chunk has been asked for. */
  requested: boolean;
  open(): void;
  opened: Promise<void>;
}

export function createImportGate(): ImportGate {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { requested: false, open: () => open(), opened };
}

/** The factory of `vi.mock` that holds the real module behind `gate`. */
export function gatedImport<T>(gate: ImportGate) {
  return async (importOriginal: () => Promise<T>): Promise<T> => {
    gate.requested = true;
    await gate.opened;
    return importOriginal();
  };
}

/**
 * An element's markup as a visitor meets it, to compare a stand-in with its real control: without
 * the ids and the references to them (each render draws its own) and the stand-in's marker.
 */
export const markup = (element: Element) =>
  element.outerHTML.replace(/ (id|aria-controls|aria-labelledby|data-stand-in)="[^"]*"/g, '');

/**
 * A browser that is never idle: its `requestIdleCallback` never calls back (`vi.unstubAllGlobals()`
 * undoes it), so only the visitor's focus, pointer or press asks for a stand-in's chunk.
 */
export function neverIdle(): void {
  vi.stubGlobal('requestIdleCallback', () => 1);
  vi.stubGlobal('cancelIdleCallback', () => undefined);
}
