import type * as RadixPopover from '@radix-ui/react-popover';
import type { ComponentPropsWithoutRef, RefObject } from 'react';
import type { OverlayState } from '../../hooks/overlay';

// The types the popover's trigger side and its lazily loaded panel share, apart from both so the
// panel's chunk imports no part of the trigger's module.

/**
 * What the parts of one popover share. The Root, Trigger, Anchor and Close are plain React; Radix
 * Popover and floating-ui render only the panel, from a chunk loaded when the browser is idle or
 * the popover first opens, so a page full of closed dropdowns does not download them first.
 */
export interface PopoverState extends OverlayState {
  anchorRef: RefObject<HTMLElement | null>;
}

export interface PopoverContentProps extends ComponentPropsWithoutRef<typeof RadixPopover.Content> {
  /**
   * Draw an arrow pointing at the trigger.
   * @default false
   */
  arrow?: boolean;
  /**
   * Distance between the trigger and the panel's edge in px (the arrow, 10 px, sits in it).
   * @default 20 with an arrow, 8 without (spec 1 §9)
   */
  sideOffset?: number;
  /**
   * Room kept from the viewport's edges in px.
   * @default 10 (spec 1 §9)
   */
  collisionPadding?: RadixPopover.PopoverContentProps['collisionPadding'];
  /**
   * Be at least as wide as the trigger (spec 1 §9).
   * @default true
   */
  matchTriggerWidth?: boolean;
}
