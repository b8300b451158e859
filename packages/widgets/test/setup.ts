import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { patchHappyDomForDomPurify } from './happyDomPurify.test-utils';

// Every component test sanitises server HTML with the real DOMPurify: without this patch DOMPurify
// returns happy-dom's HTML untouched, and a sanitiser test would pass without sanitising anything.
// The server's tests run in the node environment: no window to patch.
if (typeof window !== 'undefined') patchHappyDomForDomPurify();

// Screens reach the in-process sandbox through the real client (and Ajv-validated answers); on a
// busy 2-core machine a chain of two calls can take more than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

// Unmounted first, so that the screens cancel their timers on the clock that scheduled them.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
