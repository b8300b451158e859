import {
  type CardFieldCheck,
  checkCardNumber,
  checkCvc,
  checkExpiry,
  cvcLengthOf,
  detectCardBrand,
  formatCardNumber,
  formatCvc,
  formatExpiry,
} from '@coras/booking-core';
import { TextField, type TextFieldElement, visuallyHidden } from '@coras/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import * as styles from '../CardFields.css';
import type { CardTexts } from '../cardTexts';
import type { CardCompleteness, CardField, CardFieldErrors, CardFieldsProps } from '../provider';
import { type SandboxCardValues, useSandboxContext } from './sandboxContext';
import { useDigitCaret } from './useDigitCaret';

const FIELDS = ['number', 'expiry', 'cvc'] as const;

/** The field's own message: a wrong value at once, an unfinished one once the visitor left it. */
function ownError(
  check: CardFieldCheck,
  left: boolean,
  texts: CardTexts,
  field: CardField,
): string | undefined {
  if (check.state === 'invalid') {
    switch (check.reason) {
      case 'number':
        return texts.numberInvalid;
      case 'expiryMonth':
        return texts.expiryMonthInvalid;
      case 'expiryYear':
        return texts.expiryYearInvalid;
      case 'expiryPast':
        return texts.expiryPast;
      case 'cvc':
        return texts.cvcInvalid;
      default:
        return check.reason satisfies never;
    }
  }
  if (check.state !== 'incomplete' || !left) return undefined;
  return { number: texts.numberIncomplete, expiry: texts.expiryIncomplete, cvc: texts.cvcIncomplete }[field];
}

/**
 * The sandbox's card fields: number (Luhn, brand shown as text, grouped as typed), expiry
 * 'MM / YY' and CVC (3 digits, 4 for American Express), built from the kit's TextField with the
 * `cc-number`, `cc-exp` and `cc-csc` autofill tokens and a numeric keyboard. A field shows its own
 * message when what was typed is wrong (at once) or unfinished (once the visitor leaves it), else
 * the checkout's `errors`; every shown message is also announced through a polite live region.
 * Completeness goes to `onCompletenessChange` on mount and whenever it changes.
 *
 * Each field's wrapper has `data-card-field` and, while it shows an error, `data-invalid`; the
 * inputs carry `aria-invalid`, so the checkout can focus the first invalid field. The inputs have
 * no `name`: the card stays out of the checkout form's data, as it would in Stripe's iframes.
 */
export function SandboxCardFields({ labels, errors, disabled, onCompletenessChange }: CardFieldsProps) {
  const { texts, now, card } = useSandboxContext('<Fields>');
  const [values, setValues] = useState<SandboxCardValues>(card.current);
  const [left, setLeft] = useState<Record<CardField, boolean>>({ number: false, expiry: false, cvc: false });
  const numberInput = useRef<TextFieldElement>(null);
  const expiryInput = useRef<TextFieldElement>(null);
  const numberCaret = useDigitCaret(numberInput, values.number);
  const expiryCaret = useDigitCaret(expiryInput, values.expiry);
  const brandId = useId();

  const brand = detectCardBrand(values.number);
  const checks: Record<CardField, CardFieldCheck> = {
    number: checkCardNumber(values.number),
    expiry: checkExpiry(values.expiry, now()),
    cvc: checkCvc(values.cvc, brand),
  };
  const shown: CardFieldErrors = Object.fromEntries(
    FIELDS.flatMap((field) => {
      const message = ownError(checks[field], left[field], texts, field) ?? errors[field];
      return message ? [[field, message]] : [];
    }),
  );

  const complete = {
    number: checks.number.state === 'complete',
    expiry: checks.expiry.state === 'complete',
    cvc: checks.cvc.state === 'complete',
  };
  const completeness = useMemo<CardCompleteness>(
    () => ({ number: complete.number, expiry: complete.expiry, cvc: complete.cvc }),
    [complete.number, complete.expiry, complete.cvc],
  );
  const report = useRef(onCompletenessChange);
  report.current = onCompletenessChange;
  useEffect(() => {
    report.current(completeness);
  }, [completeness]);

  useEffect(() => {
    card.current = values;
  }, [card, values]);

  const change = (field: CardField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setLeft((previous) => (previous[field] ? { ...previous, [field]: false } : previous));
  };
  const leave = (field: CardField) => setLeft((previous) => ({ ...previous, [field]: true }));

  const announcement = FIELDS.flatMap((field) =>
    shown[field] ? [`${labels[field]}: ${shown[field]}`] : [],
  ).join(' ');
  const wrapper = (field: CardField) => ({
    'data-card-field': field,
    'data-invalid': shown[field] ? '' : undefined,
  });

  return (
    <div className={styles.grid}>
      <div className={styles.fullRow} {...wrapper('number')}>
        <TextField
          ref={numberInput}
          label={labels.number}
          autoComplete="cc-number"
          inputMode="numeric"
          placeholder={texts.numberPlaceholder}
          value={values.number}
          onValueChange={(value) => change('number', formatCardNumber(value))}
          onInput={numberCaret}
          onBlur={() => leave('number')}
          disabled={disabled}
          validated={Boolean(shown.number)}
          error={shown.number}
          aria-describedby={brand === 'unknown' ? undefined : brandId}
          endAdornment={
            brand === 'unknown' ? null : (
              <span id={brandId} className={styles.brand}>
                {texts.brands[brand]}
              </span>
            )
          }
        />
      </div>
      <div className={styles.cell} {...wrapper('expiry')}>
        <TextField
          ref={expiryInput}
          label={labels.expiry}
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder={texts.expiryPlaceholder}
          value={values.expiry}
          onValueChange={(value) => change('expiry', formatExpiry(value))}
          onInput={expiryCaret}
          onBlur={() => leave('expiry')}
          disabled={disabled}
          validated={Boolean(shown.expiry)}
          error={shown.expiry}
        />
      </div>
      <div className={styles.cell} {...wrapper('cvc')}>
        <TextField
          label={labels.cvc}
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={brand === 'unknown' ? 4 : cvcLengthOf(brand)}
          placeholder={texts.cvcPlaceholder}
          value={values.cvc}
          onValueChange={(value) => change('cvc', formatCvc(value))}
          onBlur={() => leave('cvc')}
          disabled={disabled}
          validated={Boolean(shown.cvc)}
          error={shown.cvc}
        />
      </div>
      <div role="status" aria-live="polite" aria-atomic="true" className={visuallyHidden}>
        {announcement}
      </div>
    </div>
  );
}
