import { setSorting } from '@coras/booking-core';
import {
  Button,
  ChevronDownIcon,
  Popover,
  SelectList,
  type TriggerHandOver,
  useTriggerHandOver,
} from '@coras/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from '../../runtime/i18n/useTranslate';
import * as styles from './FilterBar.css';
import { filtersMessages } from './messages/en-GB';
import { useLandingFilters, useSortingOptions } from './useLandingFilters';

/**
 * The sorting options as a list (spec 1 §4 'Select list keyboard'): 'loading' and 'error' as the
 * filters show them; choosing an option applies it at once.
 */
export function SortList({
  onChoose,
  autoFocus = false,
}: {
  /** Called after every choice, the current option included (a dropdown closes on it). */
  onChoose?: () => void;
  /** Focus the list when the options arrive (it replaces a focused 'loading' in a dropdown). */
  autoFocus?: boolean;
}) {
  const t = useTranslate(filtersMessages);
  const { filters, apply } = useLandingFilters();
  const sorting = useSortingOptions(true);
  const list = useRef<HTMLDivElement | null>(null);
  const options = sorting.data;
  useEffect(() => {
    if (autoFocus && options) list.current?.focus();
  }, [autoFocus, options]);

  if (!options) {
    return <p className={styles.status}>{sorting.error ? t('filters.error') : t('filters.loading')}</p>;
  }
  return (
    <SelectList
      ref={list}
      aria-label={t('filters.sortBy')}
      options={options}
      value={filters.sorting}
      onChoose={(value) => {
        if (value !== filters.sorting) apply(setSorting(filters, value));
        onChoose?.();
      }}
    />
  );
}

export interface SortDropdownProps {
  /** What its stand-in (`LazySortDropdown`) saw: a press opens the dropdown, else the focus returns. */
  handOver?: TriggerHandOver | undefined;
}

/**
 * 'Sort by' on desktop (spec 1 §2, §4): a button with a dropdown of the `landing/sorting` options,
 * asked for when it first opens, that closes on choosing. Escape or a click outside closes it too,
 * and the focus returns to the button. The landing shows it through `LazySortDropdown`.
 */
export function SortDropdown({ handOver }: SortDropdownProps) {
  const t = useTranslate(filtersMessages);
  const [open, setOpen] = useState(handOver?.pressed ?? false);
  const button = useRef<HTMLButtonElement | null>(null);
  useTriggerHandOver(handOver, button);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button ref={button} variant="outlined" size="sm">
          {t('filters.sortBy')}
          <ChevronDownIcon size={18} />
        </Button>
      </Popover.Trigger>
      <Popover.Content aria-label={t('filters.sortBy')} className={styles.sortPanel}>
        <SortList autoFocus onChoose={() => setOpen(false)} />
      </Popover.Content>
    </Popover.Root>
  );
}
