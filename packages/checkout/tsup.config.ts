import { corasTsup } from '@coras/tooling/tsup';
import { defineConfig } from 'tsup';

// The checkout page and, apart, the English texts it shares with the widgets (their first load
// spreads them), its English texts (the widgets' catalogue spreads them without
// pulling the checkout into the landing chunk), its first requests (started before the page's
// chunk arrives) and the sandbox's card stand-in (only where a host chooses it). Their rules ship
// in dist/index.css, which @coras/widgets' sheet also carries.
export default defineConfig(
  corasTsup({
    dts: {
      entry: {
        index: 'src/index.ts',
        commonMessages: 'src/commonMessages.ts',
        messages: 'src/messages.ts',
        requests: 'src/requests.ts',
        sandbox: 'src/sandbox.ts',
      },
    },
    external: ['react', 'react-dom', 'react/jsx-runtime', /^@coras\//],
    styleSheet: { entries: ['src/index.ts', 'src/sandbox.ts'] },
  }),
);
