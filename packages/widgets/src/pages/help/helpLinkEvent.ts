/**
 * The DOM event a help page dispatches when a visitor follows a relative link in help content
 * (spec 2 §2: "other relative links are passed on with href and text"). It bubbles out of the
 * widget, through the custom element's shadow root too. Call `preventDefault()` on it to handle
 * the link yourself; otherwise the browser follows it.
 *
 * Kept apart from the help page so the package's entry can export it without pulling the page
 * (and its HTML sanitiser) out of its lazy chunk.
 *
 * @example
 * element.addEventListener(HELP_LINK_EVENT, (event) => {
 *   const { href, text } = (event as CustomEvent<HelpLinkDetail>).detail;
 *   event.preventDefault();
 *   router.open(href, text);
 * });
 */
export const HELP_LINK_EVENT = 'coras-help-link';

/** The detail of {@link HELP_LINK_EVENT}, and the argument of the help page's `onPassLink`. */
export interface HelpLinkDetail {
  /** The link's address as the editor wrote it, e.g. '/help/gift-vouchers'. */
  href: string;
  /** The link's text, trimmed. */
  text: string;
}
