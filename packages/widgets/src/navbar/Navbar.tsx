import {
  checkoutTarget,
  type KeyValueStorage,
  showsBasketIcon,
  showsCurrencyMenu,
} from '@coras/booking-core';
import { BasketIcon, IconButton } from '@coras/ui';
import { useAtomValue } from 'jotai';
import { type ReactNode, useMemo } from 'react';
import { useTranslate } from '../i18n/useTranslate';
import { useNavigate, usePageParams } from '../provider/navigation-context';
import { basketQuantityAtom } from './basket';
import { MobileMenu } from './MobileMenu';
import * as styles from './Navbar.css';
import { NavbarSearch } from './NavbarSearch';
import { SettingMenu } from './SettingMenu';
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
   * @default the widget's `basketQuantityAtom` (0 until a basket sets it)
   */
  basketQuantity?: number | undefined;
  /**
   * The basket's place in the bar (the basket of the details issue goes here). Hidden on the
   * payment page (spec 1 §2).
   * @default a basket button with the item count that goes to checkout
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
 * `<BookingApp>` renders it above every page unless given another `header`.
 *
 * @example
 * <Navbar basketSlot={<MyBasket />} />
 */
export function Navbar({ mode = 'full', basketQuantity, basketSlot, storage, className }: NavbarProps) {
  const t = useTranslate();
  const { page } = usePageParams();
  const storedQuantity = useAtomValue(basketQuantityAtom);
  const quantity = basketQuantity ?? storedQuantity;
  const recentStorage = useMemo(() => storage ?? browserStorage(), [storage]);
  const { language, currency } = useNavbarSettings();
  const languages = language.options.length > 1 ? language : undefined;
  const currencies = currency.options.length > 1 && showsCurrencyMenu(quantity) ? currency : undefined;

  return (
    <nav
      aria-label={t('navbar.label')}
      className={[styles.navbar, className].filter(Boolean).join(' ')}
      data-mode={mode}
    >
      <NavbarSearch storage={recentStorage} className={styles.barSearch} />
      {mode === 'full' ? (
        <div className={styles.actions}>
          <div className={styles.settings}>
            {languages ? <SettingMenu label={t('navbar.language')} setting={languages} /> : null}
            {currencies ? <SettingMenu label={t('navbar.currency')} setting={currencies} /> : null}
          </div>
          {showsBasketIcon(page) ? (
            <div className={styles.basket}>{basketSlot ?? <BasketButton quantity={quantity} />}</div>
          ) : null}
          <div className={styles.menu}>
            <MobileMenu language={languages} currency={currencies} storage={recentStorage} />
          </div>
        </div>
      ) : null}
    </nav>
  );
}

/** The default basket slot: the basket icon with its item count, going to checkout. */
function BasketButton({ quantity }: { quantity: number }) {
  const t = useTranslate();
  const navigate = useNavigate();
  return (
    <IconButton
      label={t('navbar.basketCount', { count: quantity })}
      className={styles.basketButton}
      onClick={() => navigate(checkoutTarget())}
    >
      <BasketIcon size={22} />
      {quantity > 0 ? (
        <span aria-hidden className={styles.basketCount}>
          {quantity}
        </span>
      ) : null}
    </IconButton>
  );
}
