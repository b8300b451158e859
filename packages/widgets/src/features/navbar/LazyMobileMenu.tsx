import { IconButton, MenuIcon, useTriggerStandIn } from '@coras/ui';
import { useTranslate } from '../../runtime/i18n/useTranslate';
import type { MobileMenuProps } from './MobileMenu';
import { navbarMessages } from './messages/en-GB';
import * as styles from './Navbar.css';
import { mobileMenuPart } from './parts';

/**
 * The navbar's mobile menu with its code (and the mobile search's) out of the page's first load:
 * until `MobileMenu` arrives (on idle after the first render, or at once on the first pointer,
 * touch or focus) a stand-in shows the same menu button. A press meanwhile opens the menu as it
 * arrives; the focus moves to the real button.
 */
export function LazyMobileMenu(props: Omit<MobileMenuProps, 'handOver'>) {
  const t = useTranslate(navbarMessages);
  const standIn = useTriggerStandIn(mobileMenuPart);

  if (standIn.module) return <standIn.module.MobileMenu {...props} handOver={standIn.handOver} />;
  // The closed drawer trigger's attributes come with the stand-in, without the kit's Drawer.
  return (
    <IconButton label={t('navbar.menu')} className={styles.menuButton} {...standIn.buttonProps}>
      <MenuIcon size={22} />
    </IconButton>
  );
}
