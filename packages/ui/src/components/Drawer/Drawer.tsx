import type * as RadixDialog from '@radix-ui/react-dialog';
import { type ComponentPropsWithoutRef, createContext, forwardRef } from 'react';
import { lazyModule } from '../../hooks/lazyModule';
import {
  OverlayClose,
  OverlayTrigger,
  useOpenedOnce,
  useOverlayPart,
  useOverlayState,
} from '../../hooks/overlay';
import { useLazyModule } from '../../hooks/useLazyModule';
import { cx } from '../../styles/cx';
import { close as closeButton } from '../Dialog/Dialog.css';
import * as styles from './Drawer.css';
import type { DrawerContentProps, DrawerState } from './DrawerTypes';

export type { DrawerContentProps } from './DrawerTypes';

const DrawerContext = createContext<DrawerState | null>(null);

const panel = lazyModule(() => import('./DrawerPanel'));

/** Holds the drawer's open state: `open` / `defaultOpen` / `onOpenChange` (Radix Dialog's root). */
export type DrawerRootProps = RadixDialog.DialogProps;

function DrawerRoot({ open, defaultOpen, onOpenChange, modal = true, children }: DrawerRootProps) {
  const state = useOverlayState({ open, defaultOpen, onOpenChange, modal });
  return <DrawerContext.Provider value={state}>{children}</DrawerContext.Provider>;
}

/** The button that opens the drawer; pass `asChild` to use the kit's `<Button>`. */
export type DrawerTriggerProps = ComponentPropsWithoutRef<typeof RadixDialog.Trigger>;

/** Closes the drawer when pressed ('Done', 'Apply filters'…); pass `asChild` for the kit's `<Button>`. */
export type DrawerCloseProps = ComponentPropsWithoutRef<typeof RadixDialog.Close>;

const DrawerTrigger = forwardRef<HTMLButtonElement, DrawerTriggerProps>(function DrawerTrigger(props, ref) {
  const state = useOverlayPart(DrawerContext, 'Drawer', 'Trigger');
  return <OverlayTrigger {...props} ref={ref} state={state} toggles={false} />;
});

const DrawerClose = forwardRef<HTMLButtonElement, DrawerCloseProps>(function DrawerClose(props, ref) {
  const state = useOverlayPart(DrawerContext, 'Drawer', 'Close');
  return <OverlayClose {...props} ref={ref} state={state} />;
});

/**
 * The panel: slides in from the right in 0.4 s over a dimmed overlay, 400 px wide, the whole width
 * on a viewport under 600 px (spec 2 §9). A header with the title and a 'Close' icon button, a
 * scrolling body, an optional footer. Modal like Dialog: focus trapped and returned, Escape and an
 * overlay click request closing, page scroll locked until the slide-out has finished.
 *
 * Data attributes: `data-state="open" | "closed"` on the panel and the overlay.
 */
const DrawerContent = forwardRef<HTMLDivElement, DrawerContentProps>(function DrawerContent(
  { className, overlayClassName, bodyClassName, ...props },
  ref,
) {
  const state = useOverlayPart(DrawerContext, 'Drawer', 'Content');
  // Mounted from the first open on, so that closing plays the slide-out.
  const opened = useOpenedOnce(state.open);
  const module = useLazyModule(panel, opened);
  if (!module || !opened) return null;
  // The style sheets belong to this module, not the panel's chunk: loaded later, their rules would
  // come after (and override) the classes consumers add.
  return (
    <module.DrawerPanel
      ref={ref}
      state={state}
      classes={{
        overlay: cx(styles.overlay, overlayClassName),
        content: cx(styles.content, className),
        header: styles.header,
        title: styles.title,
        description: styles.description,
        close: closeButton,
        body: cx(styles.body, bodyClassName),
        footer: styles.footer,
      }}
      {...props}
    />
  );
});

/**
 * A side panel from the right (Radix Dialog, loaded with its first panel): the filters drawer, the mobile calendar, the mobile
 * menu.
 *
 * @example
 * <Drawer.Root>
 *   <Drawer.Trigger asChild><Button variant="outlined">Filters</Button></Drawer.Trigger>
 *   <Drawer.Content
 *     title="Filters"
 *     footer={<><Button variant="text">Clear all</Button><Drawer.Close asChild><Button>Apply filters</Button></Drawer.Close></>}
 *   >
 *     …
 *   </Drawer.Content>
 * </Drawer.Root>
 */
export const Drawer = {
  Root: DrawerRoot,
  Trigger: DrawerTrigger,
  Content: DrawerContent,
  Close: DrawerClose,
};
