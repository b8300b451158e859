import { Button, useTriggerStandIn } from '@coras/ui';
import * as styles from './Navbar.css';
import { settingMenuPart } from './parts';
import { SettingButtonContent } from './SettingButtonContent';
import type { SettingMenuProps } from './SettingMenu';

/**
 * The navbar's language or currency menu with its code (the kit's popover root, select list and
 * its keyboard rules) out of the page's first load: until `SettingMenu` arrives (on idle after the
 * first render, or at once on the first pointer, touch or focus) a stand-in shows the same button
 * with the same attributes. A press meanwhile opens the menu as it arrives, the focus moving into
 * its list; otherwise the focus moves to the real button.
 */
export function LazySettingMenu(props: Omit<SettingMenuProps, 'handOver'>) {
  const standIn = useTriggerStandIn(settingMenuPart);

  if (standIn.module) return <standIn.module.SettingMenu {...props} handOver={standIn.handOver} />;
  return (
    <Button variant="transparent" size="sm" className={styles.settingButton} {...standIn.buttonProps}>
      <SettingButtonContent {...props} />
    </Button>
  );
}
