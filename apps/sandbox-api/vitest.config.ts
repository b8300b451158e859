import { corasVitestNode } from '@coras/tooling/vitest';
import { defineConfig } from 'vitest/config';

export default defineConfig(corasVitestNode('sandbox-api'));
