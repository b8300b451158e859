import { htmlToText, interceptHelpLink } from '@coras/booking-core';
import { type MouseEvent, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import * as styles from './HelpHtml.css';
import { useHelpContent } from './helpContentContext';

export interface HelpHtmlProps {
  /** HTML from `GET pages/{slug}`, as the editors wrote it. */
  html: string;
  className?: string | undefined;
}

/**
 * A piece of help content: the server's HTML, sanitised, inserted as DOM nodes (never re-parsed
 * from a string), with its links intercepted per spec 2 §2 through booking-core's
 * `interceptHelpLink`: `#contact-link`, `#microsite-link`, `#checkin-link`, `#privacy-policy-link`
 * and other relative links are the widget's; http links are left to the browser (a new tab).
 */
export function HelpHtml({ html, className }: HelpHtmlProps) {
  const { sanitizer, labels, onLink, onDegraded } = useHelpContent();
  const host = useRef<HTMLDivElement>(null);
  const sanitized = useMemo(() => sanitizer?.sanitize(html, labels), [sanitizer, html, labels]);

  useLayoutEffect(() => {
    if (sanitized) host.current?.replaceChildren(sanitized.fragment.cloneNode(true));
  }, [sanitized]);
  useEffect(() => {
    if (sanitized?.degraded) onDegraded();
  }, [sanitized, onDegraded]);

  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as Element;
    const anchor = target.closest?.('a');
    if (!anchor || !event.currentTarget.contains(anchor)) return;
    const action = interceptHelpLink(anchor.getAttribute('href'), anchor.textContent ?? '');
    if (action.action === 'default') return;
    if (onLink(action, anchor)) event.preventDefault();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: delegated — the clicks come from the links inside, which the keyboard activates itself.
    // biome-ignore lint/a11y/noStaticElementInteractions: the same delegation; the div itself is not interactive.
    <div ref={host} className={[styles.prose, className].filter(Boolean).join(' ')} onClick={handleClick}>
      {sanitized ? null : htmlToText(html)}
    </div>
  );
}
