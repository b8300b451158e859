import type { ParamsUpdate } from '@coras/booking-core';
import { act, screen } from '@testing-library/react';
import { createRef } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSandbox } from '../../../test/harness.test-utils';
import { recordUnhandledRejections } from '../../../test/unhandledRejections.test-utils';
import { BookingApp } from '../../app/BookingApp';
import type { CorasProviderHandle } from './CorasProvider';

// The host's navigation code is a small chunk loaded with the first navigate() or inward
// params-update (the element's side: elements/elements.offline.test.tsx). Here the network is gone when it
// is asked for: its import fails as a browser's does offline, until `network.offline` is false.
const network = vi.hoisted(() => ({ offline: true }));
vi.mock('../navigation/hostNavigation', async (importOriginal) => {
  if (network.offline) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

const NOT_LOADED = 'Coras widget: the navigation could not be loaded';

const unhandled = recordUnhandledRejections();

beforeEach(() => {
  network.offline = true;
});

describe("navigate() when the navigation's chunk cannot load (offline)", () => {
  it("the handle's promise rejects with a clear error the host can catch, and nothing changes; back online the next call works", async () => {
    const ref = createRef<CorasProviderHandle>();
    const onParamsUpdate = vi.fn<(params: ParamsUpdate) => void>();
    renderWithSandbox(<BookingApp />, {
      ref,
      onParamsUpdate,
      initialParams: { page: 'landing', country: 'ireland' },
    });
    await screen.findByRole('region', { name: 'Top picks in Ireland' });
    const handle = ref.current;
    if (!handle) throw new Error('The provider gave no handle');

    const failed = act(() => handle.navigate({ page: 'help' }));
    await expect(failed).rejects.toThrow(NOT_LOADED);
    await expect(failed).rejects.toMatchObject({ cause: expect.any(Error) });
    // Nothing changed: the landing shows, nothing was told to the host.
    expect(screen.getByRole('region', { name: 'Top picks in Ireland' })).toBeVisible();
    expect(onParamsUpdate).not.toHaveBeenCalled();

    network.offline = false;
    await expect(act(() => handle.navigate({ page: 'help' }))).resolves.toBe(true);
    expect(await screen.findByRole('heading', { name: 'Attractions and tours' })).toBeVisible();
    expect(unhandled).toEqual([]);
  });
});
