import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { inProcessSandbox, renderWithSandbox } from '../../test/harness';
import { BookingApp } from './BookingApp';

// The lazy controls' chunk, counted as it is imported (a file of its own: the chunk loads once).
const controls = vi.hoisted(() => ({ asked: 0 }));
vi.mock('./controls', async (importOriginal) => {
  controls.asked += 1;
  return importOriginal();
});

describe("BookingApp: the lazy controls' wait for the first page", () => {
  it('ends after three seconds when the answer does not come', async () => {
    const sandbox = inProcessSandbox();
    const fetch = async (request: Request) =>
      new URL(request.url).pathname === '/v2/landing'
        ? new Promise<Response>(() => undefined)
        : sandbox.fetch(request);
    renderWithSandbox(<BookingApp />, { sandbox: { ...sandbox, fetch } });
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 2500)));
    expect(controls.asked).toBe(0);
    await waitFor(() => expect(controls.asked).toBe(1), { timeout: 2000 });
  });
});
