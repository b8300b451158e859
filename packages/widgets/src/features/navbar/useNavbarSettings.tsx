import { CURRENCIES, LOCALE_NATIVE_NAMES } from '@coras/booking-core';
import type { SelectListOption } from '@coras/ui';
import { useCorasContext } from '../../runtime/provider/context';
import { useNavigate, usePageParams } from '../../runtime/provider/navigation-context';
import * as styles from './Navbar.css';

/** A setting the navbar switches: the visitor's language or currency. */
export interface NavbarSetting {
  /** The chosen value (a locale or a currency code). */
  value: string;
  /** What the menu's button shows for it ('English (UK)', '£ GBP'). */
  valueLabel: string;
  /** The configured choices (spec 1 §1 `locales`, `currencies`). */
  options: SelectListOption[];
  /** Switches to a choice on the same page: everything keyed by it fetches again. */
  choose: (value: string) => void;
}

/**
 * The language and currency settings of the navbar (spec 1 §2): the configured `locales` by their
 * native names, the configured `currencies` with symbol and name. Choosing navigates on the same
 * page with the new value, so every answer keyed by it is fetched again.
 */
export function useNavbarSettings(): { language: NavbarSetting; currency: NavbarSetting } {
  const { config, locale, currency } = useCorasContext();
  const navigate = useNavigate();
  const { page } = usePageParams();
  return {
    language: {
      value: locale,
      valueLabel: LOCALE_NATIVE_NAMES[locale],
      options: config.locales.map((value) => ({ value, label: LOCALE_NATIVE_NAMES[value] })),
      choose: (value) => {
        if (value !== locale) navigate({ page, locale: value });
      },
    },
    currency: {
      value: currency,
      // CHF and MAD are their own symbols.
      valueLabel:
        CURRENCIES[currency].symbol === currency ? currency : `${CURRENCIES[currency].symbol} ${currency}`,
      options: config.currencies.map((value) => ({
        value,
        label: `${CURRENCIES[value].name} (${value})`,
        icon: <span className={styles.currencySymbol}>{CURRENCIES[value].symbol}</span>,
      })),
      choose: (value) => {
        if (value !== currency) navigate({ page, currency: value });
      },
    },
  };
}
