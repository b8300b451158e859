import { startSandboxServer } from '@coras/sandbox-api/node';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  interface ProvidedContext {
    /** The sandbox the widget stories talk to while they run as tests. */
    corasSandboxUrl: string;
  }
}

/**
 * Starts the real sandbox API on a free port of 127.0.0.1 for the stories' tests: widget and
 * checkout stories render real compositions against it. Its catalogue is seeded and pinned to one
 * "today", so the screenshots do not change with the calendar.
 */
export default async function setup(project: TestProject) {
  const server = await startSandboxServer({ port: 0, seed: 1, today: '2026-11-21' });
  project.provide('corasSandboxUrl', server.url);
  return () => server.close();
}
