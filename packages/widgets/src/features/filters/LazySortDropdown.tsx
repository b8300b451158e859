import { Button, ChevronDownIcon, useTriggerStandIn } from '@coras/ui';
import { useTranslate } from '../../runtime/i18n/useTranslate';
import { filtersMessages } from './messages/en-GB';
import { sortDropdownPart } from './parts';

/**
 * 'Sort by' with its dropdown's code (the kit's popover root, select list and its keyboard rules)
 * out of the landing's first load: until `SortDropdown` arrives (on idle after the first render,
 * or at once on the first pointer, touch or focus) a stand-in shows the same button with the same
 * attributes. A press meanwhile opens the dropdown as it arrives, the focus moving into its list;
 * otherwise the focus moves to the real button.
 */
export function LazySortDropdown() {
  const t = useTranslate(filtersMessages);
  const standIn = useTriggerStandIn(sortDropdownPart);

  if (standIn.module) return <standIn.module.SortDropdown handOver={standIn.handOver} />;
  return (
    <Button variant="outlined" size="sm" {...standIn.buttonProps}>
      {t('filters.sortBy')}
      <ChevronDownIcon size={18} />
    </Button>
  );
}
