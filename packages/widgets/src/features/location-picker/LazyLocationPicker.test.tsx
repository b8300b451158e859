import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createImportGate, gatedImport, markup } from '../../../test/gatedImport.test-utils';
import { renderWithSandbox } from '../../../test/harness.test-utils';
import { LazyLocationPicker } from './LazyLocationPicker';

// The real picker's chunk, served only when the test opens the gate. One gate per file: a chunk
// loads once per page, so the hand-over has its own file (LazyLocationPicker.handOver.test.tsx).
const gate = vi.hoisted(() => ({ requested: false, open: () => undefined, opened: Promise.resolve() }));
vi.mock('./LocationPicker', async (importOriginal) => {
  Object.assign(gate, createImportGate());
  return gatedImport(gate)(importOriginal);
});

const field = () => screen.getByRole('combobox', { name: 'Things to do in' });

describe('LazyLocationPicker', () => {
  it('stands in with the same markup, role and name, and loads the picker once the browser is idle', async () => {
    const { container } = renderWithSandbox(<LazyLocationPicker geolocation={null} headingLevel={1} />, {
      initialParams: { page: 'landing', country: 'ireland', city: 'cork' },
    });
    const standIn = field();
    expect(screen.getByRole('heading', { name: 'Things to do in', level: 1 })).toBeVisible();
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    expect(standIn).toHaveAttribute('placeholder', 'Where are you going?');
    // The page's place is named at once, as the picker does: the stand-in shares its listing.
    await waitFor(() => expect(standIn).toHaveValue('Cork'));
    const before = markup(container);

    // Nobody touched it: the browser's idle time asks for the chunk.
    await waitFor(() => expect(gate.requested).toBe(true));
    expect(field()).toBe(standIn);
    await act(async () => gate.open());
    await waitFor(() => expect(field()).not.toBe(standIn));
    expect(field()).toHaveValue('Cork');
    expect(markup(container)).toBe(before);
  });
});
