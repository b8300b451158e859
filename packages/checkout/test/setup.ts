import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Screens reach the in-process sandbox through the real client; on a busy 2-core machine a chain
// of calls can take more than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
