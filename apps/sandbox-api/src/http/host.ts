import type { MiddlewareHandler } from 'hono';
import { ErrorCode } from '../errors';

/** The loopback names a browser on the developer's machine reaches the sandbox by. */
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/** Addresses that listen on every interface: no request names them as its host. */
const WILDCARDS = ['0.0.0.0', '[::]'];

/** Where the server listens. */
export interface Listening {
  scheme: 'http' | 'https';
  /** As passed to `listen`: `127.0.0.1`, `::1`, `localhost`, `0.0.0.0`… */
  hostname: string;
  port: number;
}

/** `host` (a `Host` header, `name[:port]`) as a lower-case hostname and a port, or undefined. */
function parseHost(
  host: string,
  scheme: Listening['scheme'],
): { hostname: string; port: number } | undefined {
  if (!host || /[\s/?#@\\]/.test(host)) return undefined;
  try {
    const url = new URL(`${scheme}://${host}`);
    return { hostname: url.hostname, port: Number(url.port || (scheme === 'https' ? 443 : 80)) };
  } catch {
    return undefined;
  }
}

/** `hostname` as a URL writes it: IPv6 addresses in brackets, lower case. */
function urlHostname(hostname: string): string {
  const bracketed = hostname.includes(':') && !hostname.startsWith('[') ? `[${hostname}]` : hostname;
  return parseHost(bracketed, 'http')?.hostname ?? hostname.toLowerCase();
}

/**
 * Whether a request whose `Host` is `host` is meant for the server listening at `listening`: a
 * loopback name (`localhost`, `127.0.0.1`, `[::1]`) on any port — a rebinding page always names
 * its own site, and a local proxy in front of the sandbox (a dev server, a test's fault host)
 * forwards its own port — or the name it listens on, with its port; or
 * one of `allowed` — a hostname (any port), `hostname:port`, or `.example.test` for that domain
 * and its subdomains. Anything else is a page of another site that had its name resolved to this
 * machine (DNS rebinding): it must not read or steer the sandbox.
 */
export function isAllowedHost(host: string, listening: Listening, allowed: readonly string[] = []): boolean {
  const parsed = parseHost(host, listening.scheme);
  if (!parsed) return false;
  const own = urlHostname(listening.hostname);
  if (LOOPBACK.includes(parsed.hostname)) return true;
  if (!WILDCARDS.includes(own) && parsed.hostname === own && parsed.port === listening.port) return true;
  return allowed.some((entry) => {
    const name = entry.trim().toLowerCase();
    if (name.startsWith('.')) return parsed.hostname === name.slice(1) || parsed.hostname.endsWith(name);
    const wanted = parseHost(name, listening.scheme);
    if (!wanted || wanted.hostname !== parsed.hostname) return false;
    // An entry without a port allows every port of that name.
    return !/:\d+$/.test(name) || wanted.port === parsed.port;
  });
}

/**
 * Refuses (403, code 43) a request whose `Host` (or the host of its request line) is not one
 * {@link isAllowedHost} accepts. `listening` is read per request: the port is known only once the
 * server listens (port 0 picks one).
 */
export function hostGuard(listening: () => Listening, allowed: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    const where = listening();
    const hosts = [new URL(c.req.url).host, c.req.header('Host')].filter(
      (host): host is string => host !== undefined,
    );
    const refused = hosts.find((host) => !isAllowedHost(host, where, allowed));
    if (refused === undefined) return next();
    return c.json(
      {
        code: ErrorCode.refused,
        message: `This sandbox answers requests for ${where.hostname}:${where.port} (or localhost, 127.0.0.1, [::1]), not for the host ${refused}: another site may have pointed its name at this machine. To reach the sandbox by that name, list it in SANDBOX_ALLOWED_HOSTS.`,
        errors: { 'header.Host': [`${refused} is not an allowed host`] },
      },
      403,
    );
  };
}
