import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithSandbox } from '../../../test/harness.test-utils';
import { BookingApp } from '../../app/BookingApp';
import { Footer } from './Footer';

describe('Footer', () => {
  it.each([
    ['Terms and conditions', 'terms-and-conditions'],
    ['Privacy policy', 'privacy-policy'],
    ['Cookies', 'cookies'],
  ])('"%s" opens the help page with content %s', async (label, content) => {
    const onParamsUpdate = vi.fn();
    renderWithSandbox(<Footer />, { onParamsUpdate, currency: 'EUR' });
    await userEvent.click(screen.getByRole('button', { name: label }));
    expect(onParamsUpdate).toHaveBeenLastCalledWith({
      page: 'help',
      content,
      locale: 'en-GB',
      currency: 'EUR',
    });
  });

  it('"Help Centre" opens the help page without content', async () => {
    const onParamsUpdate = vi.fn();
    renderWithSandbox(<Footer />, { onParamsUpdate });
    await userEvent.click(screen.getByRole('button', { name: 'Help Centre' }));
    expect(onParamsUpdate).toHaveBeenLastCalledWith({ page: 'help', locale: 'en-GB', currency: 'GBP' });
  });

  it('opens the partner contact page in a new tab, safely, and says so to screen readers', () => {
    renderWithSandbox(<Footer partnerContactUrl="https://partner.example/contact" />);
    const link = screen.getByRole('link', { name: 'Contact us (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://partner.example/contact');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('leaves the contact link out without a URL', () => {
    renderWithSandbox(<Footer />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(
      within(screen.getByRole('navigation', { name: 'Help and contact' })).getAllByRole('button'),
    ).toHaveLength(4);
  });

  it('is the default footer of BookingApp, on every page; a host may replace it', async () => {
    const { unmount } = renderWithSandbox(
      <BookingApp partnerContactUrl="https://partner.example/contact" />,
      {
        initialParams: { page: 'help' },
      },
    );
    expect(await screen.findByRole('navigation', { name: 'Help and contact' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Contact us/ })).toBeVisible();
    unmount();

    renderWithSandbox(<BookingApp footer={<p>Host footer</p>} />, { initialParams: { page: 'help' } });
    expect(screen.getByText('Host footer')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Help and contact' })).toBeNull();
  });
});
