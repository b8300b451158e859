import { expect, SANDBOX, storefront, test } from '../support/journey';

test.describe.configure({ timeout: 90_000 });

test('help: an FAQ tab, an information page, and a contact form the sandbox receives', async ({
  page,
  axe,
  request,
}) => {
  // A sender of this run only: the sandbox's list is shared with every other journey.
  const email = `help-${test.info().workerIndex}-${Date.now()}@example.ie`;
  await page.goto(storefront('/en-GB/EUR'));
  await expect(page.getByRole('heading', { level: 2, name: /^Top picks in/ })).toBeVisible();
  await axe('landing');

  const footer = page.getByRole('navigation', { name: 'Help and contact' });
  await footer.getByRole('link', { name: 'Help Centre' }).click();
  await expect(page).toHaveURL(/\/en-GB\/EUR\/help/);
  const tabs = page.getByRole('tablist', { name: 'I need help with...' });
  await expect(tabs.getByRole('tab', { name: 'Attractions' })).toHaveAttribute('aria-selected', 'true');

  // An FAQ tab: its sections, and an answer opened from its question.
  await tabs.getByRole('tab', { name: 'Music' }).click();
  const music = page.getByRole('tabpanel', { name: 'Music' });
  await expect(music).toBeVisible();
  const question = music.getByRole('button').first();
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await axe('help: FAQ');

  // An information page from the footer: a title and numbered sections.
  await footer.getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/content=privacy-policy/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Privacy policy' })).toBeVisible();
  await expect(main.getByRole('heading', { name: /^1\. / })).toBeVisible();
  await axe('help: privacy policy');

  // The contact form, sent.
  await footer.getByRole('link', { name: 'Help Centre' }).click();
  await page.getByRole('tab', { name: 'Contact us' }).click();
  const form = page.getByRole('tabpanel', { name: 'Contact us' });
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('This is a required field').first()).toBeVisible();
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Niamh Kelly Walsh');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Event name' }).fill('Dublin Old Town Walking Tour');
  await form.getByRole('textbox', { name: 'Order reference (optional)' }).fill('CRS-12345');
  await form.getByRole('combobox', { name: 'Subject' }).selectOption({ label: 'Accessibility' });
  await form.getByRole('textbox', { name: 'Message' }).fill('Is the meeting point step-free?');
  await axe('help: contact form');
  await form.getByRole('button', { name: 'Send' }).click();

  const thanks = page.getByRole('dialog', { name: "Thank you, we've received your query" });
  await expect(thanks).toBeVisible();
  await axe('help: contact sent');

  const answer = await request.get(`${SANDBOX}/sandbox/support-messages`);
  const { messages } = (await answer.json()) as { messages: Record<string, unknown>[] };
  expect(messages.filter((message) => message.email === email)).toEqual([
    expect.objectContaining({
      first_name: 'Niamh',
      last_name: 'Kelly Walsh',
      attraction_name: 'Dublin Old Town Walking Tour',
      subject: 'accessibility',
      question: 'Is the meeting point step-free?',
      order_reference: 'CRS-12345',
      language_code: 'en',
    }),
  ]);

  await thanks.getByRole('button', { name: 'Browse other events' }).click();
  await expect(page).toHaveURL(/\/en-GB\/EUR(\?|$)/);
  await expect(page.getByRole('heading', { level: 2, name: /^Top picks in/ })).toBeVisible();
});
