import { HOSTILE_SNIPPET, SPECIAL_LINKS } from '@coras/sandbox-api/testing';
import createDOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';
import { patchHappyDomForDomPurify } from '../../../../test/happyDomPurify.test-utils';
import { createHelpSanitizer, isHarmless } from './sanitizeHelpHtml';

patchHappyDomForDomPurify();

const labels = { opensInNewTab: '(opens in a new tab)', visuallyHiddenClass: 'hidden-text' };

function sanitized(html: string) {
  const { fragment, degraded } = createHelpSanitizer(window).sanitize(html, labels);
  const host = document.createElement('div');
  host.append(fragment);
  return { host, degraded };
}

/** Every attribute of every element, as `tag@name=value`. */
function attributes(host: Element) {
  return Array.from(host.querySelectorAll('*')).flatMap((element) =>
    Array.from(element.attributes).map(
      (attribute) => `${element.localName}@${attribute.name}=${attribute.value}`,
    ),
  );
}

describe('createHelpSanitizer', () => {
  it("neutralises the sandbox's hostile snippet: no handler, no javascript: link, the text kept", () => {
    const { host, degraded } = sanitized(
      `<p>You can change your choices at any time. ${HOSTILE_SNIPPET}</p>`,
    );
    expect(degraded).toBe(false);
    expect(host.querySelector('script')).toBeNull();
    expect(attributes(host).filter((entry) => /@on/i.test(entry))).toEqual([]);
    expect(host.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(host.textContent).toContain('Manage cookie settings');
    // The image stays, decorative, without its handler.
    expect(host.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it.each([
    ['a script element', '<p>a</p><script>alert(1)</script>'],
    ['an event handler', '<p onclick="alert(1)">a</p>'],
    ['a javascript: link', '<a href="javascript:alert(1)">a</a>'],
    ['a javascript: link with a tab and mixed case', '<a href="jav&#x09;aScRiPt:alert(1)">a</a>'],
    ['a javascript: link with leading spaces', '<a href=" javascript:alert(1)">a</a>'],
    ['a vbscript: link', '<a href="vbscript:msgbox(1)">a</a>'],
    ['a data: HTML link', '<a href="data:text/html,<script>alert(1)</script>">a</a>'],
    ['an SVG script', '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)">a</a></svg>'],
    ['an SVG onload', '<svg onload="alert(1)"></svg>'],
    ['an iframe', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['an object', '<object data="javascript:alert(1)"></object>'],
    [
      'a form posting elsewhere',
      '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">Go</button></form>',
    ],
    ['content inside an unknown element', '<foo-bar><img src="x" onerror="alert(1)"></foo-bar>'],
    ['a noscript parser trick', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
    ['a style element', '<style>body { display: none }</style><p>a</p>'],
  ])('removes %s', (_, html) => {
    const { host, degraded } = sanitized(html);
    expect(degraded).toBe(false);
    expect(isHarmless(host)).toBe(true);
    expect(host.querySelector('script, style, iframe, object, form, svg')).toBeNull();
    expect(attributes(host).filter((entry) => /@on|javascript:|vbscript:|data:text/i.test(entry))).toEqual(
      [],
    );
  });

  it('keeps the markup editors write: paragraphs, emphasis, lists, code and the special links', () => {
    const html = `<p>Choose a date and press <strong>Check</strong>. <em>Then</em> <code>pay</code>.</p><ul><li>One</li></ul><a href="${SPECIAL_LINKS.contact}">contact us</a> <a href="${SPECIAL_LINKS.relative}">gift vouchers</a>`;
    const { host } = sanitized(html);
    expect(host.querySelector('strong')?.textContent).toBe('Check');
    expect(host.querySelector('em')).not.toBeNull();
    expect(host.querySelector('code')).not.toBeNull();
    expect(host.querySelectorAll('li')).toHaveLength(1);
    const [contact, relative] = Array.from(host.querySelectorAll('a'));
    expect(contact?.getAttribute('href')).toBe('#contact-link');
    expect(relative?.getAttribute('href')).toBe('/help/gift-vouchers');
    // Links of this site stay in this tab.
    expect(relative?.hasAttribute('target')).toBe(false);
  });

  it('opens http links in a new tab safely, and says so to screen readers', () => {
    const { host } = sanitized(
      `<a href="${SPECIAL_LINKS.http}" target="_self" rel="opener">partner site</a> <a href="//cdn.example.com/x">cdn</a> <a href="mailto:help@example.com">mail</a>`,
    );
    const [http, relativeProtocol, mail] = Array.from(host.querySelectorAll('a'));
    for (const link of [http, relativeProtocol]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link?.querySelector('.hidden-text')?.textContent).toBe(' (opens in a new tab)');
    }
    expect(http).toHaveAttribute('href', SPECIAL_LINKS.http);
    expect(mail?.hasAttribute('target')).toBe(false);
  });

  it("prefixes editors' ids so they cannot clobber the document or the widget's ids", () => {
    const { host } = sanitized('<p id="coras-page-title">a</p><img name="cookie" src="a.png" alt="A">');
    expect(host.querySelector('p')?.id).toBe('user-content-coras-page-title');
    expect(host.querySelector('img')?.getAttribute('name')).toBe('user-content-cookie');
  });

  it('drops inline styles and editor targets', () => {
    const { host } = sanitized('<p style="position:fixed;inset:0">a</p><a href="/x" target="_top">x</a>');
    expect(host.querySelector('p')?.hasAttribute('style')).toBe(false);
    expect(host.querySelector('a')?.hasAttribute('target')).toBe(false);
  });

  it('fails closed to plain text when DOMPurify is not supported', () => {
    const purify = createDOMPurify(window);
    Object.defineProperty(purify, 'isSupported', { value: false });
    const { fragment, degraded } = createHelpSanitizer(window, purify).sanitize(
      `<p>Hello <b>there</b></p>${HOSTILE_SNIPPET}`,
      labels,
    );
    expect(degraded).toBe(true);
    const host = document.createElement('div');
    host.append(fragment);
    expect(host.children).toHaveLength(0);
    expect(host.textContent).toBe('Hello thereManage cookie settings');
  });

  it('fails closed to plain text when the output is not harmless (a broken DOM, a DOMPurify bug)', () => {
    const purify = createDOMPurify(window);
    // A sanitiser that lets everything through, as DOMPurify does on an unfaithful DOM.
    const leaky = Object.assign(Object.create(purify), {
      isSupported: true,
      sanitize: (html: string) => document.createRange().createContextualFragment(html),
    });
    const { fragment, degraded } = createHelpSanitizer(window, leaky).sanitize(HOSTILE_SNIPPET, labels);
    expect(degraded).toBe(true);
    const host = document.createElement('div');
    host.append(fragment);
    expect(host.querySelector('img, a')).toBeNull();
  });
});

describe('isHarmless', () => {
  it.each([
    ['<p>a <a href="/x">b</a> <img src="a.png" alt=""></p>', true],
    ['<script>1</script>', false],
    ['<p onmouseover="x()">a</p>', false],
    ['<a href="JaVaScRiPt:x()">a</a>', false],
    ['<a href="&#x01;javascript:x()">a</a>', false],
    ['<img src="data:text/html,x">', false],
  ])('%s → %s', (html, expected) => {
    const template = document.createElement('template');
    template.innerHTML = html;
    expect(isHarmless(template.content)).toBe(expected);
  });
});
