// @ts-check
import { fileURLToPath } from 'node:url';

/** Where every suite writes its machine-readable report, read by the runner's summary line. */
export const reportsDir = fileURLToPath(new URL('../.reports/', import.meta.url));

/**
 * Unit-test preset for framework-free packages: the node environment (so a stray DOM global
 * fails), and a JSON report per package for the summary line of `npm test`.
 *
 * @param {string} name the package folder; names the project and its report
 * @param {import('vitest/config').ViteUserConfig['test']} [overrides]
 * @returns {import('vitest/config').ViteUserConfig}
 */
export function corasVitestNode(name, overrides = {}) {
  return {
    test: {
      name,
      environment: 'node',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      restoreMocks: true,
      unstubGlobals: true,
      reporters: ['default', ['json', { outputFile: `${reportsDir}unit-${name}.json` }]],
      ...overrides,
    },
  };
}
