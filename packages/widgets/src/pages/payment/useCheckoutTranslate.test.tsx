import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSandbox } from '../../../test/harness.test-utils';
import { englishBundle } from '../../i18n/catalogue';
import { useCheckoutTranslate } from './useCheckoutTranslate';

function Texts() {
  const t = useCheckoutTranslate();
  return (
    <p>
      {t('checkout.payNow')} | {t('checkout.errorSummary', { count: 2 })}
    </p>
  );
}

describe('useCheckoutTranslate', () => {
  it("reads the checkout's own English, which the English bundle does not hold", async () => {
    expect(englishBundle.messages['checkout.payNow']).toBeUndefined();
    renderWithSandbox(<Texts />);
    expect(await screen.findByText('Pay now | 2 fields need your attention.')).toBeInTheDocument();
  });

  it("reads a translated locale's own checkout texts", async () => {
    renderWithSandbox(<Texts />, { locale: 'de-DE', locales: 'en-GB,de-DE' });
    expect(await screen.findByText(/^Jetzt bezahlen \| 2 /)).toBeInTheDocument();
  });
});
