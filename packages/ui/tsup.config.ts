import { corasTsup } from '@coras/tooling/tsup';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

// One output module per source module (components, icons, theme), so a consumer's bundler drops
// every component it does not import (`sideEffects` lists only CSS). The `.css.ts` modules compile
// to class names; their rules go to dist/index.css, the whole kit's sheet, published as
// `@coras/ui/styles.css`; nothing is injected at runtime.
const styles = () => [vanillaExtractPlugin({ identifiers: 'short' })];

export default defineConfig(
  corasTsup({
    esbuildPlugins: styles(),
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    styleSheet: { entries: ['src/index.ts'], plugins: styles() },
  }),
);
