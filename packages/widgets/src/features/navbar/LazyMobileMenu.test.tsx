import { createMemoryStorage } from '@coras/booking-core';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createImportGate, gatedImport, markup, neverIdle } from '../../../test/gatedImport.test-utils';
import { elapse, fakeTimeouts, renderWithSandbox } from '../../../test/harness.test-utils';
import { LazyMobileMenu } from './LazyMobileMenu';
import { mobileMenuPart } from './parts';

// The real menu's chunk, served only when the test opens the gate (a slow network).
const gate = vi.hoisted(() => ({ requested: false, open: () => undefined, opened: Promise.resolve() }));
vi.mock('./MobileMenu', async (importOriginal) => {
  Object.assign(gate, createImportGate());
  return gatedImport(gate)(importOriginal);
});

afterEach(() => {
  // Unmounted first: the stand-in cancels its idle callback with the stubbed browser's.
  cleanup();
  vi.unstubAllGlobals();
});

describe('LazyMobileMenu', () => {
  it('a press before the menu has loaded opens it as it arrives; closed, it looks as the stand-in did', async () => {
    neverIdle();
    fakeTimeouts();
    const load = vi.spyOn(mobileMenuPart, 'load');
    const user = userEvent.setup();
    const { container } = renderWithSandbox(
      <LazyMobileMenu language={undefined} currency={undefined} storage={createMemoryStorage()} />,
    );
    const standIn = screen.getByRole('button', { name: 'Menu' });
    expect(standIn).toHaveAttribute('aria-haspopup', 'dialog');
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    const before = markup(container);
    // Past the provider's 3 s cap, and no idle moment comes: nothing asks for the chunk.
    await elapse(5000);
    expect(load).not.toHaveBeenCalled();
    expect(gate.requested).toBe(false);
    vi.useRealTimers();

    await user.click(standIn);
    await waitFor(() => expect(gate.requested).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();

    await act(async () => gate.open());
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(menu).toHaveTextContent('Search');
    const button = screen.getByRole('button', { name: 'Menu', hidden: true });
    expect(button).not.toBe(standIn);
    expect(button).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
    expect(markup(container)).toBe(before);
  });
});
