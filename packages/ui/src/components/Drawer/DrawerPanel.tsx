import { useComposedRefs } from '@radix-ui/react-compose-refs';
import * as RadixDialog from '@radix-ui/react-dialog';
import { forwardRef, useRef } from 'react';
import { CloseIcon } from '../../icons/icons';
import { usePortalContainer } from '../../theme/CorasRoot';
import { ModalOverlay } from '../Overlay/ModalOverlay';
import type { DrawerContentProps, DrawerState } from './DrawerTypes';

export interface DrawerPanelProps extends DrawerContentProps {
  /** The state of the `Drawer.Root` the panel belongs to. */
  state: DrawerState;
  /** The parts' classes, from `Drawer.Content`. */
  classes: Record<
    'overlay' | 'content' | 'header' | 'title' | 'description' | 'close' | 'body' | 'footer',
    string
  >;
}

/**
 * `Drawer.Content`'s panel on Radix Dialog, controlled by the light Root; focus goes back to the
 * Root's trigger on close. Loaded on demand (see Drawer.tsx).
 */
export const DrawerPanel = forwardRef<HTMLDivElement, DrawerPanelProps>(function DrawerPanel(
  { state, classes, title, description, footer, closeLabel = 'Close', children, onCloseAutoFocus, ...props },
  forwardedRef,
) {
  const container = usePortalContainer();
  const contentRef = useRef<HTMLDivElement | null>(null);
  const ref = useComposedRefs(forwardedRef, contentRef);
  return (
    <RadixDialog.Root open={state.open} onOpenChange={state.setOpen} modal={state.modal}>
      <RadixDialog.Portal container={container}>
        <ModalOverlay
          open={state.open}
          modal={state.modal}
          contentRef={contentRef}
          className={classes.overlay}
        />
        <RadixDialog.Content
          ref={ref}
          id={state.contentId}
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...props}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (!event.defaultPrevented) {
              // Radix focuses a trigger of its own; this drawer's trigger is the Root's.
              event.preventDefault();
              state.triggerRef.current?.focus();
            }
          }}
          className={classes.content}
        >
          <div className={classes.header}>
            <RadixDialog.Title className={classes.title}>{title}</RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className={classes.description}>{description}</RadixDialog.Description>
            ) : null}
            <RadixDialog.Close className={classes.close} aria-label={closeLabel}>
              <CloseIcon />
            </RadixDialog.Close>
          </div>
          <div className={classes.body}>{children}</div>
          {footer ? <div className={classes.footer}>{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
});
