import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { imageFailures, storyFetch } from '../../../test/landingStory.test-utils';
import { HelpPage } from './HelpPage';

declare const __CORAS_SANDBOX_URL__: string;

/** The sandbox these stories talk to (the test run's own, else `pnpm dev`'s), for its listings. */
const sandboxUrl = () =>
  (globalThis as { corasSandboxUrl?: string }).corasSandboxUrl ?? __CORAS_SANDBOX_URL__;

/**
 * The help page against the sandbox API: the FAQ tabs, an information page, the contact form and
 * its success dialog, the cookies page with its hostile snippet, loading and failure — at 1200 and
 * 375 px wide containers.
 */
const meta = {
  title: 'Widgets/HelpPage',
  component: HelpPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HelpPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const on = (content: string, width: number, extra: Record<string, unknown> = {}) => ({
  containerWidth: width,
  corasProvider: { initialParams: { page: 'help', content }, ...extra },
});

/** Waits for an FAQ tab's page title. */
async function faqLoaded(canvasElement: HTMLElement, title: string) {
  const canvas = within(canvasElement);
  await expect(
    await canvas.findByRole('heading', { level: 3, name: title }, { timeout: 10_000 }),
  ).toBeVisible();
  return canvas;
}

/** An FAQ tab, loaded; on the wide ones the first item is opened to show an answer. */
function faqStory(content: string, tab: string, title: string, width: number, openFirst: string): Story {
  return {
    parameters: on(content, width),
    play: async ({ canvasElement }) => {
      const canvas = await faqLoaded(canvasElement, title);
      await expect(canvas.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await userEvent.click(canvas.getByRole('button', { name: openFirst }));
      await expect(canvas.getByRole('button', { name: openFirst })).toHaveAttribute('aria-expanded', 'true');
    },
  };
}

export const FaqAttractions1200 = faqStory(
  'faq-attractions',
  'Attractions',
  'Attractions and tours',
  1200,
  'Can I book for a large group?',
);
export const FaqAttractions375 = faqStory(
  'faq-attractions',
  'Attractions',
  'Attractions and tours',
  375,
  'How do I book tickets?',
);
export const FaqMusic1200 = faqStory(
  'faq-music',
  'Music',
  'Music and concerts',
  1200,
  'Where can I find more concerts?',
);
export const FaqMusic375 = faqStory(
  'faq-music',
  'Music',
  'Music and concerts',
  375,
  'Are standing tickets numbered?',
);
export const FaqTheatres1200 = faqStory(
  'faq-theatres',
  'Theatres',
  'Theatre',
  1200,
  'Are theatres accessible?',
);
export const FaqTheatres375 = faqStory('faq-theatres', 'Theatres', 'Theatre', 375, 'Can I choose my seat?');
export const FaqSports1200 = faqStory(
  'faq-sports',
  'Sports',
  'Sport',
  1200,
  'Where is the stadium information?',
);
export const FaqSports375 = faqStory(
  'faq-sports',
  'Sports',
  'Sport',
  375,
  'Why do I need the names of all attendees?',
);

/** The http link of the sports FAQ opens a new tab, safely; screen readers hear that it does. */
export const ExternalLink: Story = {
  parameters: { ...on('faq-sports', 768), visual: false },
  play: async ({ canvasElement }) => {
    const canvas = await faqLoaded(canvasElement, 'Sport');
    await userEvent.click(canvas.getByRole('button', { name: 'Where is the stadium information?' }));
    const link = canvas.getByRole('link', { name: 'partner site (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** A numbered information page with its title. */
function infoStory(content: string, title: string, width: number, extra: Partial<Story> = {}): Story {
  return {
    parameters: on(content, width),
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const article = await canvas.findByRole('article', { name: title }, { timeout: 10_000 });
      await expect(within(article).getByRole('heading', { level: 2, name: title })).toBeVisible();
      await expect(within(article).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent(/^1\. /);
      await expect(canvas.queryByRole('tablist')).toBeNull();
    },
    ...extra,
  };
}

export const PrivacyPolicy1200 = infoStory('privacy-policy', 'Privacy policy', 1200);
export const PrivacyPolicy375 = infoStory('privacy-policy', 'Privacy policy', 375);
export const TermsAndConditions1200 = infoStory('terms-and-conditions', 'Terms and conditions', 1200);

/** Calls of `alert()` while the hostile page is on screen (there must be none). */
const alerts: unknown[] = [];
/** The images of the hostile page that failed to load. */
const images = imageFailures();

/**
 * The cookies page holds the sandbox's hostile snippet (`<img src=x onerror=alert(…)>` and a
 * `javascript:` link): it renders harmlessly — no script, no handler, no `javascript:` address, no
 * dialog.
 */
function hostileStory(width: number): Story {
  return {
    parameters: on('cookies', width),
    beforeEach: () => {
      const original = window.alert;
      alerts.length = 0;
      window.alert = (message?: unknown) => {
        alerts.push(message);
      };
      const stopRecording = images.record();
      return () => {
        window.alert = original;
        stopRecording();
      };
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const article = await canvas.findByRole('article', { name: 'Cookie policy' }, { timeout: 10_000 });
      await expect(within(article).getByText('Manage cookie settings')).toBeVisible();
      const image = article.querySelector('img') as HTMLImageElement;
      // The broken image has failed to load, and its (removed) handler would have run by then.
      await waitFor(() => expect(images.failed).toContain(image), { timeout: 5_000 });
      await expect(alerts).toEqual([]);
      await expect(canvasElement.querySelector('script')).toBeNull();
      const attributes = Array.from(canvasElement.querySelectorAll('*')).flatMap((element) =>
        Array.from(element.attributes),
      );
      await expect(attributes.filter((attribute) => /^on/i.test(attribute.name))).toEqual([]);
      await expect(attributes.filter((attribute) => /^\s*javascript:/i.test(attribute.value))).toEqual([]);
      await expect(canvasElement.ownerDocument.querySelector('[role="dialog"]')).toBeNull();
    },
  };
}

export const HostileCookies1200 = hostileStory(1200);
export const HostileCookies375 = hostileStory(375);

/** Waits until the contact form's subjects have arrived. */
async function contactLoaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const subject = await canvas.findByRole('combobox', { name: 'Subject' }, { timeout: 10_000 });
  await waitFor(() => expect(within(subject).getAllByRole('option')).toHaveLength(7), { timeout: 10_000 });
  return canvas;
}

export const ContactEmpty1200: Story = {
  parameters: on('contact', 1200),
  play: async ({ canvasElement }) => {
    const canvas = await contactLoaded(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Contact us' })).toHaveAttribute('aria-selected', 'true');
    // Two columns: name beside email.
    const name = canvas.getByRole('textbox', { name: 'Name' }).getBoundingClientRect();
    const email = canvas.getByRole('textbox', { name: 'Email' }).getBoundingClientRect();
    await expect(Math.round(name.top)).toBe(Math.round(email.top));
  },
};

export const ContactEmpty375: Story = {
  parameters: on('contact', 375),
  play: async ({ canvasElement }) => {
    const canvas = await contactLoaded(canvasElement);
    // 'help?content=contact' on a phone: the row of tabs scrolls to show the selected last tab.
    const tabs = canvas.getByRole('tablist').getBoundingClientRect();
    const contact = canvas.getByRole('tab', { name: 'Contact us' }).getBoundingClientRect();
    await expect(contact.left).toBeGreaterThanOrEqual(tabs.left - 1);
    await expect(contact.right).toBeLessThanOrEqual(tabs.right + 1);
    // One column: email under name.
    const name = canvas.getByRole('textbox', { name: 'Name' }).getBoundingClientRect();
    const email = canvas.getByRole('textbox', { name: 'Email' }).getBoundingClientRect();
    await expect(email.top).toBeGreaterThan(name.bottom);
  },
};

/** After a first submit: the messages of spec 2 §5, the focus on the first invalid field. */
function errorsStory(width: number): Story {
  return {
    parameters: on('contact', width),
    play: async ({ canvasElement }) => {
      const canvas = await contactLoaded(canvasElement);
      await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Ada Lovelace');
      await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada.example.com');
      await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
      const email = canvas.getByRole('textbox', { name: 'Email' });
      await waitFor(() => expect(email).toHaveFocus());
      await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
      await expect(canvas.getAllByText('This is a required field')).toHaveLength(3);
      // The screenshot should not depend on the caret: leave the field.
      email.blur();
    },
  };
}

export const ContactErrors1200 = errorsStory(1200);
export const ContactErrors375 = errorsStory(375);

/** A complete form sent: the dialog (360 px), and the sandbox has the message. */
function successStory(width: number): Story {
  const question = `Can I move my booking to another day? (story ${width})`;
  return {
    parameters: { ...on('contact', width), visual: { fullPage: true } },
    play: async ({ canvasElement }) => {
      const canvas = await contactLoaded(canvasElement);
      await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Ada King Lovelace');
      await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
      await userEvent.type(canvas.getByRole('textbox', { name: 'Event name' }), 'Dublin walking tour');
      await userEvent.selectOptions(
        canvas.getByRole('combobox', { name: 'Subject' }),
        'Changing or cancelling',
      );
      await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), question);
      await userEvent.click(canvas.getByRole('button', { name: 'Send' }));

      const page = within(canvasElement.ownerDocument.body);
      const dialog = await page.findByRole('dialog', { name: "Thank you, we've received your query" });
      await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(360);
      await waitFor(() =>
        expect(within(dialog).getByRole('button', { name: 'Browse other events' })).toHaveFocus(),
      );

      const response = await fetch(`${sandboxUrl()}/sandbox/support-messages`);
      const { messages } = (await response.json()) as { messages: Array<Record<string, unknown>> };
      await expect(messages).toContainEqual(
        expect.objectContaining({
          first_name: 'Ada',
          last_name: 'King Lovelace',
          email: 'ada@example.com',
          attraction_name: 'Dublin walking tour',
          subject: 'change',
          question,
          order_reference: null,
          language_code: 'en',
        }),
      );
    },
  };
}

export const ContactSuccess1200 = successStory(1200);
export const ContactSuccess375 = successStory(375);

/** Keyboard only: into the tabs, arrows to 'Contact us', Enter opens it; back with Home and Enter. */
export const TabsKeyboard: Story = {
  parameters: on('faq-attractions', 768),
  play: async ({ canvasElement }) => {
    const canvas = await faqLoaded(canvasElement, 'Attractions and tours');
    await userEvent.click(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Attractions' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Theatres' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await faqLoaded(canvasElement, 'Theatre');
    await expect(canvas.getByRole('tab', { name: 'Theatres' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}{Enter}');
    await contactLoaded(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Contact us' })).toHaveFocus();
    // Tab leaves the list for the panel's first field.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Contact us' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{Tab}{/Shift}{Home}');
    await expect(canvas.getByRole('tab', { name: 'Attractions' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await faqLoaded(canvasElement, 'Attractions and tours');
    // The FAQ's items by keyboard: Tab into the panel, then to the first header, Enter opens it.
    await userEvent.tab();
    await userEvent.tab();
    const first = canvas.getByRole('button', { name: 'How do I book tickets?' });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Keyboard only: the form filled field by field with Tab, the subject by keyboard, sent with Enter. */
export const ContactKeyboard: Story = {
  parameters: { ...on('contact', 768), visual: { fullPage: true } },
  play: async ({ canvasElement }) => {
    const canvas = await contactLoaded(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Name' });
    name.focus();
    // Enter in a field submits: the messages show, the focus stays on the first invalid field.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAccessibleDescription('This is a required field');

    await userEvent.keyboard('Grace Hopper');
    await userEvent.tab();
    await userEvent.keyboard('grace@example.com');
    await userEvent.tab();
    await userEvent.keyboard('Cork theatre');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Order reference (optional)' })).toHaveFocus();
    await userEvent.tab();
    const subject = canvas.getByRole('combobox', { name: 'Subject' });
    await expect(subject).toHaveFocus();
    await userEvent.selectOptions(subject, 'Accessibility');
    await userEvent.tab();
    await userEvent.keyboard('Is there step-free access?');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Send' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: "Thank you, we've received your query" });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Browse other events' })).toHaveFocus(),
    );
  },
};

/** The page on its way: a skeleton of the accordion's size. */
export const Loading: Story = {
  parameters: on('faq-attractions', 1200, {
    fetch: storyFetch({ fault: { path: '/pages/', spec: 'latency=25000' } }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading help content');
  },
};

/** The page failed: the error modal once, and the page says so in place. */
export const PageFailed: Story = {
  parameters: {
    ...on('faq-music', 768, {
      logger: { error: () => undefined, warn: () => undefined },
      fetch: storyFetch({ fault: { path: '/pages/', spec: 'malformed' } }),
    }),
    visual: { fullPage: true },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', {}, { timeout: 10_000 });
    await expect(within(dialog).getByRole('button', { name: 'Refresh the page' })).toHaveFocus();
    await expect(within(canvasElement).getByText('This page could not be loaded.')).toBeInTheDocument();
  },
};
