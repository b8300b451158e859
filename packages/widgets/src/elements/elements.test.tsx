import { waitFor } from '@testing-library/react';
import { getNonce } from 'get-nonce';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineCorasElements } from './elements';

beforeEach(() => {
  // The elements log configuration problems to the console (their default logger).
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

beforeAll(() => {
  defineCorasElements({ styles: '.probe { color: rgb(1, 2, 3); }' });
});

afterEach(() => document.body.replaceChildren());

function mount(html: string): HTMLElement {
  document.body.insertAdjacentHTML('beforeend', html);
  return document.body.lastElementChild as HTMLElement;
}

const shadowText = (element: HTMLElement) => element.shadowRoot?.textContent ?? '';

describe('Coras custom elements', () => {
  it('registers coras-booking and coras-landing once, however often it is called', () => {
    expect(customElements.get('coras-booking')).toBeDefined();
    expect(customElements.get('coras-landing')).toBeDefined();
    expect(() => defineCorasElements()).not.toThrow();
  });

  it('explains a missing attribute inside its shadow root, and logs it', async () => {
    const element = mount('<coras-booking distributor-id="demo"></coras-booking>');
    await waitFor(() => expect(shadowText(element)).toContain('the api-host attribute is missing'));
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('api-host'), '');
  });

  it.each(['ftp://files.example', 'javascript:alert(1)', 'http://'])(
    'explains an api-host that is not an http(s) URL (%s) as clearly as a missing one',
    async (apiHost) => {
      const element = mount(`<coras-booking distributor-id="demo" api-host="${apiHost}"></coras-booking>`);
      await waitFor(() =>
        expect(shadowText(element)).toContain('the api-host attribute must be an http or https address'),
      );
      expect(element.shadowRoot?.querySelector('[role="alert"]')).not.toBeNull();
      expect(console.error).toHaveBeenCalledWith(expect.stringContaining('is not an http(s) URL'), '');
    },
  );

  it('hands its nonce, attribute or property, to the styles the widget adds', async () => {
    const element = mount('<coras-landing distributor-id="demo" nonce="from-attribute"></coras-landing>');
    await waitFor(() => expect(shadowText(element)).toContain('missing'));
    expect(element.nonce).toBe('from-attribute');
    expect(getNonce()).toBe('from-attribute');
    element.nonce = 'from-property';
    expect(element.nonce).toBe('from-property');
    await waitFor(() => expect(getNonce()).toBe('from-property'));
  });

  it('renders again when an attribute changes', async () => {
    const element = mount('<coras-landing distributor-id="demo"></coras-landing>');
    await waitFor(() => expect(shadowText(element)).toContain('api-host attribute is missing'));
    element.setAttribute('api-host', 'http://127.0.0.1:9');
    await waitFor(() => expect(shadowText(element)).not.toContain('missing'));
    // The landing page renders (its banner is there from the first paint).
    expect(element.shadowRoot?.querySelector('[data-testid="location-banner"]')).not.toBeNull();
  });

  it('adopts the widget styles into its shadow root, so host CSS stays outside', async () => {
    const element = mount('<coras-booking></coras-booking>');
    await waitFor(() => expect(element.shadowRoot).not.toBeNull());
    const sheets = element.shadowRoot?.adoptedStyleSheets ?? [];
    expect(sheets).toHaveLength(1);
    expect(sheets[0]?.cssRules[0]?.cssText).toContain('.probe');
  });

  it('unmounts when removed from the page', async () => {
    const element = mount('<coras-booking distributor-id="demo"></coras-booking>');
    await waitFor(() => expect(shadowText(element)).toContain('missing'));
    element.remove();
    await waitFor(() => expect(element.shadowRoot?.childNodes.length).toBe(0));
  });

  it("links the partner's contact page from coras-booking's footer, in a new tab, following the attribute", async () => {
    const element = mount(
      '<coras-booking api-host="http://127.0.0.1:9" distributor-id="demo" partner-contact-url="https://partner.example/contact"></coras-booking>',
    );
    const contactLink = () =>
      [...(element.shadowRoot?.querySelectorAll('a') ?? [])].find((link) => link.target === '_blank');
    await waitFor(() => expect(contactLink()?.href).toBe('https://partner.example/contact'));
    expect(contactLink()?.rel).toBe('noopener noreferrer');

    element.setAttribute('partner-contact-url', 'https://partner.example/help');
    await waitFor(() => expect(contactLink()?.href).toBe('https://partner.example/help'));
    element.removeAttribute('partner-contact-url');
    await waitFor(() => expect(contactLink()).toBeUndefined());
  });

  it('tells the host page of every page change with params-update, bubbling out of the shadow root', async () => {
    const element = mount(
      '<coras-booking api-host="http://127.0.0.1:9" distributor-id="demo"></coras-booking>',
    );
    const updates: CustomEvent[] = [];
    const listener = (event: Event) => updates.push(event as CustomEvent);
    document.body.addEventListener('params-update', listener);
    try {
      const helpCentre = () =>
        [...(element.shadowRoot?.querySelectorAll('button') ?? [])].find(
          (button) => button.textContent === 'Help Centre',
        );
      await waitFor(() => expect(helpCentre()).toBeDefined());
      helpCentre()?.click();
      await waitFor(() => expect(updates).toHaveLength(1));
      const [update] = updates;
      expect(update?.detail).toMatchObject({ page: 'help', locale: 'en-GB', currency: 'GBP' });
      expect(update?.bubbles).toBe(true);
      expect(update?.composed).toBe(true);
      expect(update?.target).toBe(element);
    } finally {
      document.body.removeEventListener('params-update', listener);
    }
  });

  it('takes a white-label theme as a property and applies it at once, inside its shadow root', async () => {
    const element = mount('<coras-booking distributor-id="demo"></coras-booking>') as HTMLElement & {
      theme: unknown;
    };
    const themed = () =>
      [...(element.shadowRoot?.querySelectorAll<HTMLElement>('[style]') ?? [])].some((node) =>
        node.getAttribute('style')?.toLowerCase().includes('#6a1b7a'),
      );
    await waitFor(() => expect(shadowText(element)).toContain('api-host attribute is missing'));
    expect(themed()).toBe(false);
    const theme = { color: { brand: '#6a1b7a' } };
    element.theme = theme;
    expect(element.theme).toBe(theme);
    await waitFor(() => expect(themed()).toBe(true));
  });

  it('takes the reward-points function as a property', () => {
    const element = mount('<coras-booking></coras-booking>') as HTMLElement & { rewardPoints: unknown };
    const calculate = (price: number) => price * 10;
    element.rewardPoints = calculate;
    expect(element.rewardPoints).toBe(calculate);
  });
});
