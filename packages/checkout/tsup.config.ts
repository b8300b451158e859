import { corasTsup } from '@coras/tooling/tsup';
import { defineConfig } from 'tsup';

export default defineConfig(corasTsup());
