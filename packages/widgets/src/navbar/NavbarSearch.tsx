import type { NavbarSearchItem } from '@coras/api-client';
import { type KeyValueStorage, navbarResultTarget, searchPageTarget } from '@coras/booking-core';
import {
  ArrowIcon,
  type FieldHandOver,
  FlagIcon,
  PinIcon,
  Popover,
  SearchIcon,
  Spinner,
  TextField,
  useFieldHandOver,
  visuallyHidden,
} from '@coras/ui';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { ControlsMessageKey } from '../i18n/messages/en-GB.controls';
import { useControlsTranslate } from '../i18n/useControlsTranslate';
import {
  isTypingKey,
  keepFieldFocus,
  moveActive,
  optionId,
  useFieldEvents,
} from '../location-picker/combobox';
import * as combobox from '../location-picker/combobox.css';
import { useCorasContext } from '../provider/context';
import { useNavigate, useTarget } from '../provider/navigation-context';
import * as styles from './Navbar.css';
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

type SearchOption = { kind: 'item'; item: NavbarSearchItem } | { kind: 'showAll' };

const HEADINGS: Readonly<Record<'recent' | 'popular', ControlsMessageKey>> = {
  recent: 'navbar.recentSearches',
  popular: 'navbar.popular',
};

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
  const t = useControlsTranslate();
  const navigate = useNavigate();
  const target = useTarget();
  const { emitAnalytics } = useCorasContext();
  const [engaged, setEngaged] = useState(false);
  const inline = variant === 'inline';
  const open = inline || engaged;
  const search = useNavbarSearch({ storage, open });
  const { suggestions, state } = search;

  const ids = useId();
  const listboxId = `${ids}-listbox`;
  const headingId = `${ids}-heading`;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const fieldRef = useRef<HTMLElement>(null);
  const fieldEvents = useFieldEvents(fieldRef);
  useFieldHandOver(handOver, inputRef, ({ value, focused }) => {
    if (value !== '' || focused) setEngaged(true);
    if (value !== '') search.setTerm(value);
  });

  const options: SearchOption[] = [
    ...suggestions.items.map((item) => ({ kind: 'item' as const, item })),
    ...(suggestions.showAll ? [{ kind: 'showAll' as const }] : []),
  ];
  const [active, setActive] = useState(-1);
  const listKey = `${suggestions.kind}|${state.term}|${options.length}|${open}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: listKey names a new list.
  useEffect(() => setActive(-1), [listKey]);

  const answered = suggestions.kind === 'results' && !search.loading && state.status === 'complete';
  const shown = open && (options.length > 0 || search.loading || answered);

  const done = () => {
    setEngaged(false);
    onNavigate?.();
  };
  const targetOf = (option: SearchOption) =>
    option.kind === 'showAll' ? searchPageTarget(state.term) : navbarResultTarget(option.item);
  /** What choosing an option does besides moving the page. */
  const chosen = (option: SearchOption) => {
    if (option.kind === 'item') {
      const { item } = option;
      search.remember(item);
      if (item.type === 'attraction') {
        const list = suggestions.kind;
        emitAnalytics({
          name: 'select_item',
          params: {
            item_list_id: `navbar_${list}`,
            item_list_name: `Navbar search: ${list}`,
            items: [{ item_id: item.value, item_name: item.name, index: suggestions.items.indexOf(item) }],
          },
        });
      }
      search.setTerm('');
    }
    done();
  };
  const choose = (option: SearchOption) => {
    chosen(option);
    navigate(targetOf(option));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (!open) setEngaged(true);
        else setActive((current) => moveActive(current, options.length, event.key === 'ArrowDown' ? 1 : -1));
        return;
      case 'Enter': {
        event.preventDefault();
        const chosen = open ? options[active] : undefined;
        if (chosen) choose(chosen);
        else if (suggestions.kind === 'results') choose({ kind: 'showAll' });
        return;
      }
      case 'Escape':
        if (engaged) {
          event.preventDefault();
          setEngaged(false);
        }
        return;
      default:
        if (isTypingKey(event)) setEngaged(true);
    }
  };

  const field = (
    <search ref={fieldRef} className={styles.searchField} {...fieldEvents.fieldProps}>
      <TextField
        ref={(element) => {
          inputRef.current = element instanceof HTMLInputElement ? element : null;
        }}
        type="search"
        role="combobox"
        aria-label={t('navbar.search')}
        aria-expanded={shown}
        aria-controls={shown ? listboxId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={shown && active >= 0 ? optionId(listboxId, active) : undefined}
        autoComplete="off"
        spellCheck={false}
        // The mobile menu's search submenu opens to type in.
        autoFocus={autoFocus}
        placeholder={t('navbar.searchPlaceholder')}
        icon={<SearchIcon size={18} />}
        value={state.term}
        onValueChange={(value) => {
          setEngaged(true);
          search.setTerm(value);
        }}
        onFocus={() => setEngaged(true)}
        onClick={() => setEngaged(true)}
        // With a popup on screen, leaving is the popup's outside click or focus; without, the blur.
        onBlur={() => {
          if (!shown) setEngaged(false);
        }}
        onKeyDown={onKeyDown}
      />
    </search>
  );

  const list = (
    <>
      {suggestions.kind !== 'results' && options.length > 0 ? (
        <p id={headingId} className={combobox.groupHeading}>
          {t(HEADINGS[suggestions.kind])}
        </p>
      ) : null}
      <div
        role="listbox"
        id={listboxId}
        aria-labelledby={suggestions.kind !== 'results' && options.length > 0 ? headingId : undefined}
        aria-label={suggestions.kind === 'results' || options.length === 0 ? t('navbar.search') : undefined}
        className={combobox.listbox}
      >
        {options.map((option, index) => {
          // With address sync an option is a link to its page (a new tab, a copied link), kept out
          // of the tab order like the others: options are reached through the field's
          // aria-activedescendant, never focused, and the field handles the keyboard.
          const { href, onClick } = target(targetOf(option), () => chosen(option));
          const Option = href === undefined ? 'div' : 'a';
          return (
            <Option
              key={option.kind === 'showAll' ? 'show-all' : `${option.item.type}:${option.item.value}`}
              id={optionId(listboxId, index)}
              role="option"
              aria-selected={false}
              href={href}
              tabIndex={href === undefined ? undefined : -1}
              data-active={index === active ? '' : undefined}
              className={[combobox.option, option.kind === 'showAll' ? combobox.actionOption : undefined]
                .filter(Boolean)
                .join(' ')}
              onMouseDown={keepFieldFocus}
              onPointerMove={() => {
                if (index !== active) setActive(index);
              }}
              onClick={onClick}
            >
              {option.kind === 'showAll' ? (
                <>
                  <span className={combobox.optionLabel}>{t('navbar.showAll')}</span>
                  <span aria-hidden className={combobox.optionIcon}>
                    <ArrowIcon size={18} />
                  </span>
                </>
              ) : (
                <>
                  <span aria-hidden className={combobox.optionIcon}>
                    {ITEM_ICONS[option.item.type]}
                  </span>
                  <span className={combobox.optionLabel}>{option.item.name}</span>
                </>
              )}
            </Option>
          );
        })}
      </div>
      {search.loading && options.length === 0 ? (
        <p className={combobox.message}>
          <Spinner size={16} label={null} />
          {t('navbar.searching')}
        </p>
      ) : answered && options.length === 0 ? (
        <p className={combobox.message}>{t('navbar.noResults')}</p>
      ) : null}
    </>
  );

  // Mounted while the visitor searches, before any answer, so the count that follows is announced.
  const live = open ? (
    <div role="status" aria-live="polite" className={visuallyHidden}>
      {shown && answered ? t('navbar.resultCount', { count: suggestions.items.length }) : ''}
    </div>
  ) : null;

  if (inline) {
    return (
      <div className={[styles.inlineSearch, className].filter(Boolean).join(' ')}>
        {field}
        <div className={styles.inlineList}>{list}</div>
        {live}
      </div>
    );
  }
  return (
    <div className={[styles.search, className].filter(Boolean).join(' ')}>
      <Popover.Root open={shown}>
        <Popover.Anchor asChild>{field}</Popover.Anchor>
        <Popover.Content
          role="presentation"
          className={styles.searchPopup}
          onMouseDown={keepFieldFocus}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onEscapeKeyDown={() => setEngaged(false)}
          onPointerDownOutside={(event) => {
            if (fieldEvents.isFromField(event)) event.preventDefault();
            else setEngaged(false);
          }}
          onFocusOutside={(event) => {
            if (fieldEvents.isFromField(event)) event.preventDefault();
            else setEngaged(false);
          }}
        >
          {list}
        </Popover.Content>
      </Popover.Root>
      {live}
    </div>
  );
}

const ITEM_ICONS: Readonly<Record<NavbarSearchItem['type'], ReactNode>> = {
  attraction: <SearchIcon size={18} />,
  city: <PinIcon size={18} />,
  country: <FlagIcon size={18} />,
};
