import { type Clock, systemClock } from './clock';
import type { OpenApiDocument } from './contract/document';

/** Logs the sandbox writes: contract violations (error) and rejected configuration (warn). */
export interface SandboxLogger {
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

/**
 * Every knob of the sandbox. All are optional; {@link optionsFromEnv} reads them from `SANDBOX_*`
 * variables for the running server, tests pass them directly.
 */
export interface SandboxOptions {
  /** Seed of the generated catalogue and of every id the sandbox hands out. @default 1 */
  seed?: number;
  /**
   * The date the sandbox starts on (`YYYY-MM-DD`): its clock is shifted to read 09:00 UTC on that
   * date at creation and runs on from there, so the catalogue, holds and payments agree on it and
   * answers do not depend on the time of day. @default the clock's date and time
   */
  today?: string;
  /** Where time comes from; tests pass a {@link ManualClock}. @default the system clock */
  clock?: Clock;
  /** A booking session lives this long after its last use. @default 1_200_000 (20 minutes, spec 2 §9) */
  sessionTtlMs?: number;
  /** A reservation is held this long. @default 900_000 (15 minutes) */
  holdTtlMs?: number;
  /** A paid transaction stays PENDING this long before PAID (or FAILED). @default 3000 */
  paymentDelayMs?: number;
  /** The country slug geolocation answers; `null` answers 404 (not located). @default 'ireland' */
  geolocation?: string | null;
  /** Faults applied to every matching request, in the `SANDBOX_FAULTS` syntax (see README). */
  faults?: string;
  /**
   * Adds the hostile attraction (`HOSTILE_NAME`: a script end tag, a script and quotes in its name),
   * the first card of Ireland's landing, for the suites that check what pages escape (the consumer
   * tests). Off by default: every other suite sees the catalogue without it.
   * @default false
   */
  hostileName?: boolean;
  /**
   * Validate requests and responses against the OpenAPI document.
   * @default 'enforce' in Node and wherever `contract` is given, 'off' in a browser without it
   */
  validation?: 'enforce' | 'off';
  /**
   * The parsed document to enforce. In Node the api-client's is read from disk; a browser
   * (Storybook through MSW) passes it, e.g. `parse(yamlText)` of `coras-v2.yaml?raw`.
   */
  contract?: OpenApiDocument;
  /** Origin of asset URLs (`http://127.0.0.1:4010`). @default the origin of each request */
  publicUrl?: string;
  /** How latency faults wait; tests pass a fake. @default setTimeout */
  sleep?: (ms: number) => Promise<void>;
  logger?: SandboxLogger;
}

/** {@link SandboxOptions} with every default filled in. */
export type ResolvedOptions = Required<Omit<SandboxOptions, 'today' | 'publicUrl' | 'faults' | 'contract'>> &
  Pick<SandboxOptions, 'publicUrl' | 'contract'> & { faults: string };

/** When a sandbox given `today` starts: a Friday-morning-like hour with every venue open. */
const START_OF_DAY = '09:00:00Z';

/** Whether this runs in Node (where the document can be read from disk). */
const inNode = () => typeof process !== 'undefined' && typeof process.versions?.node === 'string';

/** The defaults of the time-related and location knobs (spec 2 §9 for the session). */
export const DEFAULTS = {
  seed: 1,
  sessionTtlMs: 20 * 60_000,
  holdTtlMs: 15 * 60_000,
  paymentDelayMs: 3000,
  geolocation: 'ireland',
} as const;

/** `options` with every default filled in. */
export function resolveOptions(options: SandboxOptions = {}): ResolvedOptions {
  const base = options.clock ?? systemClock;
  return {
    seed: options.seed ?? DEFAULTS.seed,
    clock: options.today ? startingOn(base, options.today) : base,
    sessionTtlMs: options.sessionTtlMs ?? DEFAULTS.sessionTtlMs,
    holdTtlMs: options.holdTtlMs ?? DEFAULTS.holdTtlMs,
    paymentDelayMs: options.paymentDelayMs ?? DEFAULTS.paymentDelayMs,
    geolocation: options.geolocation === undefined ? DEFAULTS.geolocation : options.geolocation,
    faults: options.faults ?? '',
    hostileName: options.hostileName ?? false,
    validation: options.validation ?? (options.contract || inNode() ? 'enforce' : 'off'),
    sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    logger: options.logger ?? console,
    ...(options.publicUrl === undefined ? {} : { publicUrl: options.publicUrl }),
    ...(options.contract === undefined ? {} : { contract: options.contract }),
  };
}

/**
 * `base` shifted so that it reads 09:00 UTC on `today` now, and runs on from there: the same
 * instant on every run, so answers (and screenshots) do not depend on the time of day.
 */
function startingOn(base: Clock, today: string): Clock {
  const start = Date.parse(`${today}T${START_OF_DAY}`);
  if (Number.isNaN(start) || !/^\d{4}-\d{2}-\d{2}$/.test(today))
    throw new RangeError(`today must be YYYY-MM-DD, got "${today}"`);
  const shift = start - base.now();
  return { now: () => base.now() + shift };
}

/** A non-negative integer from `value`, or a thrown error naming the variable. */
function integer(name: string, value: string): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new RangeError(`${name} must be a non-negative integer, got "${value}"`);
  return parsed;
}

/**
 * The options of the running server from its environment:
 * `SANDBOX_SEED`, `SANDBOX_TODAY`, `SANDBOX_SESSION_TTL_MS`, `SANDBOX_HOLD_TTL_MS`,
 * `SANDBOX_PAYMENT_DELAY_MS`, `SANDBOX_GEOLOCATION` (`none` answers 404), `SANDBOX_FAULTS`,
 * `SANDBOX_HOSTILE_NAME` (`on`/`off`),
 * `SANDBOX_VALIDATION` (`off`), `SANDBOX_PUBLIC_URL`. Validation is off when `NODE_ENV` is
 * `production`, on otherwise.
 */
export function optionsFromEnv(env: Record<string, string | undefined> = process.env): SandboxOptions {
  const options: SandboxOptions = {};
  if (env.SANDBOX_SEED) options.seed = integer('SANDBOX_SEED', env.SANDBOX_SEED);
  if (env.SANDBOX_TODAY) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(env.SANDBOX_TODAY))
      throw new RangeError('SANDBOX_TODAY must be YYYY-MM-DD');
    options.today = env.SANDBOX_TODAY;
  }
  if (env.SANDBOX_SESSION_TTL_MS)
    options.sessionTtlMs = integer('SANDBOX_SESSION_TTL_MS', env.SANDBOX_SESSION_TTL_MS);
  if (env.SANDBOX_HOLD_TTL_MS) options.holdTtlMs = integer('SANDBOX_HOLD_TTL_MS', env.SANDBOX_HOLD_TTL_MS);
  if (env.SANDBOX_PAYMENT_DELAY_MS)
    options.paymentDelayMs = integer('SANDBOX_PAYMENT_DELAY_MS', env.SANDBOX_PAYMENT_DELAY_MS);
  if (env.SANDBOX_GEOLOCATION)
    options.geolocation = env.SANDBOX_GEOLOCATION === 'none' ? null : env.SANDBOX_GEOLOCATION;
  if (env.SANDBOX_FAULTS) options.faults = env.SANDBOX_FAULTS;
  if (env.SANDBOX_HOSTILE_NAME) {
    if (env.SANDBOX_HOSTILE_NAME !== 'on' && env.SANDBOX_HOSTILE_NAME !== 'off')
      throw new RangeError(`SANDBOX_HOSTILE_NAME must be on or off, got "${env.SANDBOX_HOSTILE_NAME}"`);
    options.hostileName = env.SANDBOX_HOSTILE_NAME === 'on';
  }
  if (
    env.SANDBOX_VALIDATION === 'off' ||
    (env.NODE_ENV === 'production' && env.SANDBOX_VALIDATION !== 'enforce')
  )
    options.validation = 'off';
  if (env.SANDBOX_PUBLIC_URL) options.publicUrl = env.SANDBOX_PUBLIC_URL.replace(/\/$/, '');
  return options;
}
