import type { KeyValueStorage } from '@coras/booking-core';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  Drawer,
  IconButton,
  MenuIcon,
  SelectList,
  type TriggerHandOver,
  useTriggerHandOver,
  visuallyHidden,
} from '@coras/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from '../../runtime/i18n/useTranslate';
import { type NavbarSearchMessageKey, navbarSearchMessages } from '../navbar-search/messages/en-GB';
import { NavbarSearch } from '../navbar-search/NavbarSearch';
import { type NavbarMessageKey, navbarMessages } from './messages/en-GB';
import * as styles from './Navbar.css';
import type { NavbarSetting } from './useNavbarSettings';

/** The mobile menu's submenus (spec 1 §2), in the menu's order. */
export const mobileSubmenus = ['language', 'currency', 'search'] as const;
export type MobileSubmenu = (typeof mobileSubmenus)[number];

// The search's title is the navbar search's text ('Search').
const english = { ...navbarMessages, ...navbarSearchMessages };

const TITLES: Readonly<Record<MobileSubmenu, NavbarMessageKey | NavbarSearchMessageKey>> = {
  language: 'navbar.language',
  currency: 'navbar.currency',
  search: 'navbar.search',
};

export interface MobileMenuProps {
  /** Absent when only one language is configured. */
  language: NavbarSetting | undefined;
  /** Absent while the basket has items (spec 1 §2), or when only one currency is configured. */
  currency: NavbarSetting | undefined;
  storage: KeyValueStorage;
  /** What the visitor did to the light stand-in this menu replaces (see `LazyMobileMenu`). */
  handOver?: TriggerHandOver | undefined;
}

/**
 * The navbar's menu at narrow widths: a drawer from the right listing Language, Currency and Search;
 * each opens its submenu in the drawer, with Back returning to the list. Choosing a language or a
 * currency, or opening a search result, closes the drawer.
 */
export function MobileMenu({ language, currency, storage, handOver }: MobileMenuProps) {
  const t = useTranslate(english);
  const [open, setOpen] = useState(handOver?.pressed ?? false);
  const trigger = useRef<HTMLButtonElement>(null);
  useTriggerHandOver(handOver, trigger);
  const [submenu, setSubmenu] = useState<MobileSubmenu | undefined>(undefined);
  const settings: Partial<Record<MobileSubmenu, NavbarSetting>> = {
    ...(language ? { language } : {}),
    ...(currency ? { currency } : {}),
  };
  const entries = mobileSubmenus.filter((entry) => entry === 'search' || settings[entry] !== undefined);
  // The basket may fill while the currency submenu is open: it goes away with the menu entry.
  const shown = submenu && entries.includes(submenu) ? submenu : undefined;

  // Focus follows the menu: into a submenu's first control, and back to the entry that opened it.
  const back = useRef<HTMLButtonElement>(null);
  const entryRefs = useRef<Partial<Record<MobileSubmenu, HTMLButtonElement | null>>>({});
  const left = useRef<MobileSubmenu | undefined>(undefined);
  useEffect(() => {
    if (shown && shown !== 'search') back.current?.focus();
    if (!shown && left.current) entryRefs.current[left.current]?.focus();
  }, [shown]);

  const close = () => {
    setOpen(false);
    setSubmenu(undefined);
  };

  return (
    <Drawer.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setSubmenu(undefined);
      }}
    >
      <Drawer.Trigger asChild>
        <IconButton ref={trigger} label={t('navbar.menu')} className={styles.menuButton}>
          <MenuIcon size={22} />
        </IconButton>
      </Drawer.Trigger>
      <Drawer.Content title={t(shown ? TITLES[shown] : 'navbar.menu')} closeLabel={t('navbar.closeMenu')}>
        {shown ? (
          <div className={styles.submenu}>
            <button
              ref={back}
              type="button"
              className={styles.backButton}
              onClick={() => {
                left.current = shown;
                setSubmenu(undefined);
              }}
            >
              <ChevronLeftIcon size={18} />
              {t('navbar.back')}
            </button>
            {shown === 'search' ? (
              <NavbarSearch storage={storage} variant="inline" autoFocus onNavigate={close} />
            ) : (
              <SelectList
                aria-label={t(TITLES[shown])}
                options={settings[shown]?.options ?? []}
                value={settings[shown]?.value ?? ''}
                onChoose={(value) => {
                  settings[shown]?.choose(value);
                  close();
                }}
              />
            )}
          </div>
        ) : (
          <ul className={styles.menuList}>
            {entries.map((entry) => (
              <li key={entry}>
                <button
                  ref={(element) => {
                    entryRefs.current[entry] = element;
                  }}
                  type="button"
                  className={styles.menuEntry}
                  onClick={() => setSubmenu(entry)}
                >
                  <span className={styles.menuEntryLabel}>{t(TITLES[entry])}</span>
                  {settings[entry] ? (
                    <span className={styles.menuEntryValue}>
                      <span className={visuallyHidden}>: </span>
                      {settings[entry]?.valueLabel}
                    </span>
                  ) : null}
                  <ChevronRightIcon size={18} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </Drawer.Content>
    </Drawer.Root>
  );
}
