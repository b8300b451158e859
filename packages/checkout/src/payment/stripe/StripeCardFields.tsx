import type { CardBrand } from '@coras/booking-core';
import { Alert, Spinner, vars, visuallyHidden } from '@coras/ui';
import { CardCvcElement, CardExpiryElement, CardNumberElement, useElements } from '@stripe/react-stripe-js';
import type { StripeElementChangeEvent, StripeElementStyle, StripeElementType } from '@stripe/stripe-js';
import {
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import * as styles from '../CardFields.css';
import type { CardCompleteness, CardField, CardFieldErrors, CardFieldsProps } from '../provider';
import { useStripeProviderContext } from './stripeContext';

const ELEMENT_TYPE = { number: 'cardNumber', expiry: 'cardExpiry', cvc: 'cardCvc' } as const satisfies Record<
  CardField,
  StripeElementType
>;
const FIELDS = ['number', 'expiry', 'cvc'] as const;

/** A theme variable's value where the fields are (`vars.color.text` is `var(--coras-color-text)`). */
const readVar = (node: Element, variable: string, fallback: string) =>
  getComputedStyle(node).getPropertyValue(variable.slice(4, -1)).trim() || fallback;

/**
 * Stripe draws its fields inside iframes, out of reach of the page's CSS: their text takes the
 * theme's colours and font from the CSS variables where the fields render (so a white-label
 * theme applies), read once they are in the document.
 */
function useElementStyle(root: RefObject<HTMLElement | null>): StripeElementStyle {
  const [style, setStyle] = useState<StripeElementStyle>({
    base: { fontSize: '16px', color: '#1a1a1a', '::placeholder': { color: '#6b6b6b' } },
    invalid: { color: '#b3261e' },
  });
  useLayoutEffect(() => {
    const node = root.current;
    if (!node) return;
    setStyle({
      base: {
        fontSize: '16px',
        lineHeight: '24px',
        fontFamily: readVar(node, vars.font.family, 'system-ui, sans-serif'),
        color: readVar(node, vars.color.text, '#1a1a1a'),
        '::placeholder': { color: readVar(node, vars.color.textMuted, '#6b6b6b') },
      },
      invalid: { color: readVar(node, vars.color.error, '#b3261e') },
    });
  }, [root]);
  return style;
}

interface StripeFieldProps {
  field: CardField;
  label: string;
  error: string | undefined;
  disabled: boolean;
  adornment?: ReactNode;
  onFocusRequest(): void;
  children: ReactNode;
}

/**
 * One Stripe field: a visible label, the box its iframe mounts in, the error under it. The box
 * is a labelled group described by the error; focusing it (a click on its padding, or the
 * checkout focusing the first `[data-invalid]` field) moves focus into the iframe.
 */
function StripeField({
  field,
  label,
  error,
  disabled,
  adornment,
  onFocusRequest,
  children,
}: StripeFieldProps) {
  const labelId = useId();
  const errorId = useId();
  return (
    <div
      className={field === 'number' ? `${styles.stripeField} ${styles.fullRow}` : styles.stripeField}
      data-card-field={field}
      data-invalid={error ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
    >
      <span id={labelId} className={styles.stripeLabel}>
        {label}
      </span>
      {/* biome-ignore lint/a11y/useSemanticElements: a labelled box around Stripe's iframe, not a set of form controls with a legend. */}
      <div
        role="group"
        tabIndex={-1}
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        className={styles.stripeBox}
        onFocus={(event) => {
          if (event.target === event.currentTarget) onFocusRequest();
        }}
      >
        {children}
        {adornment}
      </div>
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

const without = (errors: CardFieldErrors, field: CardField): CardFieldErrors => {
  const { [field]: _removed, ...rest } = errors;
  return rest;
};

/**
 * The Stripe provider's card fields: Stripe's CardNumberElement, CardExpiryElement and
 * CardCvcElement (Stripe's own inputs, autofill and messages, in its iframes) with the kit's
 * labels and errors around them, and the detected brand as text. A field shows Stripe's message
 * while what was typed is wrong, else the checkout's `errors`; shown messages are announced
 * through a polite live region. While Stripe.js loads a status says so; when it cannot load, an
 * error alert takes the fields' place and the rest of the form stays usable.
 *
 * Each field's wrapper has `data-card-field` and, while it shows an error, `data-invalid`.
 */
export function StripeCardFields({
  labels,
  errors,
  disabled = false,
  onCompletenessChange,
}: CardFieldsProps) {
  const { status, texts } = useStripeProviderContext('<Fields>');
  const elements = useElements();
  const root = useRef<HTMLDivElement>(null);
  const style = useElementStyle(root);
  const [completeness, setCompleteness] = useState<CardCompleteness>({
    number: false,
    expiry: false,
    cvc: false,
  });
  const [own, setOwn] = useState<CardFieldErrors>({});
  const [brand, setBrand] = useState<CardBrand>('unknown');

  const report = useRef(onCompletenessChange);
  report.current = onCompletenessChange;
  useEffect(() => {
    report.current(completeness);
  }, [completeness]);

  const options = useMemo(() => ({ style, disabled }), [style, disabled]);

  const onChange = (field: CardField) => (event: StripeElementChangeEvent & { brand?: string }) => {
    setCompleteness((previous) =>
      previous[field] === event.complete ? previous : { ...previous, [field]: event.complete },
    );
    setOwn((previous) =>
      event.error ? { ...previous, [field]: event.error.message } : without(previous, field),
    );
    if (field === 'number') setBrand((event.brand as CardBrand | undefined) ?? 'unknown');
  };

  if (status === 'loading')
    return (
      <div ref={root} role="status" className={styles.loading}>
        <Spinner label={null} />
        <span>{texts.loading}</span>
      </div>
    );
  if (status === 'failed')
    return (
      <div ref={root}>
        <Alert status="error">{texts.loadFailed}</Alert>
      </div>
    );

  const shown: CardFieldErrors = Object.fromEntries(
    FIELDS.flatMap((field) => {
      const message = own[field] ?? errors[field];
      return message ? [[field, message]] : [];
    }),
  );
  const announcement = FIELDS.flatMap((field) =>
    shown[field] ? [`${labels[field]}: ${shown[field]}`] : [],
  ).join(' ');
  const focus = (field: CardField) => () => {
    if (!elements) return;
    const type = ELEMENT_TYPE[field];
    const element =
      type === 'cardNumber'
        ? elements.getElement('cardNumber')
        : type === 'cardExpiry'
          ? elements.getElement('cardExpiry')
          : elements.getElement('cardCvc');
    element?.focus();
  };
  const brandName = brand in texts.brands ? texts.brands[brand as keyof typeof texts.brands] : undefined;

  return (
    <div ref={root} className={styles.grid}>
      <StripeField
        field="number"
        label={labels.number}
        error={shown.number}
        disabled={disabled}
        onFocusRequest={focus('number')}
        adornment={brandName ? <span className={styles.brand}>{brandName}</span> : null}
      >
        <CardNumberElement className={styles.stripeMount} options={options} onChange={onChange('number')} />
      </StripeField>
      <StripeField
        field="expiry"
        label={labels.expiry}
        error={shown.expiry}
        disabled={disabled}
        onFocusRequest={focus('expiry')}
      >
        <CardExpiryElement className={styles.stripeMount} options={options} onChange={onChange('expiry')} />
      </StripeField>
      <StripeField
        field="cvc"
        label={labels.cvc}
        error={shown.cvc}
        disabled={disabled}
        onFocusRequest={focus('cvc')}
      >
        <CardCvcElement className={styles.stripeMount} options={options} onChange={onChange('cvc')} />
      </StripeField>
      <div role="status" aria-live="polite" aria-atomic="true" className={visuallyHidden}>
        {announcement}
      </div>
    </div>
  );
}
