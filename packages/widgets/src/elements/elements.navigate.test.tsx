import type { ParamsUpdate } from '@coras/booking-core';
import { FIXTURE_IDS } from '@coras/sandbox-api/testing';
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { inProcessSandbox, SANDBOX_HOST } from '../../test/harness.test-utils';
import type { CorasElement } from './CorasElement';
import { defineCorasElements } from './elements';

beforeAll(() => defineCorasElements({ styles: '' }));

const outward: CustomEvent<ParamsUpdate>[] = [];
const record = (event: Event) => outward.push(event as CustomEvent<ParamsUpdate>);

beforeEach(() => {
  // The element calls the API with the page's own fetch: here the sandbox, served in-process.
  vi.stubGlobal('fetch', inProcessSandbox().fetch);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  outward.length = 0;
  // The host page hears the widget's params-update where it bubbles to.
  document.addEventListener('params-update', record);
});

afterEach(() => {
  document.removeEventListener('params-update', record);
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

function createWidget(): CorasElement {
  const element = document.createElement('coras-booking');
  element.setAttribute('api-host', SANDBOX_HOST);
  element.setAttribute('distributor-id', 'test');
  return element;
}

/** The heading of that text inside the element's shadow root (Testing Library's queries stop at it). */
const headingIn = (element: Element, text: string) =>
  [...(element.shadowRoot?.querySelectorAll<HTMLElement>('h1, h2, h3') ?? [])].find(
    (heading) => heading.textContent === text,
  );

async function shownHeading(element: Element, text: string): Promise<HTMLElement> {
  await waitFor(() => expect(headingIn(element, text)).toBeDefined(), { timeout: 10_000 });
  return headingIn(element, text) as HTMLElement;
}

async function landedWidget() {
  const element = createWidget();
  document.body.append(element);
  await shownHeading(element, 'Top picks in Ireland');
  // The visitor was located in Ireland (told as a params-update): the host's part starts now.
  await waitFor(() => expect(outward.map((event) => event.detail.country)).toEqual(['ireland']));
  outward.length = 0;
  return { element, navigate: vi.spyOn(element, 'navigate') };
}

/** What the element's `navigate` call number `index` resolved to. */
const settled = (navigate: { mock: { results: { value: unknown }[] } }, index = 0) =>
  act(() => navigate.mock.results[index]?.value as Promise<boolean>);

describe('the host page drives <coras-booking> (spec 1 §2)', () => {
  it('switches the page on a params-update the host dispatches on it, and tells of it once without taking its own event back', async () => {
    const { element, navigate } = await landedWidget();

    element.dispatchEvent(new CustomEvent('params-update', { detail: { page: 'help' } }));

    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith({ page: 'help' });
    await expect(settled(navigate)).resolves.toBe(true);
    await shownHeading(element, 'Attractions and tours');
    // The element's outward event (on the element itself, bubbling) reached the host, once, and the
    // element did not handle it as an inward one.
    expect(outward.map((event) => event.detail.page)).toEqual(['help']);
    expect(outward[0]?.target).toBe(element);
    expect(navigate).toHaveBeenCalledTimes(1);
    // A visitor's navigation: the focus is inside the widget, on the new page.
    await waitFor(() => expect(element.shadowRoot?.activeElement?.tagName).toBe('MAIN'));
  });

  it('a host that echoes every params-update back does not loop: the echo changes nothing and is not told again', async () => {
    const { element, navigate } = await landedWidget();
    const echo = (event: Event) =>
      element.dispatchEvent(new CustomEvent('params-update', { detail: (event as CustomEvent).detail }));
    document.addEventListener('params-update', echo);
    try {
      await act(() => element.navigate({ page: 'help' }));
      expect(outward).toHaveLength(1);
      expect(navigate).toHaveBeenCalledTimes(2); // the host's call, then its echo of the outcome
      await expect(settled(navigate, 1)).resolves.toBe(true);
      expect(outward).toHaveLength(1);
    } finally {
      document.removeEventListener('params-update', echo);
    }
  });

  it('navigate() deep-links an attraction, also when called before the widget is on the page', async () => {
    const element = createWidget();
    const opened = element.navigate({ page: 'details', id: FIXTURE_IDS.dublinWalkingTour });
    document.body.append(element);

    // (Not inside act(): the call waits for React to show the widget, which act would hold back.)
    await expect(opened).resolves.toBe(true);
    const heading = await shownHeading(element, 'Dublin Old Town Walking Tour');
    expect(heading.tagName).toBe('H1');
    expect(outward.at(-1)?.detail).toMatchObject({ page: 'details', id: FIXTURE_IDS.dublinWalkingTour });
    await waitFor(() => expect(element.shadowRoot?.activeElement).toBe(heading));
  });

  it.each([
    [{ page: 'details', date: '2026-12-01' }, "the details page needs the attraction's id"],
    [{ page: 'basket' }, 'the page "basket" is not one of landing, details, search, payment, help'],
    [undefined, 'a params-update needs an object naming the page'],
  ])('refuses the payload %o with a clear console message, and nothing changes', async (detail, message) => {
    const { element, navigate } = await landedWidget();

    element.dispatchEvent(new CustomEvent('params-update', { detail }));

    await expect(settled(navigate)).resolves.toBe(false);
    // One message: what is wrong, and that nothing changed.
    const refusals = vi
      .mocked(console.error)
      .mock.calls.map(([text]) => String(text))
      .filter((text) => text.includes('The page did not change.'));
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toContain(message);
    expect(outward).toEqual([]);
    expect(headingIn(element, 'Top picks in Ireland')?.isConnected).toBe(true);
  });
});
