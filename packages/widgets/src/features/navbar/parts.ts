import { lazyPart } from '../../runtime/lazy/lazyPart';
import type { MobileMenu } from './MobileMenu';
import type { SettingMenu } from './SettingMenu';

// This feature's parts that load after the first render, behind their stand-ins (`Lazy*`): `app/`
// provides the chunk that brings them (`app/lazyParts.ts`, one chunk for every control of the first load).

/** The real `MobileMenu`, which its stand-in renders once it has arrived. */
export const mobileMenuPart = lazyPart<{ MobileMenu: typeof MobileMenu }>('MobileMenu');

/** The real `SettingMenu`, which its stand-in renders once it has arrived. */
export const settingMenuPart = lazyPart<{ SettingMenu: typeof SettingMenu }>('SettingMenu');
