import {
  type CardFieldCheck,
  checkCardNumber,
  checkCvc,
  checkExpiry,
  detectCardBrand,
  digitsOf,
  formatCardNumber,
  formatCvc,
  formatExpiry,
} from '@coras/booking-core';
import type { ConfirmCardPaymentData, PaymentIntentResult, Stripe, StripeError } from '@stripe/stripe-js';

/**
 * A local stand-in for the Stripe.js object (`Stripe` from `@stripe/stripe-js`), for tests and
 * stories: Stripe's servers are out of reach here. It follows the documented interface the
 * checkout uses — `elements()`, `elements.create('cardNumber' | 'cardExpiry' | 'cardCvc')`,
 * `element.mount()`, `on('change' | 'ready' | 'focus' | 'blur')`, `off()`, `update()`, `focus()`,
 * `destroy()`, `elements.getElement()`, and `confirmCardPayment(clientSecret, data)` — and answers
 * like Stripe's test mode: the test card numbers of the sandbox README, a 3-D Secure card whose
 * step Stripe handles itself, `validation_error` for unfinished fields, an `IntegrationError`
 * thrown for a malformed client secret, `resource_missing` for an unknown one, and
 * `payment_intent_unexpected_state` for a secret already paid.
 *
 * Where Stripe mounts an iframe, the stand-in mounts a plain input labelled as Stripe labels its own.
 * Not part of the package's public API.
 */

/** Options of {@link createFakeStripe}. */
export interface FakeStripeOptions {
  /** How the 3-D Secure step of 4000 0027 6000 3184 ends. @default 'complete' */
  authentication?: 'complete' | 'fail';
  /** Answers `confirmCardPayment` before the test-card table (errors no test card produces). */
  respond?: (
    clientSecret: string,
    data: ConfirmCardPaymentData | undefined,
  ) => PaymentIntentResult | Promise<PaymentIntentResult> | undefined;
  /** Client secrets the account knows; any other answers `resource_missing`. @default all well-formed */
  knownSecrets?: readonly string[];
}

type FakeElementType = 'cardNumber' | 'cardExpiry' | 'cardCvc';
type Handler = (event: unknown) => void;

/** One stand-in element. */
export interface FakeElement {
  readonly elementType: FakeElementType;
  /** The options given to `create`, merged with every `update`. */
  readonly options: Record<string, unknown>;
  /** The input mounted in place of Stripe's iframe. */
  readonly input: HTMLInputElement | undefined;
  /** Types into the element as a visitor would (sets the value and emits `change`). */
  type(text: string): void;
  /** Emits an event to the element's listeners. */
  emit(event: string, payload?: unknown): void;
}

/** The stand-in and what was asked of it. */
export interface FakeStripe {
  /** Pass this (or a promise of it) as the Stripe provider's `stripe` option. */
  stripe: Stripe;
  calls: {
    elements: unknown[];
    confirmCardPayment: Array<{ clientSecret: string; data: ConfirmCardPaymentData | undefined }>;
  };
  /** The element of a type, once created. */
  element(type: FakeElementType): FakeElement | undefined;
}

/** Stripe.js's error for wrong use of its API (it throws these; they are not result errors). */
export class IntegrationError extends Error {
  override name = 'IntegrationError';
}

const LABELS: Record<FakeElementType, string> = {
  cardNumber: 'Credit or debit card number',
  cardExpiry: 'Credit or debit card expiration date',
  cardCvc: 'Credit or debit card CVC/CVV',
};
const AUTOCOMPLETE: Record<FakeElementType, string> = {
  cardNumber: 'cc-number',
  cardExpiry: 'cc-exp',
  cardCvc: 'cc-csc',
};
const PLACEHOLDERS: Record<FakeElementType, string> = {
  cardNumber: '1234 1234 1234 1234',
  cardExpiry: 'MM / YY',
  cardCvc: 'CVC',
};
const INCOMPLETE: Record<FakeElementType, { code: string; message: string }> = {
  cardNumber: { code: 'incomplete_number', message: 'Your card number is incomplete.' },
  cardExpiry: { code: 'incomplete_expiry', message: "Your card's expiration date is incomplete." },
  cardCvc: { code: 'incomplete_cvc', message: "Your card's security code is incomplete." },
};
const INVALID: Record<string, { code: string; message: string }> = {
  number: { code: 'invalid_number', message: 'Your card number is invalid.' },
  expiryMonth: { code: 'invalid_expiry_month', message: "Your card's expiration date is invalid." },
  expiryYear: { code: 'invalid_expiry_year', message: "Your card's expiration year is invalid." },
  expiryPast: { code: 'invalid_expiry_year_past', message: "Your card's expiration year is in the past." },
  cvc: { code: 'invalid_cvc', message: "Your card's security code is invalid." },
};

const declined = (code: string, message: string, extra: Partial<StripeError> = {}): PaymentIntentResult => ({
  error: { type: 'card_error', code, message, ...extra },
});

const paymentIntent = (clientSecret: string, status: string) =>
  ({
    id: clientSecret.split('_secret_')[0],
    object: 'payment_intent',
    client_secret: clientSecret,
    status,
    amount: 4500,
    currency: 'eur',
    livemode: false,
  }) as unknown as NonNullable<PaymentIntentResult['paymentIntent']>;

/** A fresh stand-in; see {@link FakeStripe}. */
export function createFakeStripe(options: FakeStripeOptions = {}): FakeStripe {
  const elementsByType = new Map<FakeElementType, FakeElement & { value: string; destroyed: boolean }>();
  const paid = new Set<string>();
  const calls: FakeStripe['calls'] = { elements: [], confirmCardPayment: [] };

  function check(type: FakeElementType, value: string): CardFieldCheck {
    const number = elementsByType.get('cardNumber')?.value ?? '';
    if (type === 'cardNumber') return checkCardNumber(value);
    if (type === 'cardExpiry') return checkExpiry(value, Date.now());
    return checkCvc(value, detectCardBrand(number));
  }

  function createElement(elementType: FakeElementType, initial: Record<string, unknown>) {
    const listeners = new Map<string, Set<Handler>>();
    let input: HTMLInputElement | undefined;
    const format = { cardNumber: formatCardNumber, cardExpiry: formatExpiry, cardCvc: formatCvc }[
      elementType
    ];

    const changeEvent = (blurred: boolean) => {
      const state = check(elementType, element.value);
      const error =
        state.state === 'invalid'
          ? { type: 'validation_error', ...INVALID[state.reason] }
          : state.state === 'incomplete' && blurred
            ? { type: 'validation_error', ...INCOMPLETE[elementType] }
            : undefined;
      return {
        elementType,
        empty: state.state === 'empty',
        complete: state.state === 'complete',
        error,
        ...(elementType === 'cardNumber' ? { brand: detectCardBrand(element.value) } : {}),
      };
    };

    const element = {
      elementType,
      value: '',
      destroyed: false,
      options: { ...initial },
      get input() {
        return input;
      },
      emit(event: string, payload?: unknown) {
        for (const handler of [...(listeners.get(event) ?? [])]) handler(payload);
      },
      type(text: string) {
        element.value = format(text);
        if (input) input.value = element.value;
        element.emit('change', changeEvent(false));
      },
      on(event: string, handler: Handler) {
        const set = listeners.get(event) ?? new Set<Handler>();
        set.add(handler);
        listeners.set(event, set);
        return element;
      },
      once(event: string, handler: Handler) {
        const wrapped: Handler = (payload) => {
          element.off(event, wrapped);
          handler(payload);
        };
        return element.on(event, wrapped);
      },
      off(event: string, handler?: Handler) {
        if (handler) listeners.get(event)?.delete(handler);
        else listeners.delete(event);
        return element;
      },
      mount(target: HTMLElement | string) {
        const node = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target;
        if (!node)
          throw new IntegrationError('The selector you specified does not apply to any DOM elements.');
        input = node.ownerDocument.createElement('input');
        input.setAttribute('aria-label', LABELS[elementType]);
        input.setAttribute('autocomplete', AUTOCOMPLETE[elementType]);
        input.setAttribute('inputmode', 'numeric');
        input.placeholder =
          typeof element.options.placeholder === 'string'
            ? element.options.placeholder
            : PLACEHOLDERS[elementType];
        input.setAttribute('data-fake-stripe', elementType);
        input.disabled = element.options.disabled === true;
        Object.assign(input.style, {
          width: '100%',
          border: '0',
          outline: 'none',
          background: 'transparent',
          font: 'inherit',
          fontSize: '16px',
          height: '42px',
          padding: '0',
          color: 'inherit',
        });
        input.addEventListener('input', () => element.type(input?.value ?? ''));
        input.addEventListener('focus', () => element.emit('focus', { elementType }));
        input.addEventListener('blur', () => {
          element.emit('blur', { elementType });
          if (element.value !== '') element.emit('change', changeEvent(true));
        });
        node.append(input);
        queueMicrotask(() => element.emit('ready', { elementType }));
      },
      update(changes: Record<string, unknown>) {
        Object.assign(element.options, changes);
        if (input && 'disabled' in changes) input.disabled = changes.disabled === true;
      },
      focus() {
        input?.focus();
      },
      blur() {
        input?.blur();
      },
      clear() {
        element.type('');
      },
      unmount() {
        input?.remove();
        input = undefined;
      },
      destroy() {
        element.unmount();
        element.destroyed = true;
        elementsByType.delete(elementType);
      },
    };
    return element;
  }

  function incompleteField(): PaymentIntentResult | undefined {
    for (const type of ['cardNumber', 'cardExpiry', 'cardCvc'] as const) {
      const element = elementsByType.get(type);
      const state = check(type, element?.value ?? '');
      if (state.state === 'complete') continue;
      const detail = state.state === 'invalid' ? INVALID[state.reason] : INCOMPLETE[type];
      return { error: { type: 'validation_error', ...(detail ?? INCOMPLETE[type]) } };
    }
    return undefined;
  }

  async function confirmCardPayment(
    clientSecret: string,
    data?: ConfirmCardPaymentData,
  ): Promise<PaymentIntentResult> {
    calls.confirmCardPayment.push({ clientSecret, data });
    if (!/^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/.test(clientSecret))
      throw new IntegrationError(
        `Invalid value for confirmCardPayment intent secret: value should be a client secret of the form \${id}_secret_\${secret}. You specified: ${clientSecret}.`,
      );
    const answer = await options.respond?.(clientSecret, data);
    if (answer) return answer;
    if (options.knownSecrets && !options.knownSecrets.includes(clientSecret))
      return {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such payment_intent: '${clientSecret.split('_secret_')[0]}'`,
        },
      };
    if (paid.has(clientSecret))
      return {
        error: {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: 'You cannot confirm this PaymentIntent because it has a status of succeeded.',
          payment_intent: paymentIntent(clientSecret, 'succeeded'),
        },
      };
    const incomplete = incompleteField();
    if (incomplete) return incomplete;
    const succeed = () => {
      paid.add(clientSecret);
      return { paymentIntent: paymentIntent(clientSecret, 'succeeded') };
    };
    switch (digitsOf(elementsByType.get('cardNumber')?.value ?? '')) {
      case '4242424242424242':
        return succeed();
      case '4000002760003184':
        // Stripe runs the 3-D Secure step in its own modal before it answers.
        if ((options.authentication ?? 'complete') === 'complete') return succeed();
        return {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_authentication_failure',
            message:
              'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
          },
        };
      case '4000000000000002':
        return declined('card_declined', 'Your card was declined.', { decline_code: 'generic_decline' });
      case '4000000000009995':
        return declined('card_declined', 'Your card has insufficient funds.', {
          decline_code: 'insufficient_funds',
        });
      case '4000000000000069':
        return declined('expired_card', 'Your card has expired.', { param: 'exp_month' });
      case '4000000000000127':
        return declined('incorrect_cvc', "Your card's security code is incorrect.", { param: 'cvc' });
      case '4000000000000119':
        return declined(
          'processing_error',
          'An error occurred while processing your card. Try again in a little bit.',
        );
      default:
        return declined(
          'card_declined',
          'Your card was declined. Your request was in test mode, but used a non test card.',
        );
    }
  }

  const elements = {
    create(type: string, elementOptions: Record<string, unknown> = {}) {
      if (type !== 'cardNumber' && type !== 'cardExpiry' && type !== 'cardCvc')
        throw new IntegrationError(`The stand-in has no ${type} element.`);
      if (elementsByType.has(type))
        throw new IntegrationError(`Can only create one Element of type ${type}.`);
      const element = createElement(type, elementOptions);
      elementsByType.set(type, element);
      return element;
    },
    getElement(type: string | { __elementType?: string }) {
      const name = typeof type === 'string' ? type : type.__elementType;
      return elementsByType.get(name as FakeElementType) ?? null;
    },
    update() {},
  };

  const unavailable = async () => ({
    error: { type: 'invalid_request_error', message: 'Not available in the Stripe.js stand-in.' },
  });

  const stripe = {
    elements(elementsOptions?: unknown) {
      calls.elements.push(elementsOptions);
      return elements;
    },
    confirmCardPayment,
    createToken: unavailable,
    createPaymentMethod: unavailable,
    registerAppInfo() {},
    _registerWrapper() {},
  } as unknown as Stripe;

  return {
    stripe,
    calls,
    element: (type) => elementsByType.get(type),
  };
}
