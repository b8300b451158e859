import type { CorasClient } from '@coras/api-client';
import { type CheckoutForm, type CheckoutValues, contactValues } from '@coras/booking-core';
import { useEffect, useState } from 'react';

/**
 * The contact details typed at checkout, kept for the next checkout of the same booking session
 * (issue 29 §2: a basket that empties during checkout should not cost the visitor what they
 * typed). In memory only, never in storage: they are personal, and a reload forgets them. One
 * entry per API client — a widget's, which outlives its pages — under the session they were typed in.
 */
const kept = new WeakMap<CorasClient, { session: string; values: Readonly<Record<string, string>> }>();

const NONE: Readonly<Record<string, string>> = {};

/**
 * The contact details kept from an earlier checkout of the client's current booking session, read
 * once when the page mounts; none for another session.
 */
export function useKeptContact(client: CorasClient): Readonly<Record<string, string>> {
  const [values] = useState(() => {
    const entry = kept.get(client);
    return entry && entry.session === client.session.get() ? entry.values : NONE;
  });
  return values;
}

/**
 * Keeps the form's contact details (booking-core's `contactValues`) as the visitor types, under the
 * current booking session; forgets them once the order is paid.
 */
export function useKeepContact(
  client: CorasClient,
  form: CheckoutForm | undefined,
  values: CheckoutValues,
  paid: boolean,
): void {
  useEffect(() => {
    const session = client.session.get();
    if (paid || session === undefined) {
      kept.delete(client);
      return;
    }
    // Until the check has built the form there is nothing typed, and nothing to forget either.
    if (form) kept.set(client, { session, values: contactValues(form, values) });
  }, [client, form, values, paid]);
}
