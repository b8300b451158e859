import { Alert, Button, TextField } from '@coras/ui';
import { type FormEvent, useId, useState } from 'react';
import { checkoutMessages } from '../../i18n/messages/en-GB';
import type {
  BillingDetails,
  CardCompleteness,
  CardField,
  CardFieldErrors,
  CardPaymentResult,
  PaymentProvider,
} from '../provider';
import { LABELS } from './labels.test-utils';

/** The billing details the demo pays with. */
export const DEMO_BILLING: BillingDetails = {
  name: 'Aoife Byrne',
  email: 'aoife@example.com',
  phone: '+353 1 234 5678',
  address: { line1: '1 Main Street', line2: '', city: 'Dublin', postal_code: 'D02 X285', country: 'IE' },
};

const REQUIRED = checkoutMessages['common.required'];

/** Props of {@link PaymentDemo}. */
export interface PaymentDemoProps {
  provider: PaymentProvider;
  /** The payment's client secret (a real one from the sandbox, or any for a Stripe stand-in). */
  clientSecret?: string | undefined;
  /** Errors the checkout shows at first. */
  errors?: CardFieldErrors | undefined;
}

/**
 * A payment section as the checkout builds it, for stories: another field (the rest of the form),
 * the provider's card fields, and Pay now running spec 2 §4 steps 3 (the card must be complete)
 * and 5 (confirm), with the outcome shown. Not part of the package's public API.
 */
export function PaymentDemo({ provider, clientSecret = '', errors }: PaymentDemoProps) {
  return (
    <provider.Root locale="en-GB">
      <DemoForm provider={provider} clientSecret={clientSecret} initialErrors={errors ?? {}} />
    </provider.Root>
  );
}

function DemoForm({
  provider,
  clientSecret,
  initialErrors,
}: {
  provider: PaymentProvider;
  clientSecret: string;
  initialErrors: CardFieldErrors;
}) {
  const { Fields, confirm } = provider.useCard();
  const headingId = useId();
  const [errors, setErrors] = useState<CardFieldErrors>(initialErrors);
  const [complete, setComplete] = useState<CardCompleteness>({ number: false, expiry: false, cvc: false });
  const [paying, setPaying] = useState(false);
  const [result, setResult] = useState<CardPaymentResult | undefined>(undefined);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (paying) return;
    setResult(undefined);
    const missing = (['number', 'expiry', 'cvc'] as const).filter((field) => !complete[field]);
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((field) => [field, REQUIRED])));
      return;
    }
    setErrors({});
    setPaying(true);
    const outcome = await confirm(clientSecret, DEMO_BILLING);
    setPaying(false);
    setResult(outcome);
    if (outcome.status === 'failed' && outcome.field)
      setErrors({ [outcome.field]: outcome.message } as Partial<Record<CardField, string>>);
  };

  return (
    <form
      aria-labelledby={headingId}
      onSubmit={pay}
      noValidate
      style={{ display: 'grid', gap: 16, maxWidth: 560 }}
    >
      <h2 id={headingId} style={{ margin: 0, fontSize: 20 }}>
        Payment details
      </h2>
      <TextField label="Email" type="email" autoComplete="email" defaultValue="aoife@example.com" />
      <Fields labels={LABELS} errors={errors} disabled={paying} onCompletenessChange={setComplete} />
      {result?.status === 'succeeded' ? (
        <Alert status="success" title="Card payment confirmed">
          The booking is paid once the transaction reads PAID.
        </Alert>
      ) : null}
      {result?.status === 'failed' && !result.field ? <Alert status="error">{result.message}</Alert> : null}
      <div>
        <Button type="submit" loading={paying}>
          Pay now
        </Button>
      </div>
    </form>
  );
}
