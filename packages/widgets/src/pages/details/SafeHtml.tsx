import { htmlToText } from '@coras/booking-core';
import { visuallyHidden } from '@coras/ui';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslate } from '../../runtime/i18n/useTranslate';
import { useHydrated } from '../../runtime/lazy/useHydrated';
import { useCorasContext } from '../../runtime/provider/context';
// The help page's sanitiser is the widget's one DOMPurify set-up (HTML only, no styles, forms or
// frames, fails closed to plain text); both pages are lazy chunks, so it never reaches the landing.
import { createHelpSanitizer } from '../help/html/sanitizeHelpHtml';
import * as styles from './DetailsPage.css';
import { detailsMessages } from './messages/en-GB';

export interface SafeHtmlProps {
  /** HTML from the API (description, highlights, itinerary, the tour's accordion texts). */
  html: string;
  className?: string | undefined;
}

/**
 * The attraction's HTML, sanitised and inserted as DOM nodes (never re-parsed from a string):
 * DOMPurify keeps the formatting (paragraphs, lists, emphasis, links, images) and drops scripts,
 * event handlers, `javascript:` links, styles and forms. Links to other sites open in a new tab,
 * safely, and say so to screen readers. Where the sanitiser cannot be trusted the text is shown
 * plain, and that is logged.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const t = useTranslate(detailsMessages);
  const { logError } = useCorasContext();
  const host = useRef<HTMLDivElement>(null);
  // A server has no DOM to sanitise in: its HTML (and the browser's hydration of it) holds the
  // text alone, which the render after hydration replaces with the sanitised HTML.
  const hydrated = useHydrated();
  const sanitizer = useMemo(() => (hydrated ? createHelpSanitizer(window) : null), [hydrated]);
  const opensInNewTab = t('footer.opensInNewTab');
  const sanitized = useMemo(
    () => sanitizer?.sanitize(html, { opensInNewTab, visuallyHiddenClass: visuallyHidden }),
    [sanitizer, html, opensInNewTab],
  );

  useLayoutEffect(() => {
    if (sanitized) host.current?.replaceChildren(sanitized.fragment.cloneNode(true));
  }, [sanitized]);
  useEffect(() => {
    if (sanitized?.degraded)
      logError('Coras widget: an attraction text was shown as plain text (sanitiser unavailable)');
  }, [sanitized, logError]);

  return (
    <div ref={host} className={[styles.richText, className].filter(Boolean).join(' ')}>
      {sanitized ? null : htmlToText(html)}
    </div>
  );
}
