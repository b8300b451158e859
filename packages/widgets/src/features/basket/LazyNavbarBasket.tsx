import { showsBasketIcon } from '@coras/booking-core';
import { BasketIcon, IconButton, useTriggerStandIn } from '@coras/ui';
import { useId } from 'react';
import { knownBasketCount } from '../../runtime/basket/basketCount';
import { useTranslate } from '../../runtime/i18n/useTranslate';
import { useServerHtml } from '../../runtime/lazy/serverHtml';
import { useCorasContext } from '../../runtime/provider/context';
import { usePageParams } from '../../runtime/provider/navigation-context';
import * as styles from './Basket.css';
import { basketMessages } from './messages/en-GB';
import type { NavbarBasketProps } from './NavbarBasket';
import { navbarBasketPart } from './parts';

/**
 * The navbar's basket with its code — the basket's store, the reservations call, the live region,
 * the dropdown's trigger — out of the page's first load: until `NavbarBasket` arrives (on idle
 * after the first render, or at once on the first pointer, touch or focus) a stand-in shows the
 * same button. It shows the count only when the host gives it (`quantity`): the basket is not
 * loaded yet, so it is named 'Basket, empty' without a booking session and 'Basket' with one (see
 * `knownBasketCount`). The count sits on the button's corner: it appears later, moving nothing.
 * A press meanwhile opens the basket as it arrives; the focus moves to the real button.
 *
 * In a server's HTML the button does nothing until the browser has taken the page over, and never
 * without JavaScript: it is marked disabled until then, and described by a note beside it that a
 * visitor without JavaScript reads (`<noscript>`), sighted or with a screen reader.
 */
export function LazyNavbarBasket(props: Omit<NavbarBasketProps, 'handOver'>) {
  const t = useTranslate(basketMessages);
  const { page } = usePageParams();
  const { client } = useCorasContext();
  const standIn = useTriggerStandIn(navbarBasketPart);
  // A server reads no session (no cookie): its HTML, and the hydration of it, name no count.
  const serverHtml = useServerHtml();
  const noteId = useId();

  if (standIn.module) return <standIn.module.NavbarBasket {...props} handOver={standIn.handOver} />;
  if (!showsBasketIcon(page)) return null;
  const known = knownBasketCount(props.quantity, undefined, serverHtml || client.session.get() !== undefined);
  // The closed popover trigger's attributes come with the stand-in, without the kit's Popover.
  const button = (
    <IconButton
      label={known === undefined ? t('navbar.basket') : t('navbar.basketCount', { count: known })}
      className={styles.button}
      data-basket-button=""
      {...standIn.buttonProps}
      aria-disabled={serverHtml || undefined}
      aria-describedby={serverHtml ? noteId : undefined}
    >
      <BasketIcon size={22} />
      {known ? (
        <span aria-hidden className={styles.count}>
          {known}
        </span>
      ) : null}
    </IconButton>
  );
  // The button keeps its place among the children when the note goes: React moves it over as it is.
  return (
    <>
      {serverHtml ? (
        <noscript>
          <span id={noteId} className={styles.noScript}>
            {t('navbar.basketNeedsJavaScript')}
          </span>
        </noscript>
      ) : null}
      {button}
    </>
  );
}
