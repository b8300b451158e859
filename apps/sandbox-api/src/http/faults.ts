/**
 * Fault injection for reliability tests. A fault spec is a comma-separated list of directives;
 * the process has a list of specs (separated by `;`, from `SANDBOX_FAULTS` or `PUT /sandbox/faults`)
 * and each request may add one in its `X-Sandbox-Fault` header.
 *
 * | directive            | effect                                                              |
 * | -------------------- | ------------------------------------------------------------------- |
 * | `latency=300`        | wait 300 ms first (`latency=100-400`: uniformly in that range)       |
 * | `error=0.25`         | answer 500 to a quarter of requests (`error` alone: all of them)     |
 * | `error-status=503`   | the status of those errors (500, 502, 503 or 504)                    |
 * | `500`, `503`, …      | shorthand for `error=1,error-status=…`                              |
 * | `rate-limit=5`, `429`| answer 429 with `Retry-After: 5` (default 1)                        |
 * | `drop`               | close the connection without an answer                              |
 * | `malformed`          | answer 200 with a truncated JSON body                               |
 * | `unauthorized`, `401`| answer 401 as for an unknown booking session                        |
 * | `path=/reservations` | only requests whose path contains this (process specs); a final `$`  |
 * |                      | anchors it at the path's end (`path=/landing$`: not `/landing/filters`) |
 * | `times=2`            | only the first 2 matching requests (process specs)                  |
 */
/** `fragment` is in `path`; with a final `$`, at its end. */
function pathMatches(path: string, fragment: string): boolean {
  return fragment.endsWith('$') ? path.endsWith(fragment.slice(0, -1)) : path.includes(fragment);
}

export interface FaultSpec {
  latencyMs?: readonly [number, number];
  errorRate?: number;
  errorStatus?: 500 | 502 | 503 | 504;
  retryAfterSeconds?: number;
  drop?: boolean;
  malformed?: boolean;
  unauthorized?: boolean;
  path?: string;
  times?: number;
  /** The text it was parsed from. */
  source: string;
}

/** What a request suffers: a delay, then at most one outcome. */
interface FaultDecision {
  latencyMs: number;
  outcome?: 'drop' | 'unauthorized' | 'rate-limit' | 'error' | 'malformed';
  errorStatus: 500 | 502 | 503 | 504;
  retryAfterSeconds: number;
}

/** A fault spec that cannot be parsed. */
export class FaultSyntaxError extends Error {
  constructor(
    readonly directive: string,
    reason: string,
  ) {
    super(`Unknown fault "${directive}": ${reason}`);
    this.name = 'FaultSyntaxError';
  }
}

const ERROR_STATUSES = [500, 502, 503, 504] as const;
type ErrorStatus = (typeof ERROR_STATUSES)[number];
const isErrorStatus = (value: number): value is ErrorStatus =>
  (ERROR_STATUSES as readonly number[]).includes(value);

function number(directive: string, value: string | undefined, min: number, max: number): number {
  const parsed = Number(value);
  if (value === undefined || value === '' || !Number.isFinite(parsed) || parsed < min || parsed > max)
    throw new FaultSyntaxError(directive, `expected a number from ${min} to ${max}`);
  return parsed;
}

/** Parses one spec (`latency=200,error=0.5`). */
export function parseFaultSpec(text: string): FaultSpec {
  const spec: FaultSpec = { source: text.trim() };
  for (const raw of text.split(',')) {
    const directive = raw.trim();
    if (!directive) continue;
    const [name = '', value] = directive.split('=', 2).map((part) => part.trim());
    switch (name.toLowerCase()) {
      case 'latency': {
        const [low, high = low] = (value ?? '').split('-');
        const min = number(directive, low, 0, 60_000);
        const max = number(directive, high, min, 60_000);
        spec.latencyMs = [min, max];
        break;
      }
      case 'error':
        spec.errorRate = value === undefined ? 1 : number(directive, value, 0, 1);
        break;
      case 'error-status': {
        const status = number(directive, value, 500, 504);
        if (!isErrorStatus(status)) throw new FaultSyntaxError(directive, 'expected 500, 502, 503 or 504');
        spec.errorStatus = status;
        break;
      }
      case '500':
      case '502':
      case '503':
      case '504':
        spec.errorRate = 1;
        spec.errorStatus = Number(name) as ErrorStatus;
        break;
      case '429':
      case 'rate-limit':
        spec.retryAfterSeconds = value === undefined ? 1 : number(directive, value, 0, 3600);
        break;
      case 'drop':
        spec.drop = true;
        break;
      case 'malformed':
        spec.malformed = true;
        break;
      case '401':
      case 'unauthorized':
        spec.unauthorized = true;
        break;
      case 'path':
        if (!value) throw new FaultSyntaxError(directive, 'expected a path fragment');
        spec.path = value;
        break;
      case 'times':
        spec.times = number(directive, value, 1, 1_000_000);
        break;
      default:
        throw new FaultSyntaxError(directive, 'see the sandbox README for the directives');
    }
  }
  return spec;
}

/** Parses a list of specs separated by `;`. */
export function parseFaultSpecs(text: string): FaultSpec[] {
  return text
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(parseFaultSpec);
}

/** Process-wide faults with their `times` counters, and the decision for each request. */
export interface FaultInjector {
  /** Replaces the process-wide specs. */
  set(specs: readonly FaultSpec[]): void;
  list(): ReadonlyArray<FaultSpec & { remaining?: number }>;
  /** The decision for a request to `path`, with the header's spec if any. */
  decide(path: string, header: FaultSpec | undefined): FaultDecision;
}

/** A {@link FaultInjector} starting with `initial`; `random` decides error shares and latency ranges. */
export function createFaultInjector(initial: readonly FaultSpec[], random: () => number): FaultInjector {
  let specs: Array<FaultSpec & { remaining?: number }> = [];
  const set = (next: readonly FaultSpec[]) => {
    specs = next.map((spec) => (spec.times === undefined ? { ...spec } : { ...spec, remaining: spec.times }));
  };
  set(initial);
  return {
    set,
    list: () => specs,
    decide(path, header) {
      const active: FaultSpec[] = [];
      for (const spec of specs) {
        if (spec.path !== undefined && !pathMatches(path, spec.path)) continue;
        if (spec.remaining !== undefined) {
          if (spec.remaining <= 0) continue;
          spec.remaining--;
        }
        active.push(spec);
      }
      if (header) active.push(header);
      const decision: FaultDecision = { latencyMs: 0, errorStatus: 500, retryAfterSeconds: 1 };
      const outcomes = new Set<NonNullable<FaultDecision['outcome']>>();
      for (const spec of active) {
        if (spec.latencyMs) {
          const [min, max] = spec.latencyMs;
          decision.latencyMs = Math.max(decision.latencyMs, Math.round(min + random() * (max - min)));
        }
        if (spec.drop) outcomes.add('drop');
        if (spec.unauthorized) outcomes.add('unauthorized');
        if (spec.retryAfterSeconds !== undefined) {
          outcomes.add('rate-limit');
          decision.retryAfterSeconds = spec.retryAfterSeconds;
        }
        if (spec.errorRate !== undefined && random() < spec.errorRate) {
          outcomes.add('error');
          decision.errorStatus = spec.errorStatus ?? 500;
        }
        if (spec.malformed) outcomes.add('malformed');
      }
      // One outcome per answer; the harshest wins.
      const order = ['drop', 'unauthorized', 'rate-limit', 'error', 'malformed'] as const;
      const outcome = order.find((candidate) => outcomes.has(candidate));
      return outcome ? { ...decision, outcome } : decision;
    },
  };
}
