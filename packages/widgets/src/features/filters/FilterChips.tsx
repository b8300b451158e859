import type { FilterDefinition } from '@coras/api-client';
import { type FilterChip, filterChips, removeChip } from '@coras/booking-core';
import { Chip, Skeleton } from '@coras/ui';
import { type RefObject, useLayoutEffect, useRef } from 'react';
import { useTranslate } from '../../runtime/i18n/useTranslate';
import * as styles from './FilterBar.css';
import { filtersMessages } from './messages/en-GB';
import { useLandingFilters } from './useLandingFilters';

export interface FilterChipsProps {
  /** The filter definitions that label the chips (the values stand in if they cannot be loaded). */
  definitions: readonly FilterDefinition[] | undefined;
  /** The definitions are on their way: placeholders of the chips' size hold the row (no layout shift). */
  loading: boolean;
  /** Where the focus goes when the last chip is removed: the Filters button. */
  fallbackFocus: RefObject<HTMLElement | null>;
}

/**
 * The removable chips of the active filters (desktop, spec 1 §2): price, then durations, then
 * categories. Removing one applies at once (spec 1 §4); the focus moves to the next chip's remove
 * button (or the previous one, or the Filters button), never to the page's start.
 */
export function FilterChips({ definitions, loading, fallbackFocus }: FilterChipsProps) {
  const t = useTranslate(filtersMessages);
  const { filters, apply } = useLandingFilters();
  const chips = filterChips(filters, definitions);
  const list = useRef<HTMLUListElement | null>(null);
  const refocus = useRef<number | undefined>(undefined);

  useLayoutEffect(() => {
    const index = refocus.current;
    if (index === undefined) return;
    refocus.current = undefined;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
    (buttons[index] ?? buttons[index - 1] ?? fallbackFocus.current)?.focus();
  });

  const remove = (chip: FilterChip, index: number) => {
    refocus.current = index;
    apply(removeChip(filters, chip));
  };

  if (chips.length === 0) return null;
  if (loading) {
    return (
      <ul className={styles.chips} aria-label={t('filterBar.activeFilters')} aria-busy="true">
        {chips.map((chip) => (
          // The chip itself with a placeholder for its label: exactly the loaded chip's box.
          <li key={`${chip.kind}:${chip.value}`} inert>
            <Chip variant="brand" onRemove={() => undefined} removeLabel="">
              <Skeleton width="4rem" height="1em" />
            </Chip>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul ref={list} className={styles.chips} aria-label={t('filterBar.activeFilters')}>
      {chips.map((chip, index) => (
        <li key={`${chip.kind}:${chip.value}`}>
          <Chip
            variant="brand"
            onRemove={() => remove(chip, index)}
            removeLabel={t('filters.removeChip', { label: chip.label })}
          >
            {chip.label}
          </Chip>
        </li>
      ))}
    </ul>
  );
}
