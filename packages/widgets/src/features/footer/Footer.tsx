import { helpTarget } from '@coras/booking-core';
import { visuallyHidden } from '@coras/ui';
import { useTranslate } from '../../runtime/i18n/useTranslate';
import { useTarget } from '../../runtime/provider/navigation-context';
import * as styles from './Footer.css';
import { type FooterMessageKey, footerMessages } from './messages/en-GB';

/** The help pages the footer links to (spec 1 §2), in the footer's order; `undefined` is the Help Centre. */
const HELP_LINKS: ReadonlyArray<{ content: string | undefined; label: FooterMessageKey }> = [
  { content: 'terms-and-conditions', label: 'footer.terms' },
  { content: 'privacy-policy', label: 'footer.privacy' },
  { content: 'cookies', label: 'footer.cookies' },
  { content: undefined, label: 'footer.helpCentre' },
];

export interface FooterProps {
  /**
   * The partner's contact page (an external site). Opens in a new tab; without it the link is left
   * out.
   */
  partnerContactUrl?: string | undefined;
  className?: string | undefined;
}

/**
 * The storefront's footer (spec 1 §2): links to the help page's terms and conditions, privacy
 * policy and cookies, the Help Centre itself, and the partner's contact page in a new tab (which
 * screen readers are told).
 */
export function Footer({ partnerContactUrl, className }: FooterProps) {
  const t = useTranslate(footerMessages);
  const target = useTarget();
  const contact = partnerContactUrl?.trim();
  return (
    <div className={[styles.footer, className].filter(Boolean).join(' ')}>
      <nav aria-label={t('footer.label')}>
        <ul className={styles.links}>
          {HELP_LINKS.map(({ content, label }) => {
            // With address sync a link to the help page's address, else a button.
            const { href, onClick } = target(helpTarget(content));
            return (
              <li key={label}>
                {href === undefined ? (
                  <button type="button" className={styles.link} onClick={onClick}>
                    {t(label)}
                  </button>
                ) : (
                  <a className={styles.link} href={href} onClick={onClick}>
                    {t(label)}
                  </a>
                )}
              </li>
            );
          })}
          {contact ? (
            <li>
              <a className={styles.link} href={contact} target="_blank" rel="noopener noreferrer">
                {t('footer.contact')}
                <span className={visuallyHidden}> {t('footer.opensInNewTab')}</span>
              </a>
            </li>
          ) : null}
        </ul>
      </nav>
    </div>
  );
}
