import {
  applyCategories,
  buildCategoryTree,
  type CategorySelection,
  clearAllFilters,
  hasActiveFilters,
  parseCategories,
  selectedCategorySlugs,
  toggleCategory,
  toggleDuration,
  togglePrice,
} from '@coras/booking-core';
import { Button, Checkbox, Drawer } from '@coras/ui';
import { forwardRef, type ReactNode, useMemo, useState } from 'react';
import { useTranslate } from '../i18n/useTranslate';
import { CategoryTree } from './CategoryTree';
import * as styles from './FilterBar.css';
import { SortList } from './SortSelector';
import type { FilterBarLayout } from './useContainerLayout';
import { definitionOf, useFilterDefinitions, useLandingFilters } from './useLandingFilters';

export interface FiltersDrawerProps {
  layout: FilterBarLayout;
}

/**
 * The 'Filters' button and its drawer (spec 1 §2, §4): from the right, titled 'Filters', with a
 * 'Close' icon; Duration checkboxes (several), Price checkboxes (one: choosing the chosen one clears
 * it) and the category tree, from `landing/filters` in the current currency — 'loading' meanwhile,
 * 'error' if it fails. Duration and price apply at once; the categories only on 'Apply filters',
 * which closes the drawer. 'Clear all' empties duration, price and categories and applies that.
 * On mobile the 'Sort by' list comes first. The button uses the primary style while a filter is on.
 */
export const FiltersDrawer = forwardRef<HTMLButtonElement, FiltersDrawerProps>(function FiltersDrawer(
  { layout },
  triggerRef,
) {
  const t = useTranslate();
  const { filters, apply } = useLandingFilters();
  const [open, setOpen] = useState(false);
  // Ticked categories not applied yet; `undefined` means "as applied".
  const [draft, setDraft] = useState<CategorySelection | undefined>(undefined);
  const definitions = useFilterDefinitions(open);
  const tree = useMemo(
    () => buildCategoryTree(definitionOf(definitions.data, 'category')?.options),
    [definitions.data],
  );
  const selection = draft ?? parseCategories(tree, filters.categories);

  const onOpenChange = (next: boolean) => {
    // Closing without 'Apply filters' drops the ticked categories (spec 1 §4).
    setDraft(undefined);
    setOpen(next);
  };

  let body: ReactNode;
  if (!definitions.data) {
    body = <p className={styles.status}>{definitions.error ? t('filters.error') : t('filters.loading')}</p>;
  } else {
    const duration = definitionOf(definitions.data, 'duration');
    const price = definitionOf(definitions.data, 'price');
    body = (
      <>
        {duration ? (
          <fieldset className={styles.section}>
            <legend className={styles.sectionTitle}>{t('filters.duration')}</legend>
            {duration.options.map((option) => (
              <Checkbox
                key={option.value}
                label={option.label}
                checked={filters.duration.includes(option.value)}
                onCheckedChange={() => apply(toggleDuration(filters, option.value))}
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
                onCheckedChange={() => apply(togglePrice(filters, option.value))}
              />
            ))}
          </fieldset>
        ) : null}
        {tree.length > 0 ? (
          <fieldset className={styles.section}>
            <legend className={styles.sectionTitle}>{t('filters.category')}</legend>
            <CategoryTree
              tree={tree}
              selection={selection}
              onToggle={(slug) => setDraft(toggleCategory(tree, selection, slug))}
            />
          </fieldset>
        ) : null}
      </>
    );
  }

  return (
    <Drawer.Root open={open} onOpenChange={onOpenChange}>
      <Drawer.Trigger asChild>
        <Button ref={triggerRef} variant={hasActiveFilters(filters) ? 'primary' : 'outlined'} size="sm">
          {t('filters.button')}
        </Button>
      </Drawer.Trigger>
      <Drawer.Content
        title={t('filters.title')}
        closeLabel={t('filters.close')}
        bodyClassName={styles.drawerBody}
        footer={
          <>
            <Button
              variant="outlined"
              onClick={() => {
                setDraft(undefined);
                apply(clearAllFilters(filters));
              }}
            >
              {t('filters.clearAll')}
            </Button>
            <Button
              onClick={() => {
                apply(applyCategories(filters, selectedCategorySlugs(tree, selection)));
                onOpenChange(false);
              }}
            >
              {t('filters.apply')}
            </Button>
          </>
        }
      >
        {layout === 'mobile' ? (
          <div className={styles.section}>
            <h3 className={styles.sectionTitle}>{t('filters.sortBy')}</h3>
            <SortList />
          </div>
        ) : null}
        {body}
      </Drawer.Content>
    </Drawer.Root>
  );
});
