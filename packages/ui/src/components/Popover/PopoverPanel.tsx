import * as RadixPopover from '@radix-ui/react-popover';
import { forwardRef, useRef } from 'react';
import { usePortalContainer } from '../../theme/CorasRoot';
import {
  ARROW_HEIGHT,
  ARROW_WIDTH,
  OFFSET_WITH_ARROW,
  OFFSET_WITHOUT_ARROW,
  VIEWPORT_PADDING,
} from './Popover.css';
import type { PopoverContentProps, PopoverState } from './PopoverTypes';

export interface PopoverPanelProps extends PopoverContentProps {
  /** The state of the `Popover.Root` the panel belongs to. */
  state: PopoverState;
  /** The panel's and the arrow's classes, from `Popover.Content`. */
  classes: { content: string; arrow: string };
}

/**
 * `Popover.Content`'s panel: Radix Popover, controlled by the light Root and anchored to its
 * anchor or trigger. Loaded on demand (see Popover.tsx).
 */
export const PopoverPanel = forwardRef<HTMLDivElement, PopoverPanelProps>(function PopoverPanel(
  {
    state,
    classes,
    arrow = false,
    sideOffset,
    collisionPadding = VIEWPORT_PADDING,
    matchTriggerWidth = true,
    align = 'start',
    children,
    onInteractOutside,
    onCloseAutoFocus,
    ...props
  },
  ref,
) {
  const container = usePortalContainer();
  const interactedOutside = useRef(false);
  const anchor = state.anchorRef.current ? state.anchorRef : state.triggerRef;
  return (
    <RadixPopover.Root open={state.open} onOpenChange={state.setOpen}>
      <RadixPopover.Anchor virtualRef={anchor as React.RefObject<HTMLElement>} />
      <RadixPopover.Portal container={container}>
        <RadixPopover.Content
          ref={ref}
          id={state.contentId}
          align={align}
          sideOffset={
            (sideOffset ?? (arrow ? OFFSET_WITH_ARROW : OFFSET_WITHOUT_ARROW)) - (arrow ? ARROW_HEIGHT : 0)
          }
          collisionPadding={collisionPadding}
          {...props}
          onInteractOutside={(event) => {
            onInteractOutside?.(event);
            // A press on the trigger toggles the popover by itself: it is no click outside.
            if (state.triggerRef.current?.contains(event.target as Node | null)) event.preventDefault();
            else if (!event.defaultPrevented) interactedOutside.current = true;
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (!event.defaultPrevented) {
              // Radix returns focus to a trigger of its own; this popover's trigger is the Root's.
              // After a click elsewhere the focus stays where the visitor put it.
              event.preventDefault();
              if (!interactedOutside.current) state.triggerRef.current?.focus();
            }
            interactedOutside.current = false;
          }}
          data-match-trigger={matchTriggerWidth ? '' : undefined}
          className={classes.content}
        >
          {children}
          {arrow ? (
            <RadixPopover.Arrow className={classes.arrow} width={ARROW_WIDTH} height={ARROW_HEIGHT} />
          ) : null}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
});
