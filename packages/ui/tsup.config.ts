import { corasTsup } from '@coras/tooling/tsup';
import { defineConfig } from 'tsup';

// One output module per source module (components, icons, theme), so a consumer's bundler drops
// every component it does not import (`sideEffects` lists only CSS). The `.css.ts` modules compile
// to class names; their rules go to dist/index.css, the whole kit's sheet, published as
// `@coras/ui/styles.css`; nothing is injected at runtime.
export default defineConfig(
  corasTsup({
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    styleSheet: { entries: ['src/index.ts'] },
  }),
);
