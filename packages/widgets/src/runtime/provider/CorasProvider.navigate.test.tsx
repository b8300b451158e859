import type { ParamsUpdate } from '@coras/booking-core';
import { FIXTURE_IDS } from '@coras/sandbox-api/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSandbox } from '../../../test/harness.test-utils';
import { BookingApp } from '../../app/BookingApp';
import { createHistoryRouter } from '../navigation/router';
import type { CorasProviderHandle } from './CorasProvider';

afterEach(() => window.history.replaceState(null, '', '/'));

/** The polite live region that announces a new page (outside `main`). */
const pageStatus = () =>
  screen.getAllByRole('status').find((element) => element.tagName === 'P' && !element.closest('main'));

async function renderApp(props: { router?: ReturnType<typeof createHistoryRouter> } = {}) {
  const ref = createRef<CorasProviderHandle>();
  const onParamsUpdate = vi.fn<(params: ParamsUpdate) => void>();
  const view = renderWithSandbox(<BookingApp />, {
    ref,
    onParamsUpdate,
    initialParams: { page: 'landing', country: 'ireland' },
    ...props,
  });
  await screen.findByRole('region', { name: 'Top picks in Ireland' });
  const handle = ref.current;
  if (!handle) throw new Error('The provider gave no handle');
  // The handle's promise settles outside React's event handlers: let React see its updates.
  const navigate = (params: ParamsUpdate) => act(() => handle.navigate(params));
  return { ...view, navigate, onParamsUpdate };
}

describe("CorasProvider's handle: the host page drives the widget (spec 1 §2)", () => {
  it("opens the help page from the host's menu as a visitor's click would: focus, announcement, address, params-update", async () => {
    const router = createHistoryRouter();
    const { navigate, onParamsUpdate } = await renderApp({ router });

    await expect(navigate({ page: 'help' })).resolves.toBe(true);

    expect(await screen.findByRole('heading', { name: 'Attractions and tours' })).toBeVisible();
    expect(window.location.pathname).toBe('/en-GB/GBP/help');
    expect(onParamsUpdate).toHaveBeenCalledTimes(1);
    expect(onParamsUpdate).toHaveBeenLastCalledWith(expect.objectContaining({ page: 'help' }));
    expect(pageStatus()).toHaveTextContent('Help Centre page');
    // The help page has no h1: the focus is on its main region, inside the widget.
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('deep-links an attraction: its details page, the focus on its heading', async () => {
    const { navigate, onParamsUpdate } = await renderApp();

    await expect(navigate({ page: 'details', id: FIXTURE_IDS.dublinWalkingTour })).resolves.toBe(true);

    const heading = await screen.findByRole('heading', { level: 1, name: 'Dublin Old Town Walking Tour' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(pageStatus()).toHaveTextContent('Attraction details page');
    expect(onParamsUpdate).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 'details', id: FIXTURE_IDS.dublinWalkingTour }),
    );
  });

  it.each([
    [{ page: 'checkout' }, 'the page "checkout" is not one of landing, details, search, payment, help'],
    [{ page: 'details' }, "the details page needs the attraction's id"],
    [{ page: 'landing', price: 50 }, 'the params-update\'s "price" must be text'],
  ])('refuses %o with a clear message, and nothing changes', async (payload, message) => {
    const { navigate, onParamsUpdate, logger } = await renderApp();

    await expect(navigate(payload as unknown as ParamsUpdate)).resolves.toBe(false);

    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining(message), payload);
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('The page did not change.'), payload);
    expect(onParamsUpdate).not.toHaveBeenCalled();
    expect(screen.getByRole('region', { name: 'Top picks in Ireland' })).toBeVisible();
    expect(document.activeElement).toBe(document.body);
  });

  it("echoing the widget's own params-update back changes nothing and is not told again (no loop)", async () => {
    const { navigate, onParamsUpdate } = await renderApp();
    await navigate({ page: 'help' });
    await screen.findByRole('heading', { name: 'Attractions and tours' });
    const [told] = onParamsUpdate.mock.lastCall ?? [];
    if (!told) throw new Error('No params-update was told');

    await expect(navigate(told)).resolves.toBe(true);

    expect(onParamsUpdate).toHaveBeenCalledTimes(1);
  });
});
