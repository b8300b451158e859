/**
 * The entry the packages' tests import (`@coras/sandbox-api/testing`): exactly what an in-process
 * test of a package needs, so no package reaches into the app. Packages list `@coras/sandbox-api`
 * as a devDependency only, and import this entry only from test files.
 */
export { createSandboxApp } from './app';
export { createManualClock, type ManualClock } from './clock';
export type { SandboxOptions } from './config';
export { FIXTURE_IDS } from './data/attractions';
export { HOSTILE_SNIPPET, SPECIAL_LINKS } from './data/pages';
export { createManualTimers, type ManualTimerProvider } from './manualTimers';
export { createSandbox, type Sandbox } from './sandbox';
