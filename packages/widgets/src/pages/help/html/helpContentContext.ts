import type { HelpLinkAction } from '@coras/booking-core';
import { createContext, useContext } from 'react';
import type { HelpHtmlLabels, HelpSanitizer } from './sanitizeHelpHtml';

/** What every piece of help HTML on a help page shares: one sanitiser, its labels, the link rule. */
export interface HelpContentContextValue {
  /** `null` where there is no DOM (a server's HTML and its hydration): the content is its text. */
  sanitizer: HelpSanitizer | null;
  labels: HelpHtmlLabels;
  /**
   * A link of the content was followed and booking-core's rule says it is the widget's to handle
   * (every action but `default`). Returns whether it was handled: then the browser's navigation is
   * prevented.
   */
  onLink: (action: Exclude<HelpLinkAction, { action: 'default' }>, anchor: HTMLAnchorElement) => boolean;
  /** The sanitiser could not run and the content is shown as text (logged once by the page). */
  onDegraded: () => void;
}

export const HelpContentContext = createContext<HelpContentContextValue | null>(null);

export function useHelpContent(): HelpContentContextValue {
  const value = useContext(HelpContentContext);
  if (!value) throw new Error('Help HTML must be rendered inside the help page.');
  return value;
}
