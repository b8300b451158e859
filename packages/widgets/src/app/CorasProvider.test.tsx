import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithSandbox } from '../../test/harness.test-utils';
import { Footer } from '../features/footer/Footer';
import { englishBundle, loadLocaleBundle } from '../runtime/i18n/catalogue';

// This file's modules are its own (vitest isolates each test file): nothing has provided the
// table of the locales' chunks before the first test.
describe('the app’s CorasProvider', () => {
  it('is what gives the runtime its locales: before it renders, a translated locale is English, reported', async () => {
    const onError = vi.fn();
    await expect(loadLocaleBundle('de-DE', onError)).resolves.toBe(englishBundle);
    expect(onError).toHaveBeenCalledWith(expect.any(TypeError));
  });

  it('provides the table as it renders: a feature inside reads its texts in German', async () => {
    const { logger } = renderWithSandbox(<Footer />, { locale: 'de-DE', locales: 'en-GB,de-DE' });
    expect(
      await screen.findByRole('button', { name: 'Allgemeine Geschäftsbedingungen' }),
    ).toBeInTheDocument();
    expect((await loadLocaleBundle('de-DE')).messages['footer.terms']).toBe(
      'Allgemeine Geschäftsbedingungen',
    );
    expect(logger.error).not.toHaveBeenCalled();
  });
});
