import { FIXTURE_IDS } from '@coras/sandbox-api/testing';
import { act, screen, waitFor } from '@testing-library/react';
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

// The details page's chunk, served only when the test opens the gate (a slow network).
const page = vi.hoisted(() => ({ requested: false, open: () => undefined, opened: Promise.resolve() }));
vi.mock('../pages/details/DetailsPage', async (importOriginal) => {
  Object.assign(page, createImportGate());
  return gatedImport(page)(importOriginal);
});

describe("BookingApp on the details page: the lazy controls wait for the page's content", () => {
  it('loads them on idle only once the attraction is on screen, not when its data has come', async () => {
    fakeTimeouts();
    // The provider's 3 s cap never passes: only the page's content opens the gate.
    const provider = manualTimers();
    const loads = [vi.spyOn(lazyChrome, 'load'), vi.spyOn(lazyControls, 'load')];
    const { sandbox } = renderWithSandbox(<BookingApp />, {
      timers: provider.timers,
      initialParams: { page: 'details', id: FIXTURE_IDS.dublinWalkingTour },
    });
    const attractionAnswered = () =>
      sandbox.requests.some((request) => new URL(request.url).pathname.startsWith('/v2/attractions/'));
    await waitFor(() => expect(page.requested).toBe(true));
    await waitFor(() => expect(attractionAnswered()).toBe(true));
    // The data is in; the page's chunk is still on its way, and idle moments pass.
    await elapse(5000);
    for (const load of loads) expect(load).not.toHaveBeenCalled();
    expect(controls.asked).toBe(0);

    await act(async () => page.open());
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    await waitFor(() => expect(controls.asked).toBe(1));
    await standInsReplaced();
  });
});
