import { createMemoryStorage } from '@coras/booking-core';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createImportGate, gatedImport, markup, neverIdle } from '../../../test/gatedImport.test-utils';
import { elapse, fakeTimeouts, renderWithSandbox } from '../../../test/harness.test-utils';
import { LazyNavbarSearch } from './LazyNavbarSearch';
import { navbarSearchPart } from './parts';

// The real search's chunk, served only when the test opens the gate (a slow network).
const gate = vi.hoisted(() => ({ requested: false, open: () => undefined, opened: Promise.resolve() }));
vi.mock('./NavbarSearch', async (importOriginal) => {
  Object.assign(gate, createImportGate());
  return gatedImport(gate)(importOriginal);
});

const field = () => screen.getByRole('combobox', { name: 'Search' });

afterEach(() => {
  // Unmounted first: the stand-in cancels its idle callback with the stubbed browser's.
  cleanup();
  vi.unstubAllGlobals();
});

describe('LazyNavbarSearch', () => {
  it('loads on focus; the text typed, the caret and the focus move into the real search, which looks the same', async () => {
    // A browser that is never idle: only the visitor's focus asks for the chunk.
    neverIdle();
    fakeTimeouts();
    const load = vi.spyOn(navbarSearchPart, 'load');
    const user = userEvent.setup();
    const { container } = renderWithSandbox(<LazyNavbarSearch storage={createMemoryStorage()} />);
    const standIn = field();
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    expect(standIn).toHaveAttribute('placeholder', 'Search attractions, cities, countries');
    const before = markup(container);
    // Past the provider's 3 s cap, and no idle moment comes: nothing asks for the chunk.
    await elapse(5000);
    expect(load).not.toHaveBeenCalled();
    expect(gate.requested).toBe(false);
    vi.useRealTimers();

    await user.click(standIn);
    await waitFor(() => expect(gate.requested).toBe(true));
    await user.keyboard('dubl{ArrowLeft}');
    expect(standIn).toHaveValue('dubl');

    await act(async () => gate.open());
    await waitFor(() => expect(field()).not.toBe(standIn));
    const search = field();
    expect(search).toHaveValue('dubl');
    expect(search).toHaveFocus();
    expect(search).toHaveProperty('selectionStart', 3);
    // The term is the real search's own: it asks the API and lists what matches.
    expect(await screen.findByRole('option', { name: 'Dublin' })).toBeVisible();
    expect(search).toHaveAttribute('aria-expanded', 'true');

    // Emptied and left, it reads as the stand-in did.
    await user.clear(search);
    await user.keyboard('{Escape}');
    await user.tab();
    await waitFor(() => expect(search).toHaveAttribute('aria-expanded', 'false'));
    expect(markup(container)).toBe(before);
  });
});
