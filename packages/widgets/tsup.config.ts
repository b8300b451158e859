import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { corasTsup } from '@coras/tooling/tsup';
import { defineConfig } from 'tsup';

const checkoutDir = dirname(createRequire(import.meta.url).resolve('@coras/checkout/package.json'));

// Three public entries (the React components, the custom elements, the server's `loadStorefront`). Every page behind a dynamic
// import stays a dynamic import of its own module, so a consumer's bundler gives each page its
// chunk. dist/index.css (`@coras/widgets/styles.css`) holds every rule BookingApp can render: the
// widgets' own, lazily loaded pages included, and the checkout's (its payment page is ours).
export default defineConfig(
  corasTsup({
    dts: {
      entry: {
        index: 'src/index.ts',
        'elements/index': 'src/elements/index.ts',
        'server/index': 'src/server/index.ts',
      },
    },
    external: ['react', 'react-dom', 'react/jsx-runtime', /^@coras\//],
    styleSheet: {
      entries: ['src/index.ts', 'src/elements/index.ts'],
      append: [join(checkoutDir, 'dist/index.css')],
    },
  }),
);
