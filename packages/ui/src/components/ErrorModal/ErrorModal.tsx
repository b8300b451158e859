import { useRef } from 'react';
import { Button } from '../Button/Button';
import { Dialog, type DialogRootProps } from '../Dialog/Dialog';
import * as styles from './ErrorModal.css';

/** The error modal's words, exactly as spec 1 §2 has them. */
export const ERROR_MODAL_TEXT = {
  title: "We're sorry,",
  message:
    'Something went wrong. Please refresh the page and try again. If the problem persists, please contact our',
  helpCentre: 'Help centre',
  retry: 'Refresh the page',
} as const;

/** The modal's texts; each defaults to the spec's English (translate them through this prop). */
export type ErrorModalLabels = { [Key in keyof typeof ERROR_MODAL_TEXT]: string };

export interface ErrorModalProps extends Omit<DialogRootProps, 'children'> {
  /**
   * Called by 'Refresh the page', which also closes the modal: re-run what failed (the search, the
   * attraction fetch, the reservation check).
   */
  onRetry?: () => void;
  /** Called by the 'Help centre' link, which also closes the modal: open the help page. */
  onHelpCentre?: () => void;
  /** Cover the whole viewport when it is 768 px wide or less, like every dialog. @default true */
  fullScreenOnMobile?: boolean;
  /** Extra class of the dialog's panel. */
  className?: string;
  /** The texts, for translation. @default ERROR_MODAL_TEXT (the spec's English) */
  labels?: Partial<ErrorModalLabels> | undefined;
}

/**
 * The modal shown when a request fails (spec 1 §2 'Error modal'): "We're sorry, Something went
 * wrong. Please refresh the page and try again. If the problem persists, please contact our Help
 * centre". 'Refresh the page', the primary button, closes it and calls `onRetry`; 'Help centre'
 * closes it and calls `onHelpCentre`; Escape, the close button and a click on the overlay close it.
 * At most 360 px wide. Focus starts on 'Refresh the page'.
 *
 * Open state as Radix: `open` / `defaultOpen` / `onOpenChange`. Showing it only once until reset
 * is the caller's rule (spec 1 §4), not the modal's.
 */
export function ErrorModal({
  onRetry,
  onHelpCentre,
  fullScreenOnMobile = true,
  className,
  labels: labelOverrides,
  ...root
}: ErrorModalProps) {
  const retryRef = useRef<HTMLButtonElement>(null);
  const labels: ErrorModalLabels = { ...ERROR_MODAL_TEXT, ...labelOverrides };
  return (
    <Dialog.Root {...root}>
      <Dialog.Content
        size="sm"
        fullScreenOnMobile={fullScreenOnMobile}
        {...(className ? { className } : {})}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          retryRef.current?.focus();
        }}
      >
        <Dialog.Title>{labels.title}</Dialog.Title>
        <Dialog.Description className={styles.message}>
          {labels.message}{' '}
          <Dialog.Close className={styles.helpLink} onClick={() => onHelpCentre?.()}>
            {labels.helpCentre}
          </Dialog.Close>
        </Dialog.Description>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button ref={retryRef} variant="primary" fullWidth onClick={() => onRetry?.()}>
              {labels.retry}
            </Button>
          </Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
