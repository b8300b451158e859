import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createImportGate, gatedImport, markup, neverIdle } from '../../../test/gatedImport.test-utils';
import { elapse, fakeTimeouts, renderWithSandbox } from '../../../test/harness.test-utils';
import { FilterBar } from './FilterBar';
import { TEST_NOW } from './filter.test-utils';
import { filtersDrawerPart } from './parts';

// The real drawer's chunk, served only when the test opens the gate (a slow network).
const gate = vi.hoisted(() => ({ requested: false, open: () => undefined, opened: Promise.resolve() }));
vi.mock('./FiltersDrawer', async (importOriginal) => {
  Object.assign(gate, createImportGate());
  return gatedImport(gate)(importOriginal);
});

afterEach(() => {
  // Unmounted first: the stand-in cancels its idle callback with the stubbed browser's.
  cleanup();
  vi.unstubAllGlobals();
});

describe('LazyFiltersDrawer', () => {
  it('loads when the Filters button is focused, which keeps the focus and the look; Enter then opens it', async () => {
    neverIdle();
    fakeTimeouts();
    const load = vi.spyOn(filtersDrawerPart, 'load');
    const user = userEvent.setup();
    renderWithSandbox(<FilterBar layout="desktop" now={TEST_NOW} />);
    const standIn = await screen.findByRole('button', { name: 'Filters' });
    expect(standIn).toHaveAttribute('aria-haspopup', 'dialog');
    // Past the provider's 3 s cap, and no idle moment comes: nothing asks for the chunk.
    await elapse(5000);
    // The category tree comes, and with it the default category (music, an active filter: the
    // button's primary look); the stand-in's look before the swap.
    await waitFor(() => expect(standIn.className).toMatch(/variant_primary/), { timeout: 10_000 });
    const before = markup(standIn);
    expect(load).not.toHaveBeenCalled();
    expect(gate.requested).toBe(false);
    vi.useRealTimers();

    while (document.activeElement !== standIn) await user.tab();
    await waitFor(() => expect(gate.requested).toBe(true));

    await act(async () => gate.open());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Filters' })).not.toBe(standIn));
    const button = screen.getByRole('button', { name: 'Filters' });
    expect(button).toHaveFocus();
    expect(markup(button)).toBe(before);

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Filters' })).toBeVisible();
  });
});
