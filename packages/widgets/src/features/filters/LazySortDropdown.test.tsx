import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createImportGate, gatedImport, neverIdle } from '../../../test/gatedImport.test-utils';
import { elapse, fakeTimeouts, renderWithSandbox } from '../../../test/harness.test-utils';
import { LazySortDropdown } from './LazySortDropdown';
import { sortDropdownPart } from './parts';

// The real dropdown's chunk, served only when the test opens the gate (a slow network).
const gate = vi.hoisted(() => ({
  requested: false,
  open: () => undefined,
  opened: Promise.resolve(),
  loaded: false,
}));
vi.mock('./SortSelector', async (importOriginal) => {
  Object.assign(gate, createImportGate());
  const module = await gatedImport(gate)(importOriginal);
  gate.loaded = true;
  return module;
});

afterEach(() => {
  // Unmounted first: the stand-in cancels its idle callback with the stubbed browser's.
  cleanup();
  vi.unstubAllGlobals();
});

describe('LazySortDropdown', () => {
  it('keeps the stand-in while a press is under way, so the click that ends it opens the options as the real one', async () => {
    neverIdle();
    fakeTimeouts();
    const load = vi.spyOn(sortDropdownPart, 'load');
    renderWithSandbox(<LazySortDropdown />, { initialParams: { page: 'landing', country: 'ireland' } });
    const standIn = screen.getByRole('button', { name: 'Sort by' });
    expect(standIn).toHaveAttribute('aria-haspopup', 'dialog');
    // Past the provider's 3 s cap, and no idle moment comes: nothing asks for the chunk.
    await elapse(5000);
    expect(load).not.toHaveBeenCalled();
    expect(gate.requested).toBe(false);
    vi.useRealTimers();

    fireEvent.pointerOver(standIn);
    await waitFor(() => expect(gate.requested).toBe(true));
    fireEvent.pointerDown(standIn, { button: 0 });
    standIn.focus();
    await act(async () => gate.open());
    // The stand-in's own handlers of the chunk's arrival run first, their render inside this act:
    // without the hold the stand-in would be swapped by now.
    await act(() => sortDropdownPart.load());
    expect(gate.loaded).toBe(true);
    // The module is here, but the button under the pressed pointer is not swapped: its click
    // would reach neither button.
    expect(screen.getByRole('button', { name: 'Sort by' })).toBe(standIn);

    fireEvent.pointerUp(standIn, { button: 0 });
    fireEvent.click(standIn);
    const list = await screen.findByRole('listbox', { name: 'Sort by' });
    await waitFor(() => expect(list).toHaveFocus());
    const button = screen.getByRole('button', { name: 'Sort by', hidden: true });
    expect(button).not.toBe(standIn);
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });
});
