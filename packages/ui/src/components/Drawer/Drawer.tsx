import * as RadixDialog from '@radix-ui/react-dialog';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import { CloseIcon } from '../../icons/icons';
import { usePortalContainer } from '../../theme/CorasRoot';
import { close as closeButton } from '../Dialog/Dialog.css';
import * as styles from './Drawer.css';

const cx = (...classes: Array<string | undefined>) => classes.filter(Boolean).join(' ');

/** Holds the drawer's open state: `open` / `defaultOpen` / `onOpenChange` (Radix Dialog's root). */
export type DrawerRootProps = RadixDialog.DialogProps;

function DrawerRoot(props: DrawerRootProps) {
  return <RadixDialog.Root {...props} />;
}

/** The button that opens the drawer; pass `asChild` to use the kit's `<Button>`. */
export type DrawerTriggerProps = ComponentPropsWithoutRef<typeof RadixDialog.Trigger>;

const DrawerTrigger = forwardRef<HTMLButtonElement, DrawerTriggerProps>(function DrawerTrigger(props, ref) {
  return <RadixDialog.Trigger ref={ref} {...props} />;
});

/** Closes the drawer when pressed ('Done', 'Apply filters'…); pass `asChild` for the kit's `<Button>`. */
export type DrawerCloseProps = ComponentPropsWithoutRef<typeof RadixDialog.Close>;

const DrawerClose = forwardRef<HTMLButtonElement, DrawerCloseProps>(function DrawerClose(props, ref) {
  return <RadixDialog.Close ref={ref} {...props} />;
});

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

/**
 * The panel: slides in from the right in 0.4 s over a dimmed overlay, 400 px wide, the whole width
 * on a viewport under 600 px (spec 2 §9). A header with the title and a 'Close' icon button, a
 * scrolling body, an optional footer. Modal like Dialog: focus trapped and returned, Escape and an
 * overlay click request closing, page scroll locked until the slide-out has finished.
 *
 * Data attributes: `data-state="open" | "closed"` on the panel and the overlay.
 */
const DrawerContent = forwardRef<HTMLDivElement, DrawerContentProps>(function DrawerContent(
  {
    title,
    description,
    footer,
    closeLabel = 'Close',
    overlayClassName,
    bodyClassName,
    className,
    children,
    ...props
  },
  ref,
) {
  const container = usePortalContainer();
  return (
    <RadixDialog.Portal container={container}>
      <RadixDialog.Overlay className={cx(styles.overlay, overlayClassName)} />
      <RadixDialog.Content
        ref={ref}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
        className={cx(styles.content, className)}
      >
        <div className={styles.header}>
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          ) : null}
          <RadixDialog.Close className={closeButton} aria-label={closeLabel}>
            <CloseIcon />
          </RadixDialog.Close>
        </div>
        <div className={cx(styles.body, bodyClassName)}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
});

/**
 * A side panel from the right on Radix Dialog: the filters drawer, the mobile calendar, the mobile
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
