import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createImportGate, gatedImport, markup, neverIdle } from '../../../test/gatedImport.test-utils';
import { elapse, fakeTimeouts, renderWithSandbox } from '../../../test/harness.test-utils';
import { LazySettingMenu } from './LazySettingMenu';
import { settingMenuPart } from './parts';
import { useNavbarSettings } from './useNavbarSettings';

// The real menu's chunk, served only when the test opens the gate (a slow network).
const gate = vi.hoisted(() => ({ requested: false, open: () => undefined, opened: Promise.resolve() }));
vi.mock('./SettingMenu', async (importOriginal) => {
  Object.assign(gate, createImportGate());
  return gatedImport(gate)(importOriginal);
});

function LanguageMenu() {
  const { language } = useNavbarSettings();
  return <LazySettingMenu label="Language" setting={language} />;
}

const renderMenu = () =>
  renderWithSandbox(<LanguageMenu />, { locales: 'en-GB,de-DE,fr-FR', initialParams: { page: 'landing' } });

afterEach(() => {
  // Unmounted first: the stand-in cancels its idle callback with the stubbed browser's.
  cleanup();
  vi.unstubAllGlobals();
});

describe('LazySettingMenu', () => {
  it('loads when the pointer reaches the button; a press meanwhile opens the list as it arrives, with the focus in it', async () => {
    neverIdle();
    fakeTimeouts();
    const load = vi.spyOn(settingMenuPart, 'load');
    const user = userEvent.setup();
    const { container } = renderMenu();
    const standIn = screen.getByRole('button', { name: 'Language: English (UK)' });
    expect(standIn).toHaveAttribute('aria-haspopup', 'dialog');
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    expect(standIn).toHaveAttribute('data-state', 'closed');
    const before = markup(container);
    // Past the provider's 3 s cap, and no idle moment comes: nothing asks for the chunk.
    await elapse(5000);
    expect(load).not.toHaveBeenCalled();
    expect(gate.requested).toBe(false);
    vi.useRealTimers();

    await user.hover(standIn);
    await waitFor(() => expect(gate.requested).toBe(true));
    await user.click(standIn);
    expect(screen.queryByRole('listbox')).toBeNull();

    await act(async () => gate.open());
    const list = await screen.findByRole('listbox', { name: 'Language' });
    await waitFor(() => expect(list).toHaveFocus());
    const button = screen.getByRole('button', { name: 'Language: English (UK)', hidden: true });
    expect(button).not.toBe(standIn);
    expect(button).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(button).toHaveFocus();
    expect(markup(container)).toBe(before);
  });
});
