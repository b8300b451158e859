import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createImportGate, gatedImport, neverIdle } from '../../../test/gatedImport.test-utils';
import { elapse, fakeTimeouts, renderWithSandbox } from '../../../test/harness.test-utils';
import { LazyLocationPicker } from './LazyLocationPicker';
import { locationPickerPart } from './parts';

// The real picker's chunk, served only when the test opens the gate (a slow network).
const gate = vi.hoisted(() => ({ requested: false, open: () => undefined, opened: Promise.resolve() }));
vi.mock('./LocationPicker', async (importOriginal) => {
  Object.assign(gate, createImportGate());
  return gatedImport(gate)(importOriginal);
});

const field = () => screen.getByRole('combobox', { name: 'Things to do in' });

afterEach(() => {
  // Unmounted first: the stand-in cancels its idle callback with the stubbed browser's.
  cleanup();
  vi.unstubAllGlobals();
});

describe('LazyLocationPicker hand-over', () => {
  it('loads on focus, and the text typed, the caret and the focus move into the real picker', async () => {
    // A browser that is never idle: only the visitor's focus asks for the chunk.
    neverIdle();
    fakeTimeouts();
    const load = vi.spyOn(locationPickerPart, 'load');
    const user = userEvent.setup();
    renderWithSandbox(<LazyLocationPicker geolocation={null} />);
    const standIn = field();
    // Past the provider's 3 s cap, and no idle moment comes: nothing asks for the chunk.
    await elapse(5000);
    expect(load).not.toHaveBeenCalled();
    expect(gate.requested).toBe(false);
    vi.useRealTimers();

    await user.click(standIn);
    await waitFor(() => expect(gate.requested).toBe(true));
    // The chunk is still on its way: the visitor types, and moves the caret back by one.
    await user.keyboard('Dubl{ArrowLeft}');
    expect(standIn).toHaveValue('Dubl');
    expect(standIn).toHaveFocus();

    await act(async () => gate.open());
    await waitFor(() => expect(field()).not.toBe(standIn));
    const picker = field();
    expect(picker).toHaveValue('Dubl');
    expect(picker).toHaveFocus();
    expect(picker).toHaveProperty('selectionStart', 3);
    expect(picker).toHaveProperty('selectionEnd', 3);
    // The term is the real picker's own: it searches it and lists what matches.
    expect(picker).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('option', { name: 'Dublin, Ireland' })).toBeVisible();

    // Typing goes on where the caret was.
    await user.keyboard('{End}in');
    expect(picker).toHaveValue('Dublin');
  });
});
