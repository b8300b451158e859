import type { CardCompleteness, CardField, CardPaymentResult } from '@coras/booking-core';
import type { ComponentType, ReactNode } from 'react';

// booking-core's types, which the payment flow and the card check use; the providers speak them.
export type { CardCompleteness, CardField, CardPaymentResult };

/** Errors shown under the card fields, by field. */
export type CardFieldErrors = Readonly<Partial<Record<CardField, string>>>;

/** The billing details sent with the card payment (spec 2 §7 'confirm card payment'). */
export interface BillingDetails {
  name: string;
  email?: string | undefined;
  phone?: string | undefined;
  address: {
    line1: string;
    line2?: string | undefined;
    city: string;
    postal_code: string;
    /** ISO 3166-1 alpha-2 code. */
    country: string;
  };
}

/** Texts of the card fields, translated by the caller. */
export interface CardFieldLabels {
  number: string;
  expiry: string;
  cvc: string;
}

/** Props of a provider's card fields. */
export interface CardFieldsProps {
  labels: CardFieldLabels;
  errors: CardFieldErrors;
  disabled?: boolean | undefined;
  /** Reports completeness whenever it changes. */
  onCompletenessChange(completeness: CardCompleteness): void;
}

/** What the checkout needs from a provider inside its `Root`. */
export interface CardController {
  /** The card number, expiry and CVC fields. */
  Fields: ComponentType<CardFieldsProps>;
  /**
   * Confirms the payment of the reservation confirmation's `client_secret`, running any extra
   * authentication step (3-D Secure) the provider asks for; never throws.
   */
  confirm(clientSecret: string, billing: BillingDetails): Promise<CardPaymentResult>;
}

/**
 * A card payment provider. The checkout code never knows which one runs: it renders `Root` around
 * the form and calls `useCard()` inside it. Stripe (when a publishable key is configured), the
 * sandbox's test double (`@coras/checkout/sandbox`, chosen explicitly by the playground and tests),
 * and, with neither, `'none'`, whose `Root` says card payment is not available in the form's place.
 */
export interface PaymentProvider {
  /** For logs and analytics (`payment_type`). */
  readonly kind: 'stripe' | 'sandbox' | 'none' | (string & {});
  /**
   * Wraps the checkout form (Stripe needs its Elements context around the fields). A provider that
   * cannot take a payment renders its message instead of the form.
   */
  Root: ComponentType<{ children: ReactNode; locale: string }>;
  /** The card controller; call it inside `Root`. */
  useCard(): CardController;
}
