import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSandbox } from '../../test/harness';
import { useNavigate } from '../provider/navigation-context';
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
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
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
