import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithSandbox } from '../../test/harness.test-utils';
import { BookingApp } from './BookingApp';

// The help page's chunk fails to download (offline) until the test lets it through.
const chunk = vi.hoisted(() => ({ fails: true, asked: 0 }));
vi.mock('../pages/help/HelpPage', async (importOriginal) => {
  chunk.asked += 1;
  if (chunk.fails) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

describe("BookingApp: a page's chunk", () => {
  it('that fails to download shows the page’s error, and “Refresh the page” asks for it again', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { logger } = renderWithSandbox(<BookingApp />, { initialParams: { page: 'help' } });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the page could not be shown.');
    expect(logger.error).toHaveBeenCalledWith(
      'Coras widget: the help page failed',
      // (vitest wraps the factory's error)
      expect.objectContaining({ cause: expect.objectContaining({ name: 'TypeError' }) }),
    );
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeVisible();

    chunk.fails = false;
    await user.click(within(alert).getByRole('button', { name: 'Refresh the page' }));
    expect(await screen.findByRole('heading', { name: 'Attractions and tours' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(chunk.asked).toBe(2);
    consoleError.mockRestore();
  });
});
