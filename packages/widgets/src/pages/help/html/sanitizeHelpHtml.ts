import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

/**
 * Help content is HTML written by the distributor's editors (spec 2 §3 'Page content'); the
 * contract says clients sanitise it. Only this module imports DOMPurify, and only the help page's
 * lazy chunk imports this module: no other page downloads the sanitiser.
 */
const CONFIG: Config & { RETURN_DOM_FRAGMENT: true } = {
  // HTML only: no SVG or MathML, the usual hosts of parser tricks.
  USE_PROFILES: { html: true },
  // Nothing that restyles the host page, posts a form or frames another site.
  FORBID_TAGS: ['style', 'link', 'form', 'input', 'button', 'select', 'textarea', 'iframe', 'frame'],
  // `style` could lay a fake dialog over the page; `target` is ours to set (below).
  FORBID_ATTR: ['style', 'target'],
  ALLOW_DATA_ATTR: false,
  // Editors' ids and names are prefixed ('user-content-'), so they can neither clobber
  // `document` properties nor collide with the widget's own ids.
  SANITIZE_NAMED_PROPS: true,
  RETURN_DOM_FRAGMENT: true,
};

/** What a sanitised piece of help content needs from the page. */
export interface HelpHtmlLabels {
  /** Read after each link that opens a new tab, e.g. '(opens in a new tab)'. */
  opensInNewTab: string;
  /** The class that hides that text visually (it stays readable by screen readers). */
  visuallyHiddenClass: string;
}

/** The result of {@link HelpSanitizer.sanitize}. */
export interface SanitizedHtml {
  /** The content to insert (a fresh fragment: insert a clone to keep it reusable). */
  fragment: DocumentFragment;
  /**
   * The sanitiser could not be trusted here and the content is plain text: DOMPurify reported
   * itself unsupported, or its output still held something executable. The caller logs it.
   */
  degraded: boolean;
}

export interface HelpSanitizer {
  sanitize(html: string, labels: HelpHtmlLabels): SanitizedHtml;
}

/** A link to another site: `http:`, `https:` or protocol-relative. */
const EXTERNAL = /^(?:https?:)?\/\//i;

/** Characters a browser ignores inside a URL scheme (`java\tscript:`), and leading spaces. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const IGNORED_IN_SCHEME = /[\u0000-\u0020\u007f-\u009f]/g;

const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'background', 'poster'];

/**
 * Whether a sanitised fragment is harmless: no script, no event-handler attribute, no
 * `javascript:`, `vbscript:` or `data:text/html` URL. Checked on every output — DOMPurify depends
 * on DOM details that some environments get wrong, and then it may let everything through.
 */
export function isHarmless(root: ParentNode): boolean {
  for (const element of root.querySelectorAll('*')) {
    const tag = element.localName;
    if (tag === 'script' || tag === 'iframe' || tag === 'object' || tag === 'embed') return false;
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) return false;
      if (URL_ATTRIBUTES.includes(name)) {
        const url = attribute.value.replace(IGNORED_IN_SCHEME, '').toLowerCase();
        if (/^(?:javascript|vbscript|data:text\/html)/.test(url)) return false;
      }
    }
  }
  return true;
}

/** The text of an HTML string, parsed in an inert document (nothing loads or runs). */
function textOf(html: string, win: Window & typeof globalThis): string {
  const parsed = new win.DOMParser().parseFromString(html, 'text/html');
  return (parsed.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Marks links and images once the HTML is clean: http links open in a new tab safely
 * (`rel="noopener noreferrer"`, and screen readers hear that they do); an image without `alt` is
 * decorative (`alt=""`), not a file name read aloud.
 */
function finish(fragment: DocumentFragment, labels: HelpHtmlLabels, doc: Document): void {
  for (const anchor of fragment.querySelectorAll('a[href]')) {
    if (!EXTERNAL.test((anchor.getAttribute('href') ?? '').trim())) continue;
    anchor.setAttribute('target', '_blank');
    anchor.setAttribute('rel', 'noopener noreferrer');
    const hint = doc.createElement('span');
    hint.className = labels.visuallyHiddenClass;
    hint.textContent = ` ${labels.opensInNewTab}`;
    anchor.append(hint);
  }
  for (const image of fragment.querySelectorAll('img:not([alt])')) image.setAttribute('alt', '');
}

/**
 * The help page's sanitiser for a window. It fails closed: where DOMPurify cannot work, or its
 * output is not harmless, the content is shown as plain text.
 *
 * @example
 * const sanitizer = createHelpSanitizer(window);
 * const { fragment } = sanitizer.sanitize(section.content, { opensInNewTab, visuallyHiddenClass });
 * element.replaceChildren(fragment);
 */
export function createHelpSanitizer(
  win: Window & typeof globalThis,
  purify: DOMPurify = createDOMPurify(win),
): HelpSanitizer {
  const doc = win.document;
  const plain = (html: string): SanitizedHtml => {
    const fragment = doc.createDocumentFragment();
    fragment.append(doc.createTextNode(textOf(html, win)));
    return { fragment, degraded: true };
  };
  return {
    sanitize(html, labels) {
      if (!purify.isSupported) return plain(html);
      const fragment = purify.sanitize(html, CONFIG);
      if (!isHarmless(fragment)) return plain(html);
      finish(fragment, labels, doc);
      return { fragment, degraded: false };
    },
  };
}
