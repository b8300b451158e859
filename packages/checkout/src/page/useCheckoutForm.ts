import type { ReservationCheck } from '@coras/api-client';
import {
  activeReservationIds,
  type BasketItem,
  type BasketStatus,
  buildCheckoutForm,
  type CheckoutForm,
  type CheckoutFormEvent,
  type CheckoutFormState,
  type CheckoutMessage,
  type CheckoutValues,
  checkoutFormTransition,
  contactValues,
  initialCheckoutValues,
} from '@coras/booking-core';
import { useMemo, useReducer } from 'react';

interface TypedForm {
  values: Record<string, string | boolean>;
  submitted: boolean;
  serverErrors: Record<string, CheckoutMessage>;
}

/** The form of no reservation check (yet). */
export const NO_FORM: CheckoutForm = { fields: [], reservationIds: [] };

/** booking-core's form transition over what the visitor typed (the form model changes under it). */
function typedFormReducer(state: TypedForm, event: CheckoutFormEvent): TypedForm {
  const next = checkoutFormTransition({ form: NO_FORM, ...state }, event);
  const same =
    next.values === state.values &&
    next.submitted === state.submitted &&
    next.serverErrors === state.serverErrors;
  return same ? state : { values: next.values, submitted: next.submitted, serverErrors: next.serverErrors };
}

/**
 * The payment form: built from the check's requirements of the active reservations (booking-core's
 * `activeReservationIds`) and the visitor's `locale` (the billing country it names), over what the
 * visitor typed, which survives the form model changing. `kept` (the contact details of an earlier
 * checkout of the same session) fills the contact fields this form asks until the visitor types.
 */
export function useCheckoutForm(
  check: ReservationCheck | undefined,
  basket: { status: BasketStatus; items: readonly BasketItem[] },
  locale: string,
  kept: CheckoutValues,
): { form: CheckoutForm | undefined; state: CheckoutFormState; dispatch(event: CheckoutFormEvent): void } {
  const activeKey = activeReservationIds(check, basket).join(' ');
  const form = useMemo(() => {
    if (!check) return undefined;
    const active = new Set(activeKey.split(' '));
    return buildCheckoutForm(
      { ...check, reservations: check.reservations.filter((reservation) => active.has(reservation.id)) },
      { locale },
    );
  }, [check, activeKey, locale]);
  const [typed, dispatch] = useReducer(typedFormReducer, { values: {}, submitted: false, serverErrors: {} });
  const values = useMemo(
    () => ({
      ...(form ? { ...initialCheckoutValues(form), ...contactValues(form, kept) } : {}),
      ...typed.values,
    }),
    [form, kept, typed.values],
  );
  return { form, state: { form: form ?? NO_FORM, ...typed, values }, dispatch };
}
