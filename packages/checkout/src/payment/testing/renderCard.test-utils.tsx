import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { CardCompleteness, CardController, CardFieldErrors, PaymentProvider } from '../provider';
import { LABELS } from './labels.test-utils';

interface ProbeProps {
  provider: PaymentProvider;
  errors: CardFieldErrors;
  disabled: boolean;
  onController(card: CardController): void;
  onCompletenessChange(completeness: CardCompleteness): void;
}

/** What the checkout does inside `Root`: `useCard()`, then its `Fields`. */
function Probe({ provider, errors, disabled, onController, onCompletenessChange }: ProbeProps) {
  const card = provider.useCard();
  onController(card);
  return (
    <card.Fields
      labels={LABELS}
      errors={errors}
      disabled={disabled}
      onCompletenessChange={onCompletenessChange}
    />
  );
}

/** Calls `useCard()` with no `Root` around it. */
export function CardWithoutRoot({ provider }: { provider: PaymentProvider }) {
  provider.useCard();
  return null;
}

/**
 * Renders a provider's `Root` with its card fields, as the checkout does, for component tests:
 * `card()` is the controller `useCard()` returned on the last render; `completeness` records every
 * report; `setErrors` re-renders with the checkout's errors.
 */
export function renderCard(
  provider: PaymentProvider,
  {
    errors = {},
    disabled = false,
    locale = 'en-GB',
  }: { errors?: CardFieldErrors; disabled?: boolean; locale?: string } = {},
) {
  let controller: CardController | undefined;
  const completeness = vi.fn<(value: CardCompleteness) => void>();
  const onController = (card: CardController) => {
    controller = card;
  };

  const ui = (next: { errors: CardFieldErrors; disabled: boolean }) => (
    <provider.Root locale={locale}>
      <Probe provider={provider} onController={onController} onCompletenessChange={completeness} {...next} />
    </provider.Root>
  );
  const view = render(ui({ errors, disabled }));
  return {
    ...view,
    user: userEvent.setup(),
    completeness,
    card(): CardController {
      if (!controller) throw new Error('useCard() has not run');
      return controller;
    },
    rerenderWith(next: { errors?: CardFieldErrors; disabled?: boolean }) {
      view.rerender(ui({ errors: next.errors ?? errors, disabled: next.disabled ?? disabled }));
    },
  };
}
