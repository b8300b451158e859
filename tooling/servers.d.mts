/** A server started for a browser check: its origin and how to stop it. */
export interface Running {
  /** The origin, e.g. `http://127.0.0.1:4610`. */
  url: string;
  stop(): Promise<void>;
}

/** The sandbox as `pnpm start` starts it, on `port` (0: any free one), over HTTPS with `tls`. */
export declare function startSandbox(options?: {
  port?: number;
  tls?: boolean;
  env?: Record<string, string>;
}): Promise<Running>;

export interface StaticOptions {
  /** The folder served at `/`. */
  dir: string;
  /** More folders, by path prefix (`{ '/coras/': '…/dist/bundle' }`). */
  mounts?: Record<string, string>;
  /** The page of `dir` served for a path that is no file; `null`: 404. @default 'index.html' */
  fallback?: string | null;
  /** @default 0 (any free port) */
  port?: number;
  /** HTTPS with HTTP/2 and a throwaway certificate, else plain HTTP/1.1. @default false */
  tls?: boolean;
}

/** Serves a build as a production host would (gzip, long-cached assets). */
export declare function startStatic(options: StaticOptions): Promise<Running>;
