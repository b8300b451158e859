import { waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { inProcessSandbox, SANDBOX_HOST } from '../../test/harness.test-utils';
import { recordUnhandledRejections } from '../../test/unhandledRejections.test-utils';
import type { CorasElement } from './CorasElement';
import { defineCorasElements } from './elements';

// The host's navigation code is a small chunk loaded with the first navigate() or inward
// params-update (the handle's side: provider/navigate.offline.test.tsx). Here the network is gone when it
// is asked for: its import fails as a browser's does offline, until `network.offline` is false.
const network = vi.hoisted(() => ({ offline: true }));
vi.mock('../runtime/navigation/hostNavigation', async (importOriginal) => {
  if (network.offline) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

const NOT_LOADED = 'Coras widget: the navigation could not be loaded';

const unhandled = recordUnhandledRejections();

beforeEach(() => {
  network.offline = true;
});

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe('an inward params-update when the chunk cannot load (offline)', () => {
  beforeAll(() => defineCorasElements({ styles: '' }));

  it('is logged (the console by default) and leaves no unhandled promise rejection', async () => {
    vi.stubGlobal('fetch', inProcessSandbox().fetch);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const element = document.createElement('coras-booking') as CorasElement;
    element.setAttribute('api-host', SANDBOX_HOST);
    element.setAttribute('distributor-id', 'test');
    document.body.append(element);
    const headings = () =>
      [...(element.shadowRoot?.querySelectorAll('h1, h2, h3') ?? [])].map((h) => h.textContent);
    await waitFor(() => expect(headings()).toContain('Top picks in Ireland'), { timeout: 10_000 });

    element.dispatchEvent(new CustomEvent('params-update', { detail: { page: 'help' } }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith(`[coras] ${NOT_LOADED}`, expect.any(Error)));

    // Back online, the next one switches the page (and any rejection left unhandled has been
    // reported by then: Node reports them once the task that rejected ends).
    network.offline = false;
    element.dispatchEvent(new CustomEvent('params-update', { detail: { page: 'help' } }));
    await waitFor(() => expect(headings()).toContain('Attractions and tours'), { timeout: 10_000 });
    expect(unhandled).toEqual([]);
  });
});
