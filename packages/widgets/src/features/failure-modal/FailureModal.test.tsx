import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithSandbox } from '../../../test/harness.test-utils';
import { FailureModal } from './FailureModal';

describe('FailureModal', () => {
  it("speaks the visitor's language", async () => {
    renderWithSandbox(<FailureModal open onClose={() => undefined} onRetry={() => undefined} />, {
      locale: 'de-DE',
      locales: 'de-DE,en-GB',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Es tut uns leid, etwas ist schiefgelaufen.' });
    expect(dialog).toHaveTextContent(/Bitte laden Sie die Seite neu/);
    expect(within(dialog).getByRole('button', { name: 'Hilfe-Center' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Seite neu laden' })).toHaveFocus();
  });

  it("keeps the spec's English words in English, and 'Refresh the page' retries and closes", async () => {
    const onRetry = vi.fn();
    const onClose = vi.fn();
    renderWithSandbox(<FailureModal open onClose={onClose} onRetry={onRetry} />);
    const dialog = await screen.findByRole('dialog', { name: "We're sorry, Something went wrong." });
    expect(dialog).toHaveTextContent(
      "We're sorry, Something went wrong.Please refresh the page and try again. If the problem persists, please contact our Help centre",
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refresh the page' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalled();
  });
});
