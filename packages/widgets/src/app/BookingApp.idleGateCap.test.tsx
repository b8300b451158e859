import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  elapse,
  fakeTimeouts,
  inProcessSandbox,
  manualTimers,
  renderWithSandbox,
} from '../../test/harness.test-utils';
import { BookingApp } from './BookingApp';
import { lazyControls } from './controlParts';
import { lazyChrome } from './useChrome';

describe("BookingApp: the lazy controls' wait for the first page", () => {
  it('ends after three seconds when the answer does not come', async () => {
    fakeTimeouts();
    const provider = manualTimers();
    const chrome = vi.spyOn(lazyChrome, 'load');
    const controls = vi.spyOn(lazyControls, 'load');
    const sandbox = inProcessSandbox();
    let searched = false;
    const fetch = async (request: Request) => {
      if (new URL(request.url).pathname !== '/v2/landing') return sandbox.fetch(request);
      searched = true;
      return new Promise<Response>(() => undefined);
    };
    renderWithSandbox(<BookingApp />, { sandbox: { ...sandbox, fetch }, timers: provider.timers });
    await waitFor(() => expect(searched).toBe(true));
    // 2999 ms on, the answer still out and every idle moment passed: the gate is shut.
    await provider.advance(2999);
    await elapse(5000);
    expect(chrome).not.toHaveBeenCalled();
    expect(controls).not.toHaveBeenCalled();

    // At three seconds the chrome comes, and its stand-ins load the controls on the next idle moment.
    await provider.advance(1);
    expect(chrome).toHaveBeenCalled();
    await waitFor(() => expect(controls).toHaveBeenCalled());
  });
});
