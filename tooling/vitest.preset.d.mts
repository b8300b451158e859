import type { ViteUserConfig } from 'vitest/config';
/** Where every suite writes its machine-readable report. */
export declare const reportsDir: string;
/** Unit-test preset for framework-free packages (see vitest.preset.mjs). */
export declare function corasVitestNode(name: string, overrides?: ViteUserConfig['test']): ViteUserConfig;
