import type { ParamsUpdate } from '@coras/booking-core';
import { FIXTURE_IDS } from '@coras/sandbox-api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downHost, elapse, fakeTimeouts, renderWithSandbox, testLogger } from '../../test/harness.test-utils';
import { useNavigate } from '../runtime/provider/navigation-context';
import { BookingApp } from './BookingApp';

// A page that throws while rendering stands for any bug or unforeseen data in a page: the boundary
// must hold it whatever the cause. The search page is replaced so that its breakage is under control.
const searchPage = vi.hoisted(() => ({ broken: true }));
vi.mock('../pages/search/SearchPage', () => ({
  SearchPage: () => {
    if (searchPage.broken) throw new Error('The search page broke');
    return <h2>Search results</h2>;
  },
}));

afterEach(() => {
  searchPage.broken = true;
});

function NavigateButton({ label, to }: { label: string; to: ParamsUpdate }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(to)}>
      {label}
    </button>
  );
}

function GoToLanding() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate({ page: 'landing', country: 'ireland' })}>
      Go to Ireland
    </button>
  );
}

describe('BookingApp: a page that fails (issue 6, reliability)', () => {
  it('keeps the navbar and footer alive, reports the error, and retries the page', async () => {
    // React reports a caught render error on the console as well; the test asserts the widget's log.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { logger } = renderWithSandbox(<BookingApp />, {
      initialParams: { page: 'search', search: 'dublin' },
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the page could not be shown.');
    // The navbar and footer come with the chrome's chunk, which a failed page does not hold back.
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Help and contact' })).toBeVisible();
    expect(logger.error).toHaveBeenCalledWith(
      'Coras widget: the search page failed',
      expect.objectContaining({ message: 'The search page broke' }),
    );

    searchPage.broken = false;
    await user.click(within(alert).getByRole('button', { name: 'Refresh the page' }));
    expect(await screen.findByRole('heading', { name: 'Search results' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    consoleError.mockRestore();
  });

  it('starts the next page afresh: the failure of one page does not follow the visitor', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithSandbox(
      <>
        <BookingApp />
        <GoToLanding />
      </>,
      { initialParams: { page: 'search', search: 'dublin' } },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the page could not be shown.');

    await user.click(screen.getByRole('button', { name: 'Go to Ireland' }));
    expect(await screen.findByRole('region', { name: 'Top picks in Ireland' })).toBeVisible();
    expect(screen.queryByText('This part of the page could not be shown.')).toBeNull();
    consoleError.mockRestore();
  });
});

describe('BookingApp: the first page’s budget (issue 28)', () => {
  it('ends when the visitor leaves the first page: the landing visited again keeps the usual retries', async () => {
    fakeTimeouts();
    const host = downHost('silent');
    const logger = testLogger();
    renderWithSandbox(
      <>
        <BookingApp />
        <NavigateButton label="Help" to={{ page: 'help' }} />
        <NavigateButton label="Home" to={{ page: 'landing' }} />
      </>,
      { sandbox: host.sandbox, logger },
    );
    expect(await screen.findByText('Loading attractions')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Help' }));
    expect(screen.queryByText('Loading attractions')).toBeNull();
    // The host comes back while the visitor reads the help page; the landing's first call still hangs.
    host.revive();

    // Past the 15 s the landing had: its location's attempt timed out and was retried, not cut.
    for (let second = 0; second < 20; second += 1) await elapse(1000);
    await userEvent.click(screen.getByRole('button', { name: 'Home' }));
    expect((await screen.findAllByRole('article')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    const named = logger.error.mock.calls.filter(([message]) => message.includes('(api-host)'));
    expect(named).toEqual([]);
  });
  it.each(['refusing', 'silent'] as const)(
    'a details page opened first on a %s host shows the error modal within 20 s and names the host once',
    async (kind) => {
      fakeTimeouts();
      const host = downHost(kind);
      const logger = testLogger();
      renderWithSandbox(<BookingApp />, {
        sandbox: host.sandbox,
        logger,
        initialParams: { page: 'details', id: FIXTURE_IDS.dublinWalkingTour },
      });
      for (let second = 0; second < 20; second += 1) await elapse(1000);
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent("We're sorry, Something went wrong.");
      const named = logger.error.mock.calls.filter(([message]) => message.includes('(api-host)'));
      expect(named).toHaveLength(1);
      expect(named[0]?.[0]).toContain(
        kind === 'refusing' ? 'could not be reached' : 'did not answer within 15 s',
      );

      host.revive();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Refresh the page' }));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Dublin Old Town Walking Tour' }),
      ).toBeVisible();
    },
  );
});

describe('BookingApp: scroll on navigation (spec 2 §2)', () => {
  it("brings the widget's top into view on a new page or attraction, not on a filter change or the first render", async () => {
    const user = userEvent.setup();
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    // The visitor has scrolled down the page: the widget's top is above the viewport.
    const rect = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(() => DOMRect.fromRect({ x: 0, y: -600, width: 1200, height: 3000 }));
    try {
      renderWithSandbox(
        <>
          <BookingApp />
          <NavigateButton label="Sort by price" to={{ page: 'landing', sorting: 'price' }} />
          <NavigateButton label="Walking tour" to={{ page: 'details', id: FIXTURE_IDS.dublinWalkingTour }} />
          <NavigateButton label="Theatre" to={{ page: 'details', id: FIXTURE_IDS.corkTheatre }} />
        </>,
        { initialParams: { page: 'landing', country: 'ireland' } },
      );
      await screen.findByRole('region', { name: 'Top picks in Ireland' });
      // The navbar and footer come with the chrome, after the first cards.
      await screen.findByRole('navigation', { name: 'Main' });
      await user.click(screen.getByRole('button', { name: 'Sort by price' }));
      expect(scrollIntoView).not.toHaveBeenCalled();

      await user.click(screen.getByRole('button', { name: 'Walking tour' }));
      await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
      const app = scrollIntoView.mock.contexts[0] as HTMLElement;
      // The whole widget, navbar to footer.
      expect(within(app).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
      expect(within(app).getByRole('navigation', { name: 'Help and contact' })).toBeInTheDocument();
      expect(scrollIntoView).toHaveBeenLastCalledWith({ block: 'start' });

      await user.click(screen.getByRole('button', { name: 'Theatre' }));
      await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(2));
    } finally {
      scrollIntoView.mockRestore();
      rect.mockRestore();
    }
  });
});

describe('BookingApp: focus and announcement on a page change (issue 21)', () => {
  it("moves the focus to the new page's heading and announces the page; the first render leaves focus alone", async () => {
    const user = userEvent.setup();
    renderWithSandbox(
      <>
        <BookingApp />
        <NavigateButton label="Walking tour" to={{ page: 'details', id: FIXTURE_IDS.dublinWalkingTour }} />
        <NavigateButton label="Back to Ireland" to={{ page: 'landing', country: 'ireland' }} />
      </>,
      { initialParams: { page: 'landing', country: 'ireland' } },
    );
    await screen.findByRole('region', { name: 'Top picks in Ireland' });
    const status = screen
      .getAllByRole('status')
      .find((element) => element.tagName === 'P' && !element.closest('main'));
    expect(status).toHaveTextContent('');
    expect(document.activeElement).toBe(document.body);

    await user.click(screen.getByRole('button', { name: 'Walking tour' }));
    const heading = await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(status).toHaveTextContent('Attraction details page');

    // The landing's heading is the location picker's: its stand-in's first, then the real one's.
    await user.click(screen.getByRole('button', { name: 'Back to Ireland' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Things to do in' })).toHaveFocus(),
    );
    expect(status).toHaveTextContent('Things to do page');
  });

  it('leaves a focus the visitor has moved on: the page settling does not take it back', async () => {
    const user = userEvent.setup();
    renderWithSandbox(
      <>
        <BookingApp />
        <NavigateButton label="Walking tour" to={{ page: 'details', id: FIXTURE_IDS.dublinWalkingTour }} />
        <button type="button">Elsewhere</button>
      </>,
      { initialParams: { page: 'landing', country: 'ireland' } },
    );
    await screen.findByRole('region', { name: 'Top picks in Ireland' });
    await user.click(screen.getByRole('button', { name: 'Walking tour' }));
    // The main region (or its heading, once there) holds the focus; the visitor goes elsewhere.
    expect(screen.getByRole('main')).toContainElement(document.activeElement as HTMLElement);
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });
});
