/** Where the tarballs and the installed fixtures live (outside the workspace). */
export declare const WORK_DIR: string;
/** The publishable packages, in the order they depend on each other. */
export declare const PACKAGES: string[];
/** The host the README's snippets name. */
export declare const README_API_HOST: string;
/** The consumer tests' ports. */
export declare const PORTS: {
  sandbox: number;
  reactVite: number;
  html: number;
  next: number;
  nextApiDown: number;
  nodeStream: number;
};
/** The sandbox the fixtures are built against. */
export declare const SANDBOX_URL: string;
export declare const FIXTURES: readonly ['react-vite', 'html', 'node', 'next', 'node-stream'];
/** The variable a fixture's server takes its API host from, when set (the tests' API that is down). */
export declare const API_HOST_VARIABLE: string;
export type FixtureName = (typeof FIXTURES)[number];
/** The folder a fixture is installed and built in. */
export declare function fixtureDir(name: FixtureName): string;
/** Runs a command, its output shown only when it fails. */
export declare function run(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): string;
/** Packs every publishable package; each package's name and tarball path. */
export declare function packPackages(): Record<string, string>;
/** A fenced code block of the root README, the first of `language` after `heading`. */
export declare function readmeSnippet(heading: string, language: string): string;
/** The README snippet with the API host replaced and the sandbox chosen in the Stripe key's place. */
export declare function embedCode(heading: string, language: string, apiHost: string): string;
/** Installs, type-checks and builds one fixture against the tarballs (reused when unchanged). */
export declare function prepareFixture(
  name: FixtureName,
  tarballs: Record<string, string>,
  options: { api: string; dir?: string; log?: (message: string) => void },
): string;
