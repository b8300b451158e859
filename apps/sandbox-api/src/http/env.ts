import type { IncomingMessage } from 'node:http';
import type { CompiledOperation } from '../contract/validator';
import type { SandboxState } from '../state';

/** The Hono environment of the sandbox app. */
export type SandboxEnv = {
  /** Present when served by Node (`server.ts`); absent in-process. */
  Bindings: { incoming?: IncomingMessage };
  Variables: {
    state: SandboxState;
    /** The document operation the request matched, when validation is on. */
    operation: CompiledOperation | undefined;
    /** The parsed JSON body, once read. */
    body: unknown;
  };
};
