import { visuallyHidden } from '@coras/ui';
import { useBasketSnapshot } from '../../runtime/basket/useBasketSnapshot';
import { useTranslate } from '../../runtime/i18n/useTranslate';
import { basketMessages } from './messages/en-GB';

/**
 * The basket's polite live region (WCAG 2.2.1, holds are timed): it says when an item has one
 * minute left and when an item expired and left the basket. Always in the page while the basket
 * is, so it is heard whether or not the dropdown is open. Each announcement is a new node, so the
 * same words said twice are heard twice.
 */
export function BasketAnnouncer() {
  const t = useTranslate(basketMessages);
  const { announcement } = useBasketSnapshot();
  return (
    // A bare polite region rather than role="status": the page's own status messages (results
    // found, loading) stay the ones a `status` query or landmark list finds.
    <div aria-live="polite" aria-atomic="true" className={visuallyHidden} data-basket-announcer="">
      {announcement ? (
        <span key={announcement.id}>
          {t(announcement.kind === 'expired' ? 'basket.expired' : 'basket.expiringSoon', {
            names: announcement.names.join(', '),
          })}
        </span>
      ) : null}
    </div>
  );
}
