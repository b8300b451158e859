import { useComposedRefs } from '@radix-ui/react-compose-refs';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { type ComponentPropsWithoutRef, createContext, forwardRef, useContext, useMemo, useRef } from 'react';
import { CloseIcon } from '../../icons/icons';
import { cx } from '../../styles/cx';
import { usePortalContainer } from '../../theme/CorasRoot';
import { ModalOverlay } from '../Overlay/ModalOverlay';
import * as styles from './Dialog.css';

export type DialogSize = (typeof styles.dialogSizes)[number];

/**
 * Holds a dialog's open state: `open` / `defaultOpen` / `onOpenChange`, Radix's conventions. Modal by
 * default: focus is trapped inside and returned to the trigger on close, the rest of the page is
 * hidden from assistive technology, and the page's scrolling is locked while open.
 */
export type DialogRootProps = RadixDialog.DialogProps;

/** The root's state, for the kit's overlay (Radix keeps its own to itself). */
const DialogStateContext = createContext<{ open: boolean; modal: boolean }>({ open: false, modal: true });

function DialogRoot({ open, defaultOpen = false, onOpenChange, modal = true, ...props }: DialogRootProps) {
  const [isOpen, setOpen] = useControllableState({
    prop: open,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
    caller: 'Dialog',
  });
  const state = useMemo(() => ({ open: isOpen, modal }), [isOpen, modal]);
  return (
    <DialogStateContext.Provider value={state}>
      <RadixDialog.Root {...props} open={isOpen} onOpenChange={setOpen} modal={modal} />
    </DialogStateContext.Provider>
  );
}

/** The button that opens the dialog; pass `asChild` to use the kit's `<Button>`. */
export type DialogTriggerProps = ComponentPropsWithoutRef<typeof RadixDialog.Trigger>;

const DialogTrigger = forwardRef<HTMLButtonElement, DialogTriggerProps>(function DialogTrigger(props, ref) {
  return <RadixDialog.Trigger ref={ref} {...props} />;
});

export interface DialogContentProps extends ComponentPropsWithoutRef<typeof RadixDialog.Content> {
  /** Maximum width: `sm` 360 px (error and help dialogs), `md` 560 px, `lg` 800 px. @default 'md' */
  size?: DialogSize;
  /** Cover the whole viewport when it is 768 px wide or less (spec 1 §4). @default true */
  fullScreenOnMobile?: boolean;
  /** Show the 'Close' icon button in the corner. @default true */
  showClose?: boolean;
  /** The accessible name of the close button. @default 'Close' */
  closeLabel?: string;
  /** Extra class of the dimmed overlay behind the dialog. */
  overlayClassName?: string;
}

/**
 * The dialog itself, portalled into the nearest `<CorasRoot>` (so it keeps the theme) over a dimmed
 * overlay. A click on the overlay, Escape, or the close button requests closing through the root's
 * `onOpenChange`. It must contain a `<Dialog.Title>`: that is the dialog's accessible name.
 *
 * Data attributes: `data-state="open" | "closed"` on the content and the overlay.
 */
const DialogContent = forwardRef<HTMLDivElement, DialogContentProps>(function DialogContent(
  {
    size = 'md',
    fullScreenOnMobile = true,
    showClose = true,
    closeLabel = 'Close',
    overlayClassName,
    className,
    children,
    ...props
  },
  forwardedRef,
) {
  const container = usePortalContainer();
  const { open, modal } = useContext(DialogStateContext);
  const contentRef = useRef<HTMLDivElement | null>(null);
  const ref = useComposedRefs(forwardedRef, contentRef);
  return (
    <RadixDialog.Portal container={container}>
      <ModalOverlay
        open={open}
        modal={modal}
        contentRef={contentRef}
        className={cx(styles.overlay, overlayClassName)}
      />
      <RadixDialog.Content
        ref={ref}
        {...props}
        className={cx(styles.content({ size, fullScreenOnMobile }), className)}
      >
        {children}
        {showClose ? (
          <RadixDialog.Close className={styles.close} aria-label={closeLabel}>
            <CloseIcon />
          </RadixDialog.Close>
        ) : null}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
});

/** The dialog's heading and accessible name. Required: Radix warns, and axe fails, without one. */
export type DialogTitleProps = ComponentPropsWithoutRef<typeof RadixDialog.Title>;

const DialogTitle = forwardRef<HTMLHeadingElement, DialogTitleProps>(function DialogTitle(
  { className, ...props },
  ref,
) {
  return <RadixDialog.Title ref={ref} {...props} className={cx(styles.title, className)} />;
});

/** The dialog's description, read after its name by screen readers. */
export type DialogDescriptionProps = ComponentPropsWithoutRef<typeof RadixDialog.Description>;

const DialogDescription = forwardRef<HTMLParagraphElement, DialogDescriptionProps>(function DialogDescription(
  { className, ...props },
  ref,
) {
  return <RadixDialog.Description ref={ref} {...props} className={cx(styles.description, className)} />;
});

/** Closes the dialog when pressed; pass `asChild` to make one of the footer's buttons close it. */
export type DialogCloseProps = ComponentPropsWithoutRef<typeof RadixDialog.Close>;

const DialogClose = forwardRef<HTMLButtonElement, DialogCloseProps>(function DialogClose(props, ref) {
  return <RadixDialog.Close ref={ref} {...props} />;
});

/** The dialog's actions, at its end; pushed to the bottom when the dialog is full screen. */
export type DialogFooterProps = ComponentPropsWithoutRef<'div'>;

const DialogFooter = forwardRef<HTMLDivElement, DialogFooterProps>(function DialogFooter(
  { className, ...props },
  ref,
) {
  return <div ref={ref} {...props} className={cx(styles.footer, className)} />;
});

/**
 * A modal dialog on Radix Dialog.
 *
 * @example
 * <Dialog.Root open={open} onOpenChange={setOpen}>
 *   <Dialog.Trigger asChild><Button>Preview reservation</Button></Dialog.Trigger>
 *   <Dialog.Content size="md">
 *     <Dialog.Title>Reservation preview</Dialog.Title>
 *     <Dialog.Description>Seatmap for illustrative purposes only</Dialog.Description>
 *     <Dialog.Footer><Dialog.Close asChild><Button>Done</Button></Dialog.Close></Dialog.Footer>
 *   </Dialog.Content>
 * </Dialog.Root>
 */
export const Dialog = {
  Root: DialogRoot,
  Trigger: DialogTrigger,
  Content: DialogContent,
  Title: DialogTitle,
  Description: DialogDescription,
  Close: DialogClose,
  Footer: DialogFooter,
};
