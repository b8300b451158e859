import { corasVitestNode } from '@coras/tooling/vitest';
import { defineConfig } from 'vitest/config';

// Coverage is part of the test command: CI fails when lines, branches, functions or statements of
// the package's sources fall below 95% (issue #4 quality bar).
export default defineConfig(
  corasVitestNode('booking-core', {
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/**/*.test-utils.ts', 'src/index.ts'],
      reporter: ['text-summary', 'json-summary'],
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
    },
  }),
);
