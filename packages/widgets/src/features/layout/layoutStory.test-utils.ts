import { expect, waitFor } from 'storybook/test';

/**
 * Waits until the story's stand-ins (lazy controls' first draws, marked `data-stand-in`) have given
 * way to their real controls: a play function that holds a button across an await must hold the
 * real one. Stories of the stand-ins themselves do not wait.
 */
export const standInsReplaced = (root: HTMLElement) =>
  waitFor(() => expect(root.querySelector('[data-stand-in]')).toBeNull(), { timeout: 10_000 });
