import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSandbox } from '../../../test/harness.test-utils';
import { helpMessages } from '../../pages/help/messages/en-GB';
import { landingMessages } from '../../pages/landing/messages/en-GB';
import { searchMessages } from '../../pages/search/messages/en-GB';
import { englishBundle } from './catalogue';
import type { MessageKey } from './messages/en-GB';
import { useTranslate } from './useTranslate';

// The help page's texts with the landing's, as a page that says both would take them.
const helpAndLanding = { ...helpMessages, ...landingMessages };

function HelpTexts() {
  const t = useTranslate(helpAndLanding);
  return (
    <p>
      {t('help.retry')} | {t('landing.showMore')}
    </p>
  );
}

/** A shell module that asks for a part's key anyway (types forbid it; a cast or a bad map can). */
function ShellAskingForAPartsText() {
  const t = useTranslate();
  return <p>{t('search.backToTop' as MessageKey)}</p>;
}

function SearchTexts() {
  const t = useTranslate(searchMessages);
  return <p>{t('search.resultCount', { count: 2 })}</p>;
}

describe('useTranslate', () => {
  it("reads a part's English from the part's own module, which the English bundle does not hold", async () => {
    expect(englishBundle.messages['help.retry']).toBeUndefined();
    const { logger } = renderWithSandbox(<HelpTexts />);
    expect(await screen.findByText('Try again | Show more')).toBeInTheDocument();
    renderWithSandbox(<SearchTexts />);
    expect(await screen.findByText('2 attractions found')).toBeInTheDocument();
    expect(logger.error).not.toHaveBeenCalled();
  });

  it("reads a translated locale's own texts for a part", async () => {
    renderWithSandbox(<HelpTexts />, { locale: 'de-DE', locales: 'en-GB,de-DE' });
    expect(await screen.findByText('Erneut versuchen | Mehr anzeigen')).toBeInTheDocument();
  });

  it('shows the key of a text no catalogue loaded has, and reports it, instead of "undefined"', async () => {
    const { logger } = renderWithSandbox(<ShellAskingForAPartsText />);
    expect(await screen.findByText('search.backToTop')).toBeInTheDocument();
    expect(screen.queryByText(/undefined/)).toBeNull();
    expect(logger.error).toHaveBeenCalledWith(
      "Coras widget: no en-GB text for 'search.backToTop'",
      undefined,
    );
  });
});
