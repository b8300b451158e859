import type { CurrencyCode } from '@coras/api-client';
import type { Context } from 'hono';
import { isCurrency } from '../data/currencies';
import { languageOf } from '../data/i18n';
import type { SandboxEnv } from '../http/env';
import type { SessionRecord } from '../store/sessions';
import { type ViewContext, viewContext } from '../views';

/** The storefront's default currency (spec 1 §9). */
const DEFAULT_CURRENCY: CurrencyCode = 'GBP';

/** The request's language, currency (`currency` query) and asset origin, at the state's clock. */
export function requestView(c: Context<SandboxEnv>, currency?: string): ViewContext {
  const state = c.get('state');
  const requested = currency ?? c.req.query('currency');
  return viewContext(
    languageOf(c.req.query('language_code')),
    requested && isCurrency(requested) ? requested : DEFAULT_CURRENCY,
    state.options.publicUrl ?? new URL(c.req.url).origin,
    state.clock.now(),
  );
}

/**
 * The request's live booking session, extended by this call, with its new expiry in the
 * `booking-session-expires` header; 401 when missing, unknown or expired.
 */
export function useSession(c: Context<SandboxEnv>): SessionRecord {
  const session = c.get('state').sessions.use(c.req.header('Booking-Session'));
  c.header('booking-session-expires', new Date(session.expiresAt).toUTCString());
  return session;
}

/** A query parameter as a list (`a,b` or repeated), empty entries dropped. */
export function queryList(c: Context<SandboxEnv>, name: string): string[] {
  return (
    c.req
      .queries(name)
      ?.flatMap((value) => value.split(','))
      .map((value) => value.trim())
      .filter(Boolean) ?? []
  );
}
