import type { FilterDefinition } from '@coras/api-client';
import type { CategoryNode, CategorySelection, LandingFilters } from '@coras/booking-core';
import { Checkbox } from '@coras/ui';
import { useTranslate } from '../../runtime/i18n/useTranslate';
import { CategoryTree } from './CategoryTree';
import * as styles from './FilterBar.css';
import { filtersMessages } from './messages/en-GB';

export interface FilterOptionsProps {
  duration: FilterDefinition | undefined;
  price: FilterDefinition | undefined;
  tree: readonly CategoryNode[];
  filters: LandingFilters;
  /** The ticked categories, applied or not yet. */
  selection: CategorySelection;
  onDuration: (value: string) => void;
  onPrice: (value: string) => void;
  onCategory: (slug: string) => void;
}

/**
 * The filters drawer's options (spec 1 §4): Duration checkboxes (several), Price checkboxes (one)
 * and the category tree. A lazy chunk of the drawer: the landing's first load has only its button.
 */
export function FilterOptions({
  duration,
  price,
  tree,
  filters,
  selection,
  onDuration,
  onPrice,
  onCategory,
}: FilterOptionsProps) {
  const t = useTranslate(filtersMessages);
  return (
    <>
      {duration ? (
        <fieldset className={styles.section}>
          <legend className={styles.sectionTitle}>{t('filters.duration')}</legend>
          {duration.options.map((option) => (
            <Checkbox
              key={option.value}
              label={option.label}
              checked={filters.duration.includes(option.value)}
              onCheckedChange={() => onDuration(option.value)}
            />
          ))}
        </fieldset>
      ) : null}
      {price ? (
        <fieldset className={styles.section}>
          <legend className={styles.sectionTitle}>{t('filters.price')}</legend>
          {price.options.map((option) => (
            <Checkbox
              key={option.value}
              label={option.label}
              checked={filters.price === option.value}
              onCheckedChange={() => onPrice(option.value)}
            />
          ))}
        </fieldset>
      ) : null}
      {tree.length > 0 ? (
        <fieldset className={styles.section}>
          <legend className={styles.sectionTitle}>{t('filters.category')}</legend>
          <CategoryTree tree={tree} selection={selection} onToggle={onCategory} />
        </fieldset>
      ) : null}
    </>
  );
}
