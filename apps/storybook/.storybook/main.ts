import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';

/**
 * Stories live beside their components in the packages; this app collects them. The vanilla-extract
 * plugin compiles the `.css.ts` modules exactly as consumers' bundlers do with the built CSS.
 */
const config: StorybookConfig = {
  stories: ['../src/**/*.mdx', '../src/**/*.stories.tsx', '../../../packages/*/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Image fixtures for stories (public/fixtures): stories never reach the network.
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  docs: { defaultName: 'Docs' },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // Widget stories call this sandbox: the one `pnpm dev` starts, unless CORAS_SANDBOX_URL says otherwise.
      define: {
        __CORAS_SANDBOX_URL__: JSON.stringify(process.env.CORAS_SANDBOX_URL ?? 'http://127.0.0.1:4010'),
      },
      build: {
        chunkSizeWarningLimit: 2000,
        rollupOptions: {
          // Radix marks its modules "use client"; Vite warns once per module about a directive it
          // has no use for in a client-only bundle.
          onwarn(warning: { code?: string }, warn: (warning: { code?: string }) => void) {
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            warn(warning);
          },
        },
      },
    });
  },
};

export default config;
