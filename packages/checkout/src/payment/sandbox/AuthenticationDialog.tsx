import { Button, Dialog } from '@coras/ui';
import { useRef } from 'react';
import type { CardTexts } from '../cardTexts';
import type { AuthenticationOutcome } from './sandboxPayments';

/** Props of {@link AuthenticationDialog}. */
export interface AuthenticationDialogProps {
  open: boolean;
  texts: Pick<
    CardTexts,
    | 'authenticationTitle'
    | 'authenticationDescription'
    | 'authenticationComplete'
    | 'authenticationFail'
    | 'authenticationClose'
  >;
  /** The visitor's choice. Closing the dialog (Escape, the close button) fails the step, as Stripe's does. */
  onOutcome(outcome: AuthenticationOutcome): void;
}

/**
 * The sandbox's stand-in for the bank's 3-D Secure step: a modal dialog (focus inside, the page
 * behind hidden from assistive technology, focus back where it was on close) with 'Complete
 * authentication' and 'Fail authentication'.
 */
export function AuthenticationDialog({ open, texts, onOutcome }: AuthenticationDialogProps) {
  // Radix returns focus to a Dialog.Trigger; this dialog opens from a payment, so focus goes back
  // to whatever had it then (Pay now), not to the page's start.
  const returnFocus = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onOutcome('fail');
      }}
    >
      <Dialog.Content
        size="sm"
        closeLabel={texts.authenticationClose}
        onOpenAutoFocus={() => {
          const active = document.activeElement;
          returnFocus.current = active instanceof HTMLElement ? active : null;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus.current?.focus();
          returnFocus.current = null;
        }}
      >
        <Dialog.Title>{texts.authenticationTitle}</Dialog.Title>
        <Dialog.Description>{texts.authenticationDescription}</Dialog.Description>
        <Dialog.Footer>
          <Button onClick={() => onOutcome('complete')}>{texts.authenticationComplete}</Button>
          <Button variant="outlined" onClick={() => onOutcome('fail')}>
            {texts.authenticationFail}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
