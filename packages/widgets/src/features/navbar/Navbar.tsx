import { type KeyValueStorage, showsBasketIcon, showsCurrencyMenu } from '@coras/booking-core';
import { type ReactNode, useMemo } from 'react';
import { useBasketQuantity } from '../../runtime/basket/useBasketQuantity';
import { useTranslate } from '../../runtime/i18n/useTranslate';
import { usePageParams } from '../../runtime/provider/navigation-context';
import { LazyNavbarBasket } from '../basket/LazyNavbarBasket';
import { LazyNavbarSearch } from '../navbar-search/LazyNavbarSearch';
import { LazyMobileMenu } from './LazyMobileMenu';
import { LazySettingMenu } from './LazySettingMenu';
import { navbarMessages } from './messages/en-GB';
import * as styles from './Navbar.css';
import { browserStorage } from './storage';
import { useNavbarSettings } from './useNavbarSettings';

/** `full`: search, language, currency, basket and the mobile menu; `search-only`: the search alone. */
export const navbarModes = ['full', 'search-only'] as const;
export type NavbarMode = (typeof navbarModes)[number];

export interface NavbarProps {
  /** @default 'full' */
  mode?: NavbarMode;
  /**
   * Items in the basket; while above 0 the currency menus are hidden (spec 1 §2).
   * @default the number of items in the widget's basket (`useBasket().quantity`)
   */
  basketQuantity?: number | undefined;
  /**
   * The basket's place in the bar. Hidden on the payment page (spec 1 §2).
   * @default `<NavbarBasket />`: the icon with the item count, opening the basket
   */
  basketSlot?: ReactNode;
  /**
   * Where recent searches are kept.
   * @default the browser's `localStorage`, or memory where it cannot be used
   */
  storage?: KeyValueStorage | undefined;
  className?: string | undefined;
}

/**
 * The storefront's navbar (spec 1 §2): the search with recent and popular suggestions, the
 * language and currency menus of the configured `locales` and `currencies` (a menu with a single
 * choice is left out; the currency one also while the basket has items), and the basket (not on
 * the payment page). In a narrow widget (under 768 px) a menu button opens a drawer with the
 * Language, Currency and Search submenus instead. `mode="search-only"` shows the search alone.
 *
 * `<BookingApp>` renders it above every page unless given another `header`. The search and the
 * mobile menu, and the language and currency menus, load after the first render, behind stand-ins
 * that look and read the same; so does the basket, whose count appears once it has loaded.
 *
 * @example
 * <Navbar basketSlot={<MyBasket />} />
 */
export function Navbar({ mode = 'full', basketQuantity, basketSlot, storage, className }: NavbarProps) {
  const t = useTranslate(navbarMessages);
  const { page } = usePageParams();
  // The count is known at once without a booking session; with one, once the basket has answered.
  const counted = useBasketQuantity();
  const quantity = basketQuantity ?? counted;
  const recentStorage = useMemo(() => storage ?? browserStorage(), [storage]);
  const { language, currency } = useNavbarSettings();
  const languages = language.options.length > 1 ? language : undefined;
  // Until a returning visitor's basket is known the currency menus wait: shown, then hidden when the
  // basket turns out to hold items, they would move the menus beside them.
  const currencies =
    currency.options.length > 1 && quantity !== undefined && showsCurrencyMenu(quantity)
      ? currency
      : undefined;

  return (
    <nav
      aria-label={t('navbar.label')}
      className={[styles.navbar, className].filter(Boolean).join(' ')}
      data-mode={mode}
    >
      <LazyNavbarSearch storage={recentStorage} className={styles.barSearch} />
      {mode === 'full' ? (
        <div className={styles.actions}>
          <div className={styles.settings}>
            {languages ? <LazySettingMenu label={t('navbar.language')} setting={languages} /> : null}
            {currencies ? <LazySettingMenu label={t('navbar.currency')} setting={currencies} /> : null}
          </div>
          {showsBasketIcon(page) ? (
            <div className={styles.basket}>
              {basketSlot ?? <LazyNavbarBasket quantity={basketQuantity} />}
            </div>
          ) : null}
          <div className={styles.menu}>
            <LazyMobileMenu language={languages} currency={currencies} storage={recentStorage} />
          </div>
        </div>
      ) : null}
    </nav>
  );
}
