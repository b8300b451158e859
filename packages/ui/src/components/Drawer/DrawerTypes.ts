import type * as RadixDialog from '@radix-ui/react-dialog';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import type { OverlayState } from '../../hooks/overlay';

// The types the drawer's trigger side and its lazily loaded panel share, apart from both so the
// panel's chunk imports no part of the trigger's module.

/**
 * What the parts of one drawer share. Root, Trigger and Close are plain React; Radix Dialog (focus
 * trap, dismissal) and the kit's scroll lock render only the panel, from a chunk loaded when the
 * browser is idle or the drawer first opens, so that a page with a closed drawer does not download
 * it first.
 */
export type DrawerState = OverlayState;

export interface DrawerContentProps
  extends Omit<ComponentPropsWithoutRef<typeof RadixDialog.Content>, 'title'> {
  /** The drawer's heading and accessible name ('Filters', 'Calendar'). Required. */
  title: ReactNode;
  /** A line under the title, read after it by screen readers. */
  description?: ReactNode;
  /** Actions pinned under the scrolling body ('Clear all' and 'Apply filters'). */
  footer?: ReactNode;
  /** The accessible name of the close icon button. @default 'Close' */
  closeLabel?: string;
  /** Extra class of the dimmed overlay. */
  overlayClassName?: string;
  /** Extra class of the scrolling body that holds `children`. */
  bodyClassName?: string;
}
