import { Drawer, IconButton, lazyModule, MenuIcon, useTriggerStandIn } from '@coras/ui';
import { useTranslate } from '../i18n/useTranslate';
import type { MobileMenuProps } from './MobileMenu';
import * as styles from './Navbar.css';

const menu = lazyModule(() => import('./MobileMenu'));

/**
 * The navbar's mobile menu with its code (and the mobile search's) out of the page's first load:
 * until `MobileMenu` arrives (on idle after the first render, or at once on the first pointer,
 * touch or focus) a stand-in shows the same menu button. A press meanwhile opens the menu as it
 * arrives; the focus moves to the real button.
 */
export function LazyMobileMenu(props: Omit<MobileMenuProps, 'handOver'>) {
  const t = useTranslate();
  const standIn = useTriggerStandIn(menu);

  if (standIn.module) return <standIn.module.MobileMenu {...props} handOver={standIn.handOver} />;
  return (
    // The kit's closed drawer gives the stand-in the real button's attributes; it never opens.
    <Drawer.Root open={false} onOpenChange={(open) => open && standIn.press()}>
      <Drawer.Trigger asChild>
        <IconButton label={t('navbar.menu')} className={styles.menuButton} {...standIn.triggerProps}>
          <MenuIcon size={22} />
        </IconButton>
      </Drawer.Trigger>
    </Drawer.Root>
  );
}
