import type { NavbarSearchItem } from '@coras/api-client';
import type { NavbarSuggestions } from '@coras/booking-core';
import { ArrowIcon, type ComboboxOption, FlagIcon, PinIcon, SearchIcon } from '@coras/ui';
import type { ReactNode } from 'react';
import type { Translate } from '../../runtime/i18n/useTranslate';
import type { NavbarSearchMessageKey } from './messages/en-GB';

// What the navbar search lists (spec 1 §5), apart from how the combobox behaves.

/** One option of the navbar search: a result, or 'Show all results'. */
export type SearchOption = { kind: 'item'; item: NavbarSearchItem } | { kind: 'showAll' };

/** The suggestions as options, 'Show all results' last when there are more results. */
export function searchOptions(suggestions: NavbarSuggestions): SearchOption[] {
  return [
    ...suggestions.items.map((item) => ({ kind: 'item' as const, item })),
    ...(suggestions.showAll ? [{ kind: 'showAll' as const }] : []),
  ];
}

/** The heading above the recent or popular entries; results have none. */
export const SUGGESTION_HEADINGS: Readonly<Record<'recent' | 'popular', NavbarSearchMessageKey>> = {
  recent: 'navbar.recentSearches',
  popular: 'navbar.popular',
};

/** How an option reads: a result with the icon of its type, 'Show all results' with an arrow. */
export function searchOptionContent(
  option: SearchOption,
  t: Translate<NavbarSearchMessageKey>,
): ComboboxOption {
  if (option.kind === 'showAll')
    return { key: 'show-all', text: t('navbar.showAll'), iconEnd: <ArrowIcon size={18} />, action: true };
  const { item } = option;
  return { key: `${item.type}:${item.value}`, text: item.name, icon: ITEM_ICONS[item.type] };
}

const ITEM_ICONS: Readonly<Record<NavbarSearchItem['type'], ReactNode>> = {
  attraction: <SearchIcon size={18} />,
  city: <PinIcon size={18} />,
  country: <FlagIcon size={18} />,
};
