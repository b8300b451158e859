import {
  HELP_TABS,
  type HelpLinkAction,
  type HelpTab,
  helpPageSlug,
  resolveHelpContent,
} from '@coras/booking-core';
import { Tabs, visuallyHidden } from '@coras/ui';
import { type ReactNode, useCallback, useEffect, useId, useMemo, useRef } from 'react';
import { LazyFailureModal } from '../../features/failure-modal/LazyFailureModal';
import { useErrorModal } from '../../features/failure-modal/useErrorModal';
import { useTranslate } from '../../runtime/i18n/useTranslate';
import { useHydrated } from '../../runtime/lazy/useHydrated';
import { useCorasContext } from '../../runtime/provider/context';
import { useNavigate, usePageParams } from '../../runtime/provider/navigation-context';
import { ContactForm } from './contact/ContactForm';
import { FaqPanel } from './FaqPanel';
import * as styles from './HelpPage.css';
import { HELP_LINK_EVENT, type HelpLinkDetail } from './helpLinkEvent';
import { HelpContentContext, type HelpContentContextValue } from './html/helpContentContext';
import { createHelpSanitizer } from './html/sanitizeHelpHtml';
import { InfoPage } from './InfoPage';
import { type HelpMessageKey, helpMessages } from './messages/en-GB';
import { useHelpPageContent, useSupportSubjects } from './useHelpData';

const TAB_LABELS: Readonly<Record<HelpTab, HelpMessageKey>> = {
  'faq-attractions': 'help.tab.faqAttractions',
  'faq-music': 'help.tab.faqMusic',
  'faq-theatres': 'help.tab.faqTheatres',
  'faq-sports': 'help.tab.faqSports',
  contact: 'help.tab.contact',
};

export interface HelpPageProps {
  /**
   * A relative link in help content was followed (spec 2 §2: passed on with its href and text).
   * When given, the widget stops the browser from following the link. Either way the link also
   * dispatches the bubbling `coras-help-link` DOM event (`HELP_LINK_EVENT`).
   */
  onPassLink?: ((link: HelpLinkDetail) => void) | undefined;
}

/**
 * The help page (spec 2 §2 'Help page'; page `help`, parameter `content`): the tabs 'I need help
 * with...' — the four FAQ tabs (faq-attractions by default) and the contact form — or one of the
 * numbered information pages (cookies, privacy-policy, terms-and-conditions). Choosing a tab
 * navigates, so each tab has its own shareable address.
 *
 * Help content is the server's HTML, sanitised with DOMPurify (this page's lazy chunk is the only
 * one that holds it) and with its links intercepted per spec 2 §2. A page that fails to load says
 * so in place and opens the error modal once per failure streak; the tabs keep working.
 */
export function HelpPage({ onPassLink }: HelpPageProps = {}) {
  const params = usePageParams();
  const t = useTranslate(helpMessages);
  const navigate = useNavigate();
  const { logError } = useCorasContext();
  const content = resolveHelpContent(params.content);
  const slug = helpPageSlug(content);
  const page = useHelpPageContent(slug);
  const subjects = useSupportSubjects(content.kind === 'tab' && content.tab === 'contact');
  const active = slug ? page : subjects;

  // The error modal (spec 1 §2): once per failure streak of what this view shows.
  const modal = useErrorModal();
  const send = modal.send;
  useEffect(() => {
    if (active.failed) send({ type: 'failed' });
  }, [active.failed, send]);
  useEffect(() => {
    if (active.data) send({ type: 'reset' });
  }, [active.data, send]);

  // After a help link opened other content, the focus follows it (the link itself is gone).
  const view = useRef<HTMLDivElement>(null);
  const focusPending = useRef(false);
  useEffect(() => {
    if (!focusPending.current) return;
    const target = view.current?.querySelector<HTMLElement>('[data-help-focus]');
    if (!target) return;
    focusPending.current = false;
    target.focus();
  });

  const onPassLinkRef = useRef(onPassLink);
  onPassLinkRef.current = onPassLink;
  const onLink = useCallback(
    (action: Exclude<HelpLinkAction, { action: 'default' }>, anchor: HTMLAnchorElement) => {
      switch (action.action) {
        case 'openContact':
          focusPending.current = true;
          navigate({ page: 'help', content: 'contact' });
          return true;
        case 'navigate':
          focusPending.current = action.update.page === 'help';
          navigate(action.update);
          return true;
        case 'pass': {
          const detail: HelpLinkDetail = { href: action.href, text: action.text };
          const event = new CustomEvent<HelpLinkDetail>(HELP_LINK_EVENT, {
            detail,
            bubbles: true,
            composed: true,
            cancelable: true,
          });
          const notCancelled = anchor.dispatchEvent(event);
          const handler = onPassLinkRef.current;
          handler?.(detail);
          return Boolean(handler) || !notCancelled;
        }
        default:
          return action satisfies never;
      }
    },
    [navigate],
  );

  // A server has no DOM to sanitise in: its HTML (and its hydration) holds the content's text.
  const hydrated = useHydrated();
  const sanitizer = useMemo(() => (hydrated ? createHelpSanitizer(window) : null), [hydrated]);
  const degradedLogged = useRef(false);
  const opensInNewTab = t('help.opensInNewTab');
  const contentContext = useMemo<HelpContentContextValue>(
    () => ({
      sanitizer,
      labels: { opensInNewTab, visuallyHiddenClass: visuallyHidden },
      onLink,
      onDegraded: () => {
        if (degradedLogged.current) return;
        degradedLogged.current = true;
        logError('Coras widget: help content is shown as text, its HTML could not be sanitised here');
      },
    }),
    [sanitizer, opensInNewTab, onLink, logError],
  );

  return (
    <HelpContentContext.Provider value={contentContext}>
      <div ref={view} className={styles.page}>
        {content.kind === 'info' ? (
          <InfoPage load={page} />
        ) : (
          <HelpTabs tab={content.tab}>
            {content.tab === 'contact' ? <ContactForm subjects={subjects} /> : <FaqPanel load={page} />}
          </HelpTabs>
        )}
      </div>
      <LazyFailureModal
        open={modal.open}
        onClose={() => send({ type: 'close' })}
        onRetry={() => {
          send({ type: 'close' });
          active.retry();
        }}
      />
    </HelpContentContext.Provider>
  );
}

/**
 * The tabs 'I need help with...'. Manual activation: arrow keys move between the tabs and Enter or
 * Space opens one, so passing over a tab neither fetches its page nor adds a history entry.
 */
function HelpTabs({ tab, children }: { tab: HelpTab; children: ReactNode }) {
  const t = useTranslate(helpMessages);
  const navigate = useNavigate();
  const headingId = useId();
  return (
    <section className={styles.tabsView} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('help.tabsLabel')}
      </h2>
      <Tabs.Root
        value={tab}
        activationMode="manual"
        onValueChange={(value) => navigate({ page: 'help', content: value })}
      >
        <Tabs.List aria-labelledby={headingId}>
          {HELP_TABS.map((value) => (
            <Tabs.Trigger key={value} value={value}>
              {t(TAB_LABELS[value])}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {HELP_TABS.map((value) => (
          <Tabs.Content key={value} value={value} data-help-focus={value === tab ? '' : undefined}>
            {value === tab ? children : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}
