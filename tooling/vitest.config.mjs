import { defineConfig } from 'vitest/config';
import { corasVitestNode } from './vitest.preset.mjs';

// The scripts' own tests (the CI gates that can be tested without a build).
export default defineConfig(corasVitestNode('tooling', { include: ['scripts/**/*.test.mjs'] }));
