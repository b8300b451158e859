import { type KeyValueStorage, navbarResultTarget, searchPageTarget } from '@coras/booking-core';
import {
  Combobox,
  ComboboxMessage,
  type FieldHandOver,
  SearchIcon,
  Spinner,
  useFieldHandOver,
} from '@coras/ui';
import { useRef, useState } from 'react';
import { useTranslate } from '../../runtime/i18n/useTranslate';
import { useNavigate, useTarget } from '../../runtime/provider/navigation-context';
import * as styles from '../navbar/Navbar.css';
import { navbarSearchMessages } from './messages/en-GB';
import { type SearchOption, SUGGESTION_HEADINGS, searchOptionContent, searchOptions } from './searchOptions';
import { useNavbarSearch } from './useNavbarSearch';

/** Where the suggestions show: in a dropdown under the bar's field, or listed under the mobile menu's. */
export const navbarSearchVariants = ['popover', 'inline'] as const;
export type NavbarSearchVariant = (typeof navbarSearchVariants)[number];

export interface NavbarSearchProps {
  /** Where recent searches are kept (`browserStorage()` in the navbar). */
  storage: KeyValueStorage;
  /** @default 'popover' */
  variant?: NavbarSearchVariant;
  /** Called once the search has moved the page (the mobile menu closes then). */
  onNavigate?: (() => void) | undefined;
  /** Focus the field when it appears (the mobile menu's search submenu). @default false */
  autoFocus?: boolean;
  className?: string | undefined;
  /**
   * What the visitor did in the light stand-in this search replaces (the page's first load has
   * only the stand-in, see `LazyNavbarSearch`): the text typed, the caret and the focus carry over.
   */
  handOver?: FieldHandOver | undefined;
}

/**
 * The navbar's search (spec 1 §2, §5): a combobox over `GET search`. Below 3 characters it lists
 * the visitor's recent searches, or the popular entries when there are none; from 3 characters the
 * results, and 'Show all results' when there are more. A city or country goes to its landing page
 * (the other place cleared), an attraction to its details, 'Show all results' — or Enter with no
 * option active — to the search page. Every opened result joins the recent searches (at most 6).
 */
export function NavbarSearch({
  storage,
  variant = 'popover',
  onNavigate,
  autoFocus = false,
  className,
  handOver,
}: NavbarSearchProps) {
  const t = useTranslate(navbarSearchMessages);
  const navigate = useNavigate();
  const target = useTarget();
  const [engaged, setEngaged] = useState(false);
  const inline = variant === 'inline';
  const open = inline || engaged;
  const search = useNavbarSearch({ storage, open });
  const { suggestions, state } = search;

  const inputRef = useRef<HTMLInputElement | null>(null);
  useFieldHandOver(handOver, inputRef, ({ value, focused }) => {
    if (value !== '' || focused) setEngaged(true);
    if (value !== '') search.setTerm(value);
  });

  const options = searchOptions(suggestions);
  const answered = suggestions.kind === 'results' && !search.loading && state.status === 'complete';

  const targetOf = (option: SearchOption) =>
    option.kind === 'showAll' ? searchPageTarget(state.term) : navbarResultTarget(option.item);
  /** What choosing an option does besides moving the page. */
  const chosen = (option: SearchOption) => {
    if (option.kind === 'item') search.opened(option.item);
    setEngaged(false);
    onNavigate?.();
  };
  const choose = (option: SearchOption) => {
    chosen(option);
    navigate(targetOf(option));
  };

  const message =
    options.length > 0 ? null : search.loading ? (
      <ComboboxMessage>
        <Spinner size={16} label={null} />
        {t('navbar.searching')}
      </ComboboxMessage>
    ) : answered ? (
      <ComboboxMessage>{t('navbar.noResults')}</ComboboxMessage>
    ) : null;

  return (
    <div className={[inline ? styles.inlineSearch : styles.search, className].filter(Boolean).join(' ')}>
      <Combobox
        ref={(element) => {
          inputRef.current = element instanceof HTMLInputElement ? element : null;
        }}
        variant={variant}
        fieldAs="search"
        fieldClassName={styles.searchField}
        popupClassName={inline ? styles.inlineList : styles.searchPopup}
        type="search"
        aria-label={t('navbar.search')}
        // The mobile menu's search submenu opens to type in.
        autoFocus={autoFocus}
        placeholder={t('navbar.searchPlaceholder')}
        icon={<SearchIcon size={18} />}
        value={state.term}
        onValueChange={(value) => {
          setEngaged(true);
          search.setTerm(value);
        }}
        open={open}
        onOpenChange={setEngaged}
        options={options}
        // With address sync an option is a link to its page (a new tab, a copied link).
        renderOption={(option) => ({
          ...searchOptionContent(option, t),
          ...target(targetOf(option), () => chosen(option)),
        })}
        onChoose={choose}
        onEnter={() => {
          if (suggestions.kind === 'results') choose({ kind: 'showAll' });
        }}
        heading={suggestions.kind === 'results' ? undefined : t(SUGGESTION_HEADINGS[suggestions.kind])}
        listLabel={t('navbar.search')}
        message={message}
        status={answered ? t('navbar.resultCount', { count: suggestions.items.length }) : ''}
      />
    </div>
  );
}
