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
import { Button, Drawer, type TriggerHandOver, useTriggerHandOver } from '@coras/ui';
import { forwardRef, lazy, Suspense, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { useTranslate } from '../../runtime/i18n/useTranslate';
import * as styles from './FilterBar.css';
import { filtersMessages } from './messages/en-GB';
import { SortList } from './SortSelector';
import type { FilterBarLayout } from './useContainerLayout';
import { definitionOf, useFilterDefinitions, useLandingFilters } from './useLandingFilters';

const loadOptions = () => import('./FilterOptions');
const FilterOptions = lazy(() => loadOptions().then((module) => ({ default: module.FilterOptions })));

export interface FiltersDrawerProps {
  layout: FilterBarLayout;
  /** What the visitor did to the light stand-in this drawer replaces (see `LazyFiltersDrawer`). */
  handOver?: TriggerHandOver | undefined;
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
  { layout, handOver },
  triggerRef,
) {
  const t = useTranslate(filtersMessages);
  const { filters, apply } = useLandingFilters();
  const [open, setOpen] = useState(handOver?.pressed ?? false);
  const button = useRef<HTMLButtonElement>(null);
  useImperativeHandle(triggerRef, () => button.current as HTMLButtonElement, []);
  useTriggerHandOver(handOver, button);
  // Ticked categories not applied yet; `undefined` means "as applied".
  const [draft, setDraft] = useState<CategorySelection | undefined>(undefined);
  const definitions = useFilterDefinitions(open);
  // Asked for as the drawer opens, alongside the filter definitions.
  useEffect(() => {
    if (open) loadOptions().catch(() => undefined);
  }, [open]);
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

  const body = definitions.data ? (
    // The options (checkboxes, category tree) are a lazy chunk: the landing's first load has only
    // the button. Until it arrives the drawer says 'loading', as while the filters load.
    <Suspense fallback={<p className={styles.status}>{t('filters.loading')}</p>}>
      <FilterOptions
        duration={definitionOf(definitions.data, 'duration')}
        price={definitionOf(definitions.data, 'price')}
        tree={tree}
        filters={filters}
        selection={selection}
        onDuration={(value) => apply(toggleDuration(filters, value))}
        onPrice={(value) => apply(togglePrice(filters, value))}
        onCategory={(slug) => setDraft(toggleCategory(tree, selection, slug))}
      />
    </Suspense>
  ) : (
    <p className={styles.status}>{definitions.error ? t('filters.error') : t('filters.loading')}</p>
  );

  return (
    <Drawer.Root open={open} onOpenChange={onOpenChange}>
      <Drawer.Trigger asChild>
        <Button ref={button} variant={hasActiveFilters(filters) ? 'primary' : 'outlined'} size="sm">
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
