import { HOSTILE_SNIPPET } from '@coras/sandbox-api/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { patchHappyDomForDomPurify } from '../../../../test/happyDomPurify.test-utils';
import { HelpHtml } from './HelpHtml';
import { HelpContentContext, type HelpContentContextValue } from './helpContentContext';
import { createHelpSanitizer, type HelpSanitizer } from './sanitizeHelpHtml';

patchHappyDomForDomPurify();

const labels = { opensInNewTab: '(opens in a new tab)', visuallyHiddenClass: 'hidden-text' };

function renderHtml(html: string, overrides: Partial<HelpContentContextValue> = {}) {
  const value: HelpContentContextValue = {
    sanitizer: createHelpSanitizer(window),
    labels,
    onLink: vi.fn(() => true),
    onDegraded: vi.fn(),
    ...overrides,
  };
  const view = render(
    <HelpContentContext.Provider value={value}>
      <HelpHtml html={html} />
    </HelpContentContext.Provider>,
  );
  return { ...view, ...value };
}

/**
 * Clicks `element` and answers whether the page prevented the browser's navigation; the click's
 * default is then prevented in any case, so the test browser never follows a link.
 */
function clickPrevented(element: Element): boolean {
  let prevented = false;
  const record = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', record);
  try {
    fireEvent.click(element);
  } finally {
    window.removeEventListener('click', record);
  }
  return prevented;
}

describe('HelpHtml', () => {
  it('inserts the sanitised content: the text stays, no handler or javascript: link survives', () => {
    const { container } = renderHtml(`<p>Read this. ${HOSTILE_SNIPPET}</p>`);
    expect(container.textContent).toContain('Read this.');
    const attributes = Array.from(container.querySelectorAll('*')).flatMap((element) =>
      Array.from(element.attributes).map((attribute) => `${attribute.name}=${attribute.value}`),
    );
    expect(attributes.filter((attribute) => /^on/i.test(attribute))).toEqual([]);
    expect(attributes.filter((attribute) => /javascript:/i.test(attribute))).toEqual([]);
    expect(container.querySelector('script')).toBeNull();
  });

  it("hands the widget's links to the page with booking-core's action, and prevents the browser's navigation", () => {
    const { onLink } = renderHtml('<p><a href="#contact-link">Contact us</a></p>');
    const link = screen.getByRole('link', { name: 'Contact us' });
    expect(clickPrevented(link)).toBe(true);
    expect(onLink).toHaveBeenCalledWith({ action: 'openContact' }, link);
  });

  it('leaves an http link to the browser, in a new tab, and a link the page did not handle unprevented', () => {
    const onLink = vi.fn(() => false);
    renderHtml(
      '<p><a href="http://127.0.0.1:9/contact">Partner</a> <a href="#privacy-policy-link">Privacy</a></p>',
      { onLink },
    );
    const partner = screen.getByRole('link', { name: /Partner/ });
    expect(clickPrevented(partner)).toBe(false);
    expect(onLink).not.toHaveBeenCalled();
    expect(partner.getAttribute('target')).toBe('_blank');

    expect(clickPrevented(screen.getByRole('link', { name: 'Privacy' }))).toBe(false);
    expect(onLink).toHaveBeenCalledWith(
      { action: 'navigate', update: { page: 'help', content: 'privacy-policy' } },
      expect.any(HTMLAnchorElement),
    );
  });

  it('reports content the sanitiser could only show as text', () => {
    const degraded: HelpSanitizer = {
      sanitize: (html) => {
        const fragment = document.createDocumentFragment();
        fragment.append(html);
        return { fragment, degraded: true };
      },
    };
    const { container, onDegraded } = renderHtml('<b>Bold</b>', { sanitizer: degraded });
    expect(container.textContent).toBe('<b>Bold</b>');
    expect(onDegraded).toHaveBeenCalledTimes(1);
  });
});
