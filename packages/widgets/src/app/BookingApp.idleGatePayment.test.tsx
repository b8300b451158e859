import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createImportGate, gatedImport } from '../../test/gatedImport.test-utils';
import {
  elapse,
  fakeTimeouts,
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

// The checkout's chunk, served only when the test opens the gate (a slow network).
const checkout = vi.hoisted(() => ({ requested: false, open: () => undefined, opened: Promise.resolve() }));
vi.mock('@coras/checkout', async (importOriginal) => {
  Object.assign(checkout, createImportGate());
  return gatedImport(checkout)(importOriginal);
});

describe("BookingApp on the payment page: the lazy controls wait for the checkout's content", () => {
  it("loads them on idle only once the checkout's chunk has come and its first requests have answered", async () => {
    fakeTimeouts();
    // The provider's 3 s cap never passes: only the page's content opens the gate.
    const provider = manualTimers();
    const loads = [vi.spyOn(lazyChrome, 'load'), vi.spyOn(lazyControls, 'load')];
    const { sandbox } = renderWithSandbox(<BookingApp />, {
      timers: provider.timers,
      initialParams: { page: 'payment' },
    });
    const countriesAnswered = () =>
      sandbox.requests.some((request) => new URL(request.url).pathname.startsWith('/v2/countries'));
    await waitFor(() => expect(checkout.requested).toBe(true));
    await waitFor(() => expect(countriesAnswered()).toBe(true));
    await elapse(5000);
    for (const load of loads) expect(load).not.toHaveBeenCalled();
    expect(controls.asked).toBe(0);

    await act(async () => checkout.open());
    await waitFor(() => expect(controls.asked).toBe(1));
    await standInsReplaced();
  });
});
