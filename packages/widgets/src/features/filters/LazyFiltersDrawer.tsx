import { hasActiveFilters } from '@coras/booking-core';
import { Button, useTriggerStandIn } from '@coras/ui';
import { forwardRef } from 'react';
import { useTranslate } from '../../runtime/i18n/useTranslate';
import type { FiltersDrawerProps } from './FiltersDrawer';
import { filtersMessages } from './messages/en-GB';
import { filtersDrawerPart } from './parts';
import { useLandingFilters } from './useLandingFilters';

/**
 * The 'Filters' button with its drawer's code out of the landing's first load: until
 * `FiltersDrawer` arrives (on idle after the first render, or at once on the first pointer, touch
 * or focus) a stand-in shows the same button. A press meanwhile opens the drawer as it arrives;
 * the focus moves to the real button, and `ref` follows it.
 */
export const LazyFiltersDrawer = forwardRef<HTMLButtonElement, Omit<FiltersDrawerProps, 'handOver'>>(
  function LazyFiltersDrawer(props, ref) {
    const t = useTranslate(filtersMessages);
    const { filters } = useLandingFilters();
    const standIn = useTriggerStandIn(filtersDrawerPart);

    if (standIn.module) {
      return <standIn.module.FiltersDrawer ref={ref} {...props} handOver={standIn.handOver} />;
    }
    // The closed drawer trigger's attributes come with the stand-in, without the kit's Drawer.
    return (
      <Button
        ref={ref}
        variant={hasActiveFilters(filters) ? 'primary' : 'outlined'}
        size="sm"
        {...standIn.buttonProps}
      >
        {t('filters.button')}
      </Button>
    );
  },
);
