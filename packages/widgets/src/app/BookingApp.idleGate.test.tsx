import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  elapse,
  fakeTimeouts,
  inProcessSandbox,
  manualTimers,
  renderWithSandbox,
  standInsReplaced,
} from '../../test/harness.test-utils';
import { BookingApp } from './BookingApp';
import { lazyControls } from './controlParts';
import { lazyChrome } from './useChrome';

// The lazy controls' chunk (location picker, menus, dates, Filters…): counted as it is imported.
const controls = vi.hoisted(() => ({ asked: 0 }));
vi.mock('./controls', async (importOriginal) => {
  controls.asked += 1;
  return importOriginal();
});

/** A sandbox whose landing search waits until the test releases it (a slow answer). */
function slowSearch() {
  const sandbox = inProcessSandbox();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetch = async (request: Request) => {
    if (new URL(request.url).pathname === '/v2/landing') await held;
    return sandbox.fetch(request);
  };
  return { sandbox: { ...sandbox, fetch }, release };
}

describe("BookingApp: the lazy controls load after the first page's data", () => {
  it('waits for the landing search to answer before loading them on idle', async () => {
    fakeTimeouts();
    // The provider's 3 s cap never passes: only the page's content opens the gate.
    const provider = manualTimers();
    const loads = [vi.spyOn(lazyChrome, 'load'), vi.spyOn(lazyControls, 'load')];
    const { sandbox, release } = slowSearch();
    renderWithSandbox(<BookingApp />, { sandbox, timers: provider.timers });
    // Idle moments pass while the search is out (here, without requestIdleCallback, timers).
    await elapse(5000);
    for (const load of loads) expect(load).not.toHaveBeenCalled();
    expect(controls.asked).toBe(0);

    release();
    await waitFor(() => expect(controls.asked).toBe(1));
    await standInsReplaced();
  });
});
