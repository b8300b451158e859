import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createImportGate, gatedImport } from '../../test/gatedImport';
import { pause, renderWithSandbox, standInsReplaced } from '../../test/harness';
import { BookingApp } from './BookingApp';

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
    const { sandbox } = renderWithSandbox(<BookingApp />, { initialParams: { page: 'payment' } });
    const countriesAnswered = () =>
      sandbox.requests.some((request) => new URL(request.url).pathname.startsWith('/v2/countries'));
    await waitFor(() => expect(checkout.requested).toBe(true));
    await waitFor(() => expect(countriesAnswered()).toBe(true));
    await pause(300);
    expect(controls.asked).toBe(0);

    await act(async () => checkout.open());
    await waitFor(() => expect(controls.asked).toBe(1));
    await standInsReplaced();
  });
});
