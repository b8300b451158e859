import { corasVitestNode } from '@coras/tooling/vitest';
import { defineConfig } from 'vitest/config';

// Unit tests of the kit's plain modules (tokens, helpers). Components are tested through their
// stories in apps/storybook, in Chromium.
export default defineConfig(corasVitestNode('ui', { include: ['src/**/*.test.ts'] }));
