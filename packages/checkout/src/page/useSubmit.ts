import { type CheckoutFormEvent, isProcessing, type PaymentFlow } from '@coras/booking-core';
import { useCallback, useState } from 'react';
import type { CheckoutTranslate } from '../i18n/translate';

/** 'Pay now' and 'Try again', with what they do to the form's messages, focus and live region. */
export function useSubmit(
  flow: PaymentFlow,
  dispatch: (event: CheckoutFormEvent) => void,
  t: CheckoutTranslate,
) {
  const [errorsHidden, setErrorsHidden] = useState(false);
  // State, not a ref: a ref set by the submit was seen by the effect of the render before it,
  // which React flushes when the submit's update starts — that effect found no invalid field yet
  // and spent the focus (a flake under load: the focus stayed on 'Pay now').
  const [focusPending, setFocusPending] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const submit = useCallback(() => {
    if (isProcessing(flow.getSnapshot())) return;
    setErrorsHidden(false);
    setAnnouncement('');
    setFocusPending(true);
    dispatch({ type: 'submitAttempted' });
    flow.submit();
  }, [flow, dispatch]);
  const tryAgain = () => {
    // spec 2 §2: clears the errors and shows the form again, with what was typed.
    flow.tryAgain();
    setErrorsHidden(true);
    dispatch({ type: 'clearErrors' });
  };
  /** The focus went to the first field that needs attention; `count` messages are announced. */
  const onFocusDone = (count: number) => {
    setFocusPending(false);
    if (count > 0) setAnnouncement(t('checkout.errorSummary', { count }));
  };
  return { submit, tryAgain, errorsHidden, focusPending, onFocusDone, announcement };
}
