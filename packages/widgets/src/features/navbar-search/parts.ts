import { lazyPart } from '../../runtime/lazy/lazyPart';
import type { NavbarSearch } from './NavbarSearch';

// This feature's parts that load after the first render, behind their stand-ins (`Lazy*`): `app/`
// provides the chunk that brings them (`app/lazyParts.ts`, one chunk for every control of the first load).

/** The real `NavbarSearch`, which its stand-in renders once it has arrived. */
export const navbarSearchPart = lazyPart<{ NavbarSearch: typeof NavbarSearch }>('NavbarSearch');
