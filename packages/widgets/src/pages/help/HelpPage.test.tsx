import { SPECIAL_LINKS } from '@coras/sandbox-api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  elapse,
  fakeTimeouts,
  inProcessSandbox,
  passRetryWaits,
  renderWithSandbox,
} from '../../../test/harness.test-utils';
import { Footer } from '../../features/footer/Footer';
import { HelpPage } from './HelpPage';
import { apiCalls, clickLink, openItem, renderHelp, withFault } from './help.test-utils';

import { HELP_LINK_EVENT, type HelpLinkDetail } from './helpLinkEvent';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const tabs = () => within(screen.getByRole('tablist', { name: 'I need help with...' })).getAllByRole('tab');

describe('HelpPage tabs', () => {
  it('shows the tabs "I need help with..." in order, faq-attractions by default, and its FAQ', async () => {
    const { sandbox } = renderHelp(undefined);
    expect(screen.getByRole('heading', { level: 2, name: 'I need help with...' })).toBeVisible();
    expect(tabs().map((tab) => tab.textContent)).toEqual([
      'Attractions',
      'Music',
      'Theatres',
      'Sports',
      'Contact us',
    ]);
    expect(screen.getByRole('tab', { name: 'Attractions' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Attractions' });
    expect(
      await within(panel).findByRole('heading', { level: 3, name: 'Attractions and tours' }),
    ).toBeVisible();
    expect(apiCalls(sandbox)).toEqual(['GET /v2/pages/faq-attractions?language_code=en']);
  });

  it.each([
    ['faq-attractions', 'Attractions', 'Attractions and tours'],
    ['faq-music', 'Music', 'Music and concerts'],
    ['faq-theatres', 'Theatres', 'Theatre'],
    ['faq-sports', 'Sports', 'Sport'],
  ])('content=%s selects the %s tab and shows its FAQ', async (content, tab, title) => {
    const { sandbox } = renderHelp(content);
    expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { level: 3, name: title })).toBeVisible();
    expect(apiCalls(sandbox)).toEqual([`GET /v2/pages/${content}?language_code=en`]);
  });

  it('content=contact selects the contact tab: the form and its subjects, no page asked for', async () => {
    const { sandbox } = renderHelp('contact');
    expect(screen.getByRole('tab', { name: 'Contact us' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('form', { name: 'Contact us' })).toBeVisible();
    await waitFor(() =>
      expect(apiCalls(sandbox)).toEqual(['GET /v2/customer-support/subjects?language_code=en']),
    );
  });

  it.each([['nonsense'], ['']])('an unknown content (%j) shows the default tab', async (content) => {
    renderHelp(content);
    expect(screen.getByRole('tab', { name: 'Attractions' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Attractions and tours' })).toBeVisible();
  });

  it('choosing a tab navigates (a shareable address) and shows that FAQ', async () => {
    const { onParamsUpdate, user, sandbox } = renderHelp(undefined);
    await screen.findByRole('heading', { name: 'Attractions and tours' });
    await user.click(screen.getByRole('tab', { name: 'Theatres' }));
    expect(onParamsUpdate).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 'help', content: 'faq-theatres' }),
    );
    expect(await screen.findByRole('heading', { name: 'Theatre', level: 3 })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Theatres' })).toHaveAttribute('aria-selected', 'true');
    expect(apiCalls(sandbox).at(-1)).toBe('GET /v2/pages/faq-theatres?language_code=en');
  });

  it('keyboard: arrows move between tabs without opening them; Enter opens one; Home and End', async () => {
    const { onParamsUpdate, user } = renderHelp(undefined);
    await screen.findByRole('heading', { name: 'Attractions and tours' });
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Attractions' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Music' })).toHaveFocus();
    // Passing over a tab fetches nothing and adds no history entry (manual activation).
    expect(onParamsUpdate).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onParamsUpdate).toHaveBeenLastCalledWith(expect.objectContaining({ content: 'faq-music' }));
    expect(await screen.findByRole('heading', { name: 'Music and concerts' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Music' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Contact us' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Attractions' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onParamsUpdate).toHaveBeenLastCalledWith(expect.objectContaining({ content: 'faq-attractions' }));
  });

  it('asks again in the visitor’s language', async () => {
    const { sandbox } = renderHelp('faq-attractions', { locale: 'de-DE', locales: 'de-DE,en-GB' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Attraktionen und Touren' })).toBeVisible();
    expect(apiCalls(sandbox)).toContain('GET /v2/pages/faq-attractions?language_code=de');
  });
});

describe('HelpPage FAQ', () => {
  it('shows each section with its name and its items as an accordion, all closed', async () => {
    renderHelp('faq-attractions');
    expect(await screen.findByRole('heading', { level: 4, name: 'Booking' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 4, name: 'On the day' })).toBeVisible();
    const headers = screen.getAllByRole('heading', { level: 5 }).map((heading) => heading.textContent);
    expect(headers).toEqual([
      'How do I book tickets?',
      'How long are tickets held in my basket?',
      'Can I book for a large group?',
      'Do I need to print my ticket?',
      'Where do I meet the guide?',
      'Can I buy a gift voucher?',
    ]);
    for (const button of screen.getAllByRole('button', { expanded: false })) expect(button).toBeVisible();
    expect(screen.queryByText(/Tickets are held for 15 minutes/)).toBeNull();
  });

  it('opens one item at a time; the open one closes on a second click', async () => {
    const { user } = renderHelp('faq-attractions');
    await openItem('How do I book tickets?');
    const first = screen.getByRole('button', { name: 'How do I book tickets?' });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Choose a date, pick your tickets/)).toBeVisible();
    expect(screen.getByText('Check Availability').tagName).toBe('STRONG');

    // Across sections too: one open item on the page.
    await openItem('Where do I meet the guide?');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/The departure point is on the attraction page/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Where do I meet the guide?' }));
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('keyboard: Enter opens an item, arrows move between the headers', async () => {
    const { user } = renderHelp('faq-attractions');
    const first = await screen.findByRole('button', { name: 'How do I book tickets?' });
    first.focus();
    await user.keyboard('{ArrowDown}');
    const second = screen.getByRole('button', { name: 'How long are tickets held in my basket?' });
    expect(second).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Tickets are held for 15 minutes/)).toBeVisible();
  });

  it('shows a skeleton and "Loading help content" while the page loads', async () => {
    const sandbox = inProcessSandbox({ faults: 'latency=300,path=/pages' });
    renderHelp('faq-music', { sandbox });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading help content');
    expect(await screen.findByRole('heading', { name: 'Music and concerts' })).toBeVisible();
    expect(screen.queryByText('Loading help content')).toBeNull();
  });
});

describe('HelpPage information pages', () => {
  it.each([
    [
      'cookies',
      'Cookie policy',
      ['1. What cookies are', '2. The cookies we use', '3. Your choices', '4. More'],
    ],
    ['privacy-policy', 'Privacy policy', ['1. Who we are', '2. What we collect', '3. Your rights']],
    [
      'terms-and-conditions',
      'Terms and conditions',
      ['1. Bookings', '2. Prices', '3. Changes and cancellations', '4. Contact'],
    ],
  ])('%s: its title and its numbered sections, without the tabs', async (content, title, sections) => {
    const { sandbox } = renderHelp(content);
    const article = await screen.findByRole('article', { name: title });
    expect(within(article).getByRole('heading', { level: 2, name: title })).toBeVisible();
    expect(
      within(article)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(sections);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(apiCalls(sandbox)).toEqual([`GET /v2/pages/${content}?language_code=en`]);
  });

  it('numbers a section’s items under it (2.1, 2.2) with their content', async () => {
    renderHelp('cookies');
    const article = await screen.findByRole('article', { name: 'Cookie policy' });
    expect(
      within(article)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['2.1 Strictly necessary', '2.2 Preferences']);
    expect(within(article).getByText('The booking session. It cannot be switched off.')).toBeVisible();
    expect(within(article).getByText('booking-session').tagName).toBe('CODE');
  });
});

describe('HelpPage links in help content (spec 2 §2)', () => {
  it('#contact-link opens the contact tab and moves the focus to it', async () => {
    const { onParamsUpdate } = renderHelp('faq-attractions');
    await openItem('Can I book for a large group?');
    const link = screen.getByRole('link', { name: 'contact us' });
    expect(link).toHaveAttribute('href', SPECIAL_LINKS.contact);
    const { prevented } = await clickLink(link);
    expect(prevented).toBe(true);
    expect(onParamsUpdate).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 'help', content: 'contact' }),
    );
    const panel = screen.getByRole('tabpanel', { name: 'Contact us' });
    expect(within(panel).getByRole('form', { name: 'Contact us' })).toBeVisible();
    await waitFor(() => expect(panel).toHaveFocus());
  });

  it('#contact-link on an information page opens the contact tab too', async () => {
    const { onParamsUpdate } = renderHelp('privacy-policy');
    const link = await screen.findByRole('link', { name: 'contact us' });
    await clickLink(link);
    expect(onParamsUpdate).toHaveBeenLastCalledWith(expect.objectContaining({ content: 'contact' }));
    expect(screen.getByRole('tab', { name: 'Contact us' })).toHaveAttribute('aria-selected', 'true');
  });

  it.each([
    ['#checkin-link', 'faq-attractions', 'Do I need to print my ticket?', 'check in online'],
    ['#microsite-link', 'faq-music', 'Where can I find more concerts?', 'all upcoming events'],
  ])('%s goes to landing', async (href, content, item, text) => {
    const { onParamsUpdate } = renderHelp(content);
    await openItem(item);
    const link = screen.getByRole('link', { name: text });
    expect(link).toHaveAttribute('href', href);
    const { prevented } = await clickLink(link);
    expect(prevented).toBe(true);
    const update = onParamsUpdate.mock.calls.at(-1)?.[0];
    expect(update).toMatchObject({ page: 'landing' });
    // A new page starts from the update: the help page's `content` does not follow the visitor.
    expect(update).not.toHaveProperty('content');
  });

  it('#microsite-link on an information page goes to landing', async () => {
    const { onParamsUpdate } = renderHelp('terms-and-conditions');
    await clickLink(await screen.findByRole('link', { name: 'the event list' }));
    expect(onParamsUpdate).toHaveBeenLastCalledWith(expect.objectContaining({ page: 'landing' }));
  });

  it('#privacy-policy-link opens the privacy policy, focused', async () => {
    const { onParamsUpdate } = renderHelp('cookies');
    const link = await screen.findByRole('link', { name: 'privacy policy' });
    expect(link).toHaveAttribute('href', SPECIAL_LINKS.privacyPolicy);
    const { prevented } = await clickLink(link);
    expect(prevented).toBe(true);
    expect(onParamsUpdate).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 'help', content: 'privacy-policy' }),
    );
    const article = await screen.findByRole('article', { name: 'Privacy policy' });
    await waitFor(() => expect(article).toHaveFocus());
  });

  it('another relative link is passed on with its href and text, to onPassLink and as a DOM event', async () => {
    const onPassLink = vi.fn();
    const events: HelpLinkDetail[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent<HelpLinkDetail>).detail);
    document.addEventListener(HELP_LINK_EVENT, listener);
    try {
      const { onParamsUpdate } = renderHelp('faq-attractions', { page: { onPassLink } });
      await openItem('Can I buy a gift voucher?');
      const link = screen.getByRole('link', { name: 'gift vouchers' });
      const { prevented } = await clickLink(link);
      expect(prevented).toBe(true);
      expect(onPassLink).toHaveBeenCalledWith({ href: SPECIAL_LINKS.relative, text: 'gift vouchers' });
      expect(events).toEqual([{ href: SPECIAL_LINKS.relative, text: 'gift vouchers' }]);
      expect(onParamsUpdate).not.toHaveBeenCalled();
    } finally {
      document.removeEventListener(HELP_LINK_EVENT, listener);
    }
  });

  it('a passed-on link nobody handles is left to the browser; a host that cancels the event takes it', async () => {
    renderHelp('faq-attractions');
    await openItem('Can I buy a gift voucher?');
    const link = screen.getByRole('link', { name: 'gift vouchers' });
    expect((await clickLink(link)).prevented).toBe(false);

    const take = (event: Event) => event.preventDefault();
    document.addEventListener(HELP_LINK_EVENT, take);
    try {
      expect((await clickLink(link)).prevented).toBe(true);
    } finally {
      document.removeEventListener(HELP_LINK_EVENT, take);
    }
  });

  it('an http link is left alone: a new tab, opened safely, and screen readers are told', async () => {
    const onPassLink = vi.fn();
    const { onParamsUpdate } = renderHelp('faq-sports', { page: { onPassLink } });
    await openItem('Where is the stadium information?');
    const link = screen.getByRole('link', { name: 'partner site (opens in a new tab)' });
    expect(link).toHaveAttribute('href', SPECIAL_LINKS.http);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const { prevented } = await clickLink(link);
    expect(prevented).toBe(false);
    expect(onPassLink).not.toHaveBeenCalled();
    expect(onParamsUpdate).not.toHaveBeenCalled();
  });
});

describe('HelpPage hostile content', () => {
  it('renders the cookies page harmlessly: no script, no handler, no javascript: link, no dialog', async () => {
    fakeTimeouts();
    // happy-dom has no alert(); a spy stands where the hostile handler would call it.
    const alert = vi.fn();
    Object.defineProperty(window, 'alert', { value: alert, configurable: true, writable: true });
    const { container, logger } = renderHelp('cookies');
    const article = await screen.findByRole('article', { name: 'Cookie policy' });
    expect(within(article).getByText('Manage cookie settings')).toBeVisible();

    expect(container.querySelector('script')).toBeNull();
    const attributes = Array.from(container.querySelectorAll('*')).flatMap((element) =>
      Array.from(element.attributes),
    );
    expect(attributes.filter((attribute) => attribute.name.toLowerCase().startsWith('on'))).toEqual([]);
    expect(attributes.filter((attribute) => /^\s*javascript:/i.test(attribute.value))).toEqual([]);
    // The neutralised link has no address left: it is text, not a link.
    expect(within(article).queryByRole('link', { name: 'Manage cookie settings' })).toBeNull();
    // The image lost its handler, and is decorative.
    expect(article.querySelector('img')).toHaveAttribute('alt', '');

    await elapse(5000);
    expect(alert).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // The sanitiser ran (no text-only fallback was needed).
    expect(logger.error).not.toHaveBeenCalled();
  });
});

describe('HelpPage failures (spec 1 §8)', () => {
  it('shows the error modal once when a page fails; "Refresh the page" loads it', async () => {
    fakeTimeouts();
    const sandbox = inProcessSandbox({ faults: '500,path=/pages/faq-music,times=4' });
    renderHelp('faq-music', { sandbox });
    await passRetryWaits();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent("We're sorry,");
    expect(screen.getByText('This page could not be loaded.')).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Refresh the page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('heading', { name: 'Music and concerts' })).toBeVisible();
  });

  it('keeps working after a failure: the tabs switch, and the modal does not open again in the streak', async () => {
    fakeTimeouts();
    const sandbox = inProcessSandbox({ faults: '500,path=/pages/faq-,times=8' });
    const { onParamsUpdate } = renderHelp('faq-music', { sandbox });
    await passRetryWaits();
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('tab', { name: 'Sports' }));
    expect(onParamsUpdate).toHaveBeenLastCalledWith(expect.objectContaining({ content: 'faq-sports' }));
    await passRetryWaits();
    expect(await screen.findByText('This page could not be loaded.')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();

    // The faults are spent: 'Try again' in place loads the page.
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Sport', level: 3 })).toBeVisible();
  });

  it('an information page that fails says so in place, with the modal', async () => {
    fakeTimeouts();
    const sandbox = inProcessSandbox();
    renderHelp('cookies', {
      sandbox,
      fetch: withFault(sandbox, (request) => request.url.includes('/pages/'), 'malformed'),
    });
    await passRetryWaits();
    expect(await screen.findByRole('dialog')).toBeVisible();
    expect(screen.getByText('This page could not be loaded.')).toBeVisible();
  });

  it('subjects that fail to load: the modal once, the form still shown, the field says why', async () => {
    fakeTimeouts();
    const sandbox = inProcessSandbox({ faults: '500,path=/customer-support/subjects,times=4' });
    renderHelp('contact', { sandbox });
    await passRetryWaits();
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('form', { name: 'Contact us' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Subject' })).toHaveAccessibleDescription(
      'The subjects could not be loaded.',
    );
  });
});

describe('HelpPage and the footer', () => {
  it.each([
    ['Terms and conditions', 'article', 'Terms and conditions'],
    ['Privacy policy', 'article', 'Privacy policy'],
    ['Cookies', 'article', 'Cookie policy'],
  ])('the footer’s "%s" opens that page', async (label, role, name) => {
    const onParamsUpdate = vi.fn();
    renderWithSandbox(
      <>
        <HelpPage />
        <Footer />
      </>,
      { onParamsUpdate, initialParams: { page: 'help', content: 'faq-music' } },
    );
    await screen.findByRole('heading', { name: 'Music and concerts' });
    await userEvent.click(screen.getByRole('button', { name: label }));
    expect(await screen.findByRole(role, { name })).toBeVisible();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('the footer’s "Help Centre" opens the tabs on faq-attractions', async () => {
    renderWithSandbox(
      <>
        <HelpPage />
        <Footer />
      </>,
      { initialParams: { page: 'help', content: 'cookies' } },
    );
    await screen.findByRole('article', { name: 'Cookie policy' });
    await userEvent.click(screen.getByRole('button', { name: 'Help Centre' }));
    expect(screen.getByRole('tab', { name: 'Attractions' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Attractions and tours' })).toBeVisible();
  });
});
