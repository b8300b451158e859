import { createMemorySessionStore, type SessionStore } from '@coras/api-client';
import { createMemoryStorage } from '@coras/booking-core';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createImportGate,
  gatedImport,
  type ImportGate,
  markup,
  neverIdle,
} from '../../../test/gatedImport.test-utils';
import { type BasketSandbox, basketSandbox, holdTickets } from './basket.test-utils';

// The real basket's chunk, served only when the test opens the gate (a slow network).
let gate: ImportGate;

/**
 * A page that has not loaded the basket's code yet: the widget's modules afresh (a loaded chunk
 * stays loaded for the page's life) and a new gate, so each test meets the stand-in.
 */
async function freshPage() {
  vi.resetModules();
  const pageGate = createImportGate();
  gate = pageGate;
  vi.doMock('./NavbarBasket', gatedImport(pageGate));
  const [
    { renderWithSandbox, elapse, fakeTimeouts },
    { LazyNavbarBasket },
    { Navbar },
    { navbarBasketPart },
  ] = await Promise.all([
    import('../../../test/harness.test-utils'),
    import('./LazyNavbarBasket'),
    import('../navbar/Navbar'),
    import('./parts'),
  ]);
  return { renderWithSandbox, elapse, fakeTimeouts, LazyNavbarBasket, Navbar, navbarBasketPart };
}

const reservationLoads = (sandbox: BasketSandbox) =>
  sandbox.paths().filter((path) => path === 'GET /v2/reservations').length;

let sandbox: BasketSandbox;
let session: SessionStore;

beforeEach(() => {
  sandbox = basketSandbox();
  // The session expires by the sandbox's clock, which is not the machine's in these tests.
  session = createMemorySessionStore({ now: () => sandbox.clock.now() });
});

afterEach(() => {
  // Unmounted first: the stand-in cancels its idle callback with the stubbed browser's.
  cleanup();
  vi.unstubAllGlobals();
});

describe('LazyNavbarBasket', () => {
  it('stands in with the same button; focus loads the basket, which keeps the focus and the look', async () => {
    neverIdle();
    const { renderWithSandbox, elapse, fakeTimeouts, LazyNavbarBasket, navbarBasketPart } = await freshPage();
    fakeTimeouts();
    const load = vi.spyOn(navbarBasketPart, 'load');
    const user = userEvent.setup();
    renderWithSandbox(<LazyNavbarBasket containerWidth={1200} />, { sandbox, sessionStore: session });
    // No booking session: the basket is empty, and the stand-in can say so.
    const standIn = screen.getByRole('button', { name: 'Basket, empty' });
    expect(standIn).toHaveAttribute('aria-haspopup', 'dialog');
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    const before = markup(standIn);
    // Past the provider's 3 s cap, and no idle moment comes: nothing asks for the chunk.
    await elapse(5000);
    expect(load).not.toHaveBeenCalled();
    expect(gate.requested).toBe(false);
    vi.useRealTimers();

    await user.tab();
    expect(standIn).toHaveFocus();
    await waitFor(() => expect(gate.requested).toBe(true));

    await act(async () => gate.open());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Basket, empty' })).not.toBe(standIn));
    const button = screen.getByRole('button', { name: 'Basket, empty' });
    expect(button).toHaveFocus();
    expect(markup(button)).toBe(before);

    await user.keyboard('{Enter}');
    const dropdown = await screen.findByRole('dialog', { name: 'Basket' });
    expect(await within(dropdown).findByText('Your basket is empty')).toBeVisible();
  });

  it("rendered in the browser alone (JavaScript runs), says nothing of JavaScript and doesn't disable the stand-in", async () => {
    neverIdle();
    const { renderWithSandbox, Navbar } = await freshPage();
    const { container } = renderWithSandbox(<Navbar storage={createMemoryStorage()} />, {
      sandbox,
      sessionStore: session,
    });
    const standIn = screen.getByRole('button', { name: 'Basket, empty' });
    // The server's HTML has a note for a visitor without JavaScript (server/streamingRender.test.tsx).
    expect(container.querySelector('noscript')).toBeNull();
    expect(container).not.toHaveTextContent(/JavaScript/);
    expect(standIn).not.toHaveAttribute('aria-disabled');
    expect(standIn).not.toHaveAttribute('aria-describedby');
  });

  it('a press before the basket has loaded opens it as it arrives; closed, the focus is on its button', async () => {
    neverIdle();
    await holdTickets(sandbox, session);
    const { renderWithSandbox, LazyNavbarBasket } = await freshPage();
    const user = userEvent.setup();
    renderWithSandbox(<LazyNavbarBasket containerWidth={1200} />, { sandbox, sessionStore: session });
    // A booking session: how many items it holds is not known before the basket has loaded.
    const standIn = screen.getByRole('button', { name: 'Basket' });

    await user.click(standIn);
    await waitFor(() => expect(gate.requested).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();

    await act(async () => gate.open());
    const dropdown = await screen.findByRole('dialog', { name: 'Basket' });
    expect(await within(dropdown).findByRole('list', { name: 'Items in your basket' })).toBeVisible();
    const button = screen.getByRole('button', { name: 'Basket, 1 item', hidden: true });
    expect(button).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
  });

  it('in a widget 530 px wide or less, a press before the basket has loaded opens it over the whole screen', async () => {
    neverIdle();
    const { renderWithSandbox, LazyNavbarBasket } = await freshPage();
    const user = userEvent.setup();
    renderWithSandbox(<LazyNavbarBasket containerWidth={375} />, { sandbox, sessionStore: session });

    await user.click(screen.getByRole('button', { name: 'Basket, empty' }));
    await act(async () => gate.open());
    const view = await screen.findByRole('dialog', { name: 'Basket' });
    // The full-screen view, not the dropdown: it has its own close button.
    expect(within(view).getByRole('button', { name: 'Close' })).toBeVisible();
    expect(await within(view).findByText('Your basket is empty')).toBeVisible();
  });

  it('for a visitor with a basket, loads on idle and shows the count on the same button', async () => {
    await holdTickets(sandbox, session);
    const { renderWithSandbox, LazyNavbarBasket } = await freshPage();
    renderWithSandbox(<LazyNavbarBasket containerWidth={1200} />, { sandbox, sessionStore: session });
    const standIn = screen.getByRole('button', { name: 'Basket' });
    expect(standIn.querySelector('span[aria-hidden]')).toBeNull();
    const before = markup(standIn);
    // Nobody touched it: the browser's first idle moment asks for the chunk.
    await waitFor(() => expect(gate.requested).toBe(true));
    expect(reservationLoads(sandbox)).toBe(0);

    await act(async () => gate.open());
    const button = await screen.findByRole('button', { name: 'Basket, 1 item' });
    expect(button).toHaveTextContent('1');
    // The same button, with the count added on its corner (Basket.css.ts: absolutely placed).
    const count = button.querySelector('span[aria-hidden]');
    expect(count).toHaveTextContent('1');
    expect(
      markup(button)
        .replace(count?.outerHTML ?? '', '')
        .replace('Basket, 1 item', 'Basket'),
    ).toBe(before);
    expect(reservationLoads(sandbox)).toBe(1);
  });

  it("two widgets on a page: each has its own basket, loaded once for its navbar's count and its button", async () => {
    await holdTickets(sandbox, session);
    const other = basketSandbox();
    const { renderWithSandbox, Navbar } = await freshPage();
    const user = userEvent.setup();
    const several = { currencies: 'GBP,EUR,USD' };
    const first = renderWithSandbox(<Navbar storage={createMemoryStorage()} />, {
      sandbox,
      sessionStore: session,
      ...several,
    });
    const second = renderWithSandbox(<Navbar storage={createMemoryStorage()} />, {
      sandbox: other,
      sessionStore: createMemorySessionStore({ now: () => other.clock.now() }),
      ...several,
    });
    const inFirst = within(first.container);
    const inSecond = within(second.container);
    await act(async () => gate.open());

    expect(await inFirst.findByRole('button', { name: 'Basket, 1 item' })).toBeVisible();
    expect(inSecond.getByRole('button', { name: 'Basket, empty' })).toBeVisible();
    // The first widget's basket has items, so its currency menu goes (spec 1 §2); the other's stays.
    await waitFor(() => expect(inFirst.queryByRole('button', { name: /Currency/ })).toBeNull());
    expect(inSecond.getByRole('button', { name: /Currency/ })).toBeVisible();
    // The navbar's count and the basket button read one store per widget: one load each.
    expect(reservationLoads(sandbox)).toBe(1);
    expect(other.paths()).not.toContain('GET /v2/reservations');

    await user.click(inFirst.getByRole('button', { name: 'Basket, 1 item' }));
    expect(await screen.findByRole('dialog', { name: 'Basket' })).toBeVisible();
    // The open dropdown hides the rest of the page from screen readers, the other widget included.
    const otherButton = second.container.querySelector('[data-basket-button]');
    expect(otherButton).toHaveAttribute('aria-label', 'Basket, empty');
    expect(otherButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
