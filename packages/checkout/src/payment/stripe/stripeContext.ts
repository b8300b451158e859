import { createContext, useContext } from 'react';
import type { CardTexts } from '../cardTexts';
import type { CardPaymentResult } from '../provider';

/** Where Stripe.js stands: loading, ready, or failed (the script did not load, or no Stripe). */
export type StripeLoadStatus = 'loading' | 'ready' | 'failed';

/** What the Stripe provider's `Root` shares with its fields and `useCard()`. */
export interface StripeProviderContextValue {
  status: StripeLoadStatus;
  texts: CardTexts;
  /** Confirmations running, by client secret: a second call for the same secret joins the first. */
  inFlight: Map<string, Promise<CardPaymentResult>>;
}

export const StripeProviderContext = createContext<StripeProviderContextValue | null>(null);

/** The Stripe provider's context; throws outside its `Root`. */
export function useStripeProviderContext(caller: string): StripeProviderContextValue {
  const context = useContext(StripeProviderContext);
  if (!context) throw new Error(`${caller} must be rendered inside the Stripe payment provider's <Root>.`);
  return context;
}
