import { act, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTimeouts, inProcessSandbox, passRetryWaits } from '../../../../test/harness.test-utils';
import { renderHelp, withFault } from '../help.test-utils';
import { messages as german } from '../messages/de-DE';

afterEach(() => {
  vi.useRealTimers();
});

type Sandbox = ReturnType<typeof inProcessSandbox>;

const field = (name: string) => screen.getByRole('textbox', { name });
const subject = () => screen.getByRole('combobox', { name: 'Subject' });

/** The contact tab with its subjects loaded. */
async function renderContact(options: Parameters<typeof renderHelp>[1] = {}) {
  const view = renderHelp('contact', options);
  await waitFor(() => expect(within(subject()).getAllByRole('option')).toHaveLength(7));
  return view;
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values: Partial<Record<'name' | 'email' | 'event' | 'reference' | 'message', string>> & {
    subject?: string;
  },
) {
  if (values.name !== undefined) await user.type(field('Name'), values.name);
  if (values.email !== undefined) await user.type(field('Email'), values.email);
  if (values.event !== undefined) await user.type(field('Event name'), values.event);
  if (values.reference !== undefined) await user.type(field('Order reference (optional)'), values.reference);
  if (values.subject !== undefined) await user.selectOptions(subject(), values.subject);
  if (values.message !== undefined) await user.type(field('Message'), values.message);
}

const complete = {
  name: 'Ada King Lovelace',
  email: 'ada@example.com',
  event: 'Dublin walking tour',
  reference: 'CR-1234',
  subject: 'A booking I made',
  message: 'Can I change the date?',
};

/** The bodies of every `POST /v2/customer-support` the widget sent. */
async function postedMessages(sandbox: Sandbox) {
  const posts = sandbox.requests.filter(
    (request) => request.method === 'POST' && new URL(request.url).pathname === '/v2/customer-support',
  );
  return Promise.all(posts.map((request) => request.clone().json()));
}

/** What the sandbox stored, through its own listing (GET /sandbox/support-messages). */
async function storedMessages(sandbox: Sandbox) {
  const response = await sandbox.app.fetch(new Request('http://sandbox.test/sandbox/support-messages'));
  return ((await response.json()) as { messages: Array<Record<string, unknown>> }).messages;
}

describe('ContactForm', () => {
  it('shows the fields of spec 2 §3 with autofill tokens, and the subjects in the visitor’s language', async () => {
    await renderContact();
    expect(field('Name')).toHaveAttribute('autocomplete', 'name');
    expect(field('Email')).toHaveAttribute('autocomplete', 'email');
    expect(field('Email')).toHaveAttribute('type', 'email');
    for (const name of ['Name', 'Email', 'Event name', 'Message']) expect(field(name)).toBeRequired();
    expect(field('Order reference (optional)')).not.toBeRequired();
    expect(subject()).toBeRequired();
    expect(field('Message').tagName).toBe('TEXTAREA');
    expect(
      within(subject())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Select a subject',
      'A booking I made',
      'Payment and refunds',
      'Changing or cancelling',
      'I have not received my tickets',
      'Accessibility',
      'Something else',
    ]);
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('shows no message before the first submit', async () => {
    const { user } = await renderContact();
    await user.type(field('Email'), 'not-an-email');
    await user.click(field('Name'));
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    expect(screen.queryByText('This is a required field')).toBeNull();
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('on submit: "This is a required field" on each blank required field, focus on the first, nothing sent', async () => {
    const { user, sandbox } = await renderContact();
    await user.click(screen.getByRole('button', { name: 'Send' }));

    for (const name of ['Name', 'Email', 'Event name', 'Message']) {
      expect(field(name)).toHaveAttribute('aria-invalid', 'true');
      expect(field(name)).toHaveAccessibleDescription('This is a required field');
    }
    expect(subject()).toHaveAttribute('aria-invalid', 'true');
    expect(subject()).toHaveAccessibleDescription('This is a required field');
    // orderReference is optional (spec 2 §5).
    expect(field('Order reference (optional)')).not.toHaveAttribute('aria-invalid');
    expect(screen.getAllByText('This is a required field')).toHaveLength(5);
    await waitFor(() => expect(field('Name')).toHaveFocus());
    expect(await postedMessages(sandbox)).toEqual([]);
  });

  it('after the first submit the messages are live: they follow every change', async () => {
    const { user } = await renderContact();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.type(field('Name'), 'Ada');
    expect(field('Name')).not.toHaveAttribute('aria-invalid');
    await user.type(field('Email'), 'ada.example.com');
    // Required first, then the @ (spec 2 §5).
    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    await user.clear(field('Email'));
    expect(field('Email')).toHaveAccessibleDescription('This is a required field');
    await user.type(field('Email'), 'ada@example.com');
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
    await user.type(field('Message'), '   ');
    expect(field('Message')).toHaveAccessibleDescription('This is a required field');
    await user.selectOptions(subject(), 'Accessibility');
    expect(subject()).not.toHaveAttribute('aria-invalid');
  });

  it('ticks only a field with a valid value after submit: the empty optional order reference gets no tick', async () => {
    const { user } = await renderContact();
    // The field's box carries the status its icon and border are drawn from.
    const status = (name: string) => field(name).closest('[data-status]')?.getAttribute('data-status');
    await fill(user, { name: 'Ada' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(status('Email')).toBe('error'));
    expect(status('Name')).toBe('success');
    expect(status('Order reference (optional)')).toBeUndefined();
    await user.type(field('Order reference (optional)'), 'CR-1234');
    expect(status('Order reference (optional)')).toBe('success');
    await user.clear(field('Order reference (optional)'));
    await user.type(field('Order reference (optional)'), '  ');
    expect(status('Order reference (optional)')).toBeUndefined();
  });

  it('moves the focus to the first invalid field in the form’s order', async () => {
    const { user } = await renderContact();
    await fill(user, { name: 'Ada', email: 'ada', event: 'Tour' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(field('Email')).toHaveFocus());
    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email address');
  });

  it('sends the payload of spec 2 §7 — the name split into first and last — and the sandbox stores it', async () => {
    const { user, sandbox } = await renderContact();
    await fill(user, {
      ...complete,
      name: '  Ada King Lovelace ',
      event: ' Dublin walking tour ',
      reference: ' CR-1234 ',
    });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('dialog', { name: "Thank you, we've received your query" });

    const expected = {
      language_code: 'en',
      first_name: 'Ada',
      last_name: 'King Lovelace',
      email: 'ada@example.com',
      attraction_name: 'Dublin walking tour',
      subject: 'booking',
      question: 'Can I change the date?',
      order_reference: 'CR-1234',
      attraction_location: null,
      attraction_date: null,
    };
    expect(await postedMessages(sandbox)).toEqual([expected]);
    const post = sandbox.requests.find((request) => request.method === 'POST');
    expect(post?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(post?.headers.get('Coras-Distributor')).toBe('test');
    const stored = await storedMessages(sandbox);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject(expected);
  });

  it.each([
    ['one word: both names are that word', 'Ada', { first_name: 'Ada', last_name: 'Ada' }],
    ['two words', 'Ada Lovelace', { first_name: 'Ada', last_name: 'Lovelace' }],
    ['several words and spaces', 'Ada   Augusta  King', { first_name: 'Ada', last_name: 'Augusta King' }],
  ])('splits the name on whitespace: %s', async (_, name, split) => {
    const { user, sandbox } = await renderContact();
    await fill(user, { ...complete, name });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('dialog');
    expect((await postedMessages(sandbox))[0]).toMatchObject(split);
  });

  it('sends order_reference null when the optional field is left empty', async () => {
    const { user, sandbox } = await renderContact();
    await fill(user, { ...complete, reference: '   ' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('dialog');
    expect((await postedMessages(sandbox))[0]).toMatchObject({ order_reference: null });
  });

  it('sends the visitor’s language', async () => {
    const { user, sandbox } = renderHelp('contact', { locale: 'de-DE', locales: 'de-DE,en-GB' });
    // The form speaks German too: find its fields by their de-DE labels.
    const germanSubject = () => screen.getByRole('combobox', { name: german['help.contact.subject'] });
    await waitFor(() =>
      expect(within(germanSubject()).getByRole('option', { name: 'Eine Buchung' })).toBeTruthy(),
    );
    await user.type(field(german['help.contact.name']), complete.name);
    await user.type(field(german['help.contact.email']), complete.email);
    await user.type(field(german['help.contact.eventName']), complete.event);
    await user.selectOptions(germanSubject(), 'Eine Buchung');
    await user.type(field(german['help.contact.message']), complete.message);
    await user.click(screen.getByRole('button', { name: german['help.contact.submit'] }));
    await screen.findByRole('dialog');
    expect((await postedMessages(sandbox))[0]).toMatchObject({ language_code: 'de', subject: 'booking' });
  });

  it('a double click sends once', async () => {
    const sandbox = inProcessSandbox({ faults: 'latency=100,path=/v2/customer-support' });
    const { user } = await renderContact({ sandbox });
    await fill(user, complete);
    await user.dblClick(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('dialog');
    expect(await postedMessages(sandbox)).toHaveLength(1);
  });

  it('shows "Thank you, we\'ve received your query"; "Browse other events" resets the form and goes to landing', async () => {
    const { user, onParamsUpdate } = await renderContact();
    await fill(user, complete);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: "Thank you, we've received your query" });
    const browse = within(dialog).getByRole('button', { name: 'Browse other events' });
    await waitFor(() => expect(browse).toHaveFocus());
    await user.click(browse);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const update = onParamsUpdate.mock.calls.at(-1)?.[0];
    expect(update).toMatchObject({ page: 'landing' });
    expect(update).not.toHaveProperty('content');

    // Back on the contact tab: the form is empty and shows no messages.
    await act(async () => {
      await user.click(screen.getByRole('tab', { name: 'Contact us' }));
    });
    await waitFor(() => expect(field('Name')).toHaveValue(''));
    for (const name of ['Email', 'Event name', 'Order reference (optional)', 'Message'])
      expect(field(name)).toHaveValue('');
    expect(subject()).toHaveValue('');
    expect(screen.queryByText('This is a required field')).toBeNull();
  });

  it('closing the dialog with Escape also resets the form and goes to landing', async () => {
    const { user, onParamsUpdate } = await renderContact();
    await fill(user, complete);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onParamsUpdate).toHaveBeenLastCalledWith(expect.objectContaining({ page: 'landing' }));
    await user.click(screen.getByRole('tab', { name: 'Contact us' }));
    await waitFor(() => expect(field('Name')).toHaveValue(''));
  });

  it('keeps the draft when the visitor looks at an FAQ tab and comes back', async () => {
    const { user } = await renderContact();
    await fill(user, { name: 'Ada', message: 'Half written' });
    await user.click(screen.getByRole('tab', { name: 'Music' }));
    await screen.findByRole('heading', { name: 'Music and concerts' });
    await user.click(screen.getByRole('tab', { name: 'Contact us' }));
    expect(field('Name')).toHaveValue('Ada');
    expect(field('Message')).toHaveValue('Half written');
  });

  it.each([
    ['server errors on every attempt', '500'],
    ['a network failure', 'drop'],
    ['a validation error of the server', '400'],
  ])('a failed submission (%s) is ignored for the visitor — no dialog — but logged', async (_, fault) => {
    fakeTimeouts();
    const sandbox = inProcessSandbox();
    const isPost = (request: Request) => request.method === 'POST';
    const { user, logger } = await renderContact({
      sandbox,
      fetch:
        fault === '400'
          ? // A refusal the form cannot foresee: the API answers the POST with field errors.
            (request: Request) =>
              isPost(request)
                ? Promise.resolve(
                    Response.json(
                      {
                        code: 12,
                        message: 'Some details are invalid.',
                        errors: { subject: ['Unknown subject'] },
                      },
                      { status: 400 },
                    ),
                  )
                : sandbox.fetch(request)
          : withFault(sandbox, isPost, fault),
    });
    await fill(user, complete);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await passRetryWaits();

    await waitFor(() =>
      expect(logger.error).toHaveBeenCalledWith(
        'Coras widget: the contact message could not be sent',
        expect.objectContaining({ kind: expect.any(String) }),
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    // What was typed stays, and the button works again.
    expect(field('Name')).toHaveValue(complete.name);
    expect(screen.getByRole('button', { name: 'Send' })).not.toHaveAttribute('aria-busy');
    expect(await storedMessages(sandbox)).toEqual([]);
  });
});
