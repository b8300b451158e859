import { lazyModule } from '@coras/ui';

/**
 * The interactive controls of the navbar and the landing (location picker, navbar search, mobile
 * menu, language and currency menus, basket dropdown, 'Sort by', dates, Filters drawer) as one lazy
 * module. They all load at the same moment — on idle after the first render, or at the first
 * pointer, touch or focus on any of their stand-ins — so one chunk serves them: one request instead
 * of eight, and one entry in the first load's preload map instead of eight lists of shared chunks.
 */
export const lazyControls = lazyModule(() => import('./controls'));
