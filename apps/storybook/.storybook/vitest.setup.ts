// Runs in the browser before the stories' tests. It must not apply the project annotations itself:
// Storybook 10 does (toolchain.md, pitfall 7), unless this file so much as names that function.

import { configure } from 'storybook/test';
import { afterEach, beforeAll, expect, inject } from 'vitest';
import { page, userEvent } from 'vitest/browser';

// Play functions wait (findBy…, waitFor) on real sandbox calls and on focus moved after a render;
// on a busy 2-core machine that can take longer than Testing Library's 1 s default (CI failed
// PaymentPage Field Errors 375 at 1.17 s). A wait that never succeeds still fails.
configure({ asyncUtilTimeout: 5000 });

interface StoryUnderTest {
  id: string;
  parameters: { visual?: false | { fullPage?: boolean } };
}

// Widget stories read this to reach the sandbox the global setup started on a free port.
(globalThis as { corasSandboxUrl?: string }).corasSandboxUrl = inject('corasSandboxUrl');

// Stories that must press keys as a person does (the focus ring: Chromium's `:focus-visible` follows
// real key presses, not dispatched events) read this; in the Storybook UI they simulate instead.
(globalThis as { corasKeyboard?: (keys: string) => Promise<void> }).corasKeyboard = (keys) =>
  userEvent.keyboard(keys);

beforeAll(async () => {
  // Screenshots must not depend on where an animation or the caret happened to be.
  const style = document.createElement('style');
  style.textContent =
    '*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important; transition: none !important; caret-color: transparent !important; }';
  document.head.append(style);
});

/**
 * Visual regression: after each story's play function, the story's frame (or the whole page, for
 * stories whose dialogs portal out of it) is compared with its committed baseline in
 * apps/storybook/__screenshots__ (no pixel may differ visibly: vitest.config.ts). Accept an intended
 * change by deleting its PNG, running the story and looking at the new one (the root README).
 */
afterEach(async (context) => {
  const story = (context as unknown as { story?: StoryUnderTest }).story;
  if (!story || story.parameters.visual === false || context.task.result?.state === 'fail') return;
  await document.fonts.ready;
  // The widgets' chrome (navbar, footer, the landing's picker and filter bar) comes in a chunk of
  // its own after the page's content, drawn as placeholders until then: shoot the page it becomes.
  await expect.poll(() => document.querySelector('[data-placeholder]'), { timeout: 10_000 }).toBeNull();
  const frame = story.parameters.visual?.fullPage
    ? document.body
    : document.querySelector('[data-story-frame]');
  if (!frame)
    throw new Error(`Story ${story.id} rendered no [data-story-frame]: is the CorasRoot decorator applied?`);
  // Two identical captures in a row make a stable screenshot; on a busy machine that can take
  // longer than the 5 s default, which is not a visual difference.
  await expect
    .element(page.elementLocator(frame), { timeout: 30_000 })
    .toMatchScreenshot(story.id, { timeout: 25_000 });
});
