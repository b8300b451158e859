import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createImportGate, gatedImport, markup, neverIdle } from '../../../test/gatedImport.test-utils';
import { elapse, fakeTimeouts, renderWithSandbox } from '../../../test/harness.test-utils';
import { TEST_NOW } from './filter.test-utils';
import { LazyDateRangeFilter } from './LazyDateRangeFilter';
import { dateRangeFilterPart } from './parts';

// The real filter's chunk, served only when the test opens the gate (a slow network).
const gate = vi.hoisted(() => ({ requested: false, open: () => undefined, opened: Promise.resolve() }));
vi.mock('./DateRangeFilter', async (importOriginal) => {
  Object.assign(gate, createImportGate());
  return gatedImport(gate)(importOriginal);
});

afterEach(() => {
  // Unmounted first: the stand-in cancels its idle callback with the stubbed browser's.
  cleanup();
  vi.unstubAllGlobals();
});

describe('LazyDateRangeFilter', () => {
  it('loads when the dates button is focused, which keeps the focus, the look and the clear icon; Enter then opens the calendar', async () => {
    neverIdle();
    fakeTimeouts();
    const load = vi.spyOn(dateRangeFilterPart, 'load');
    const user = userEvent.setup();
    const { container } = renderWithSandbox(<LazyDateRangeFilter layout="desktop" now={TEST_NOW} />, {
      initialParams: { page: 'landing', country: 'ireland', startDate: '2027-01-05', endDate: '2027-01-09' },
    });
    const standIn = screen.getByRole('button', { name: /^5\s*–\s*9 Jan 2027$/ });
    expect(standIn).toHaveAttribute('aria-haspopup', 'dialog');
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    const clear = screen.getByRole('button', { name: 'Clear dates' });
    const before = markup(container);
    // Past the provider's 3 s cap, and no idle moment comes: nothing asks for the chunk.
    await elapse(5000);
    expect(load).not.toHaveBeenCalled();
    expect(gate.requested).toBe(false);
    vi.useRealTimers();

    await user.tab();
    expect(standIn).toHaveFocus();
    await waitFor(() => expect(gate.requested).toBe(true));

    await act(async () => gate.open());
    await waitFor(() => expect(screen.getByRole('button', { name: /Jan 2027/ })).not.toBe(standIn));
    const button = screen.getByRole('button', { name: /Jan 2027/ });
    expect(button).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Clear dates' })).toBe(clear);
    expect(markup(container)).toBe(before);

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Choose dates' })).toBeVisible();
  });
});
