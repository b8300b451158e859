import { cors } from 'hono/cors';
import { HOLD_TTL_HEADER } from './hold-ttl';

/** Localhost origins only: the sandbox serves the developer's own pages. */
export function isLocalOrigin(origin: string): boolean {
  try {
    const { hostname } = new URL(origin);
    return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
  } catch {
    return false;
  }
}

/** CORS for the widget on another local port: its headers in, the session expiry and Retry-After out. */
export const corsMiddleware = () =>
  cors({
    origin: (origin) => (isLocalOrigin(origin) ? origin : null),
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: [
      'Content-Type',
      'Coras-Distributor',
      'Booking-Session',
      'Idempotency-Key',
      'X-Sandbox-Fault',
      HOLD_TTL_HEADER,
    ],
    exposeHeaders: ['booking-session-expires', 'Retry-After'],
    maxAge: 600,
  });
