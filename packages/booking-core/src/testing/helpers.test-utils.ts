// Helpers shared by the tests (excluded from coverage and from the build).

/**
 * `Intl` writes narrow no-break spaces (U+202F) and no-break spaces (U+00A0) in many formats
 * (French thousands, 'Jan 5, 2026, 7:30 PM' in newer ICU). Tests compare after mapping both to a
 * plain space, never against hand-typed special spaces.
 */
export function normaliseSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f\u2009]/g, ' ');
}

/** A logger that records what it was told. */
export function recordingLogger() {
  const entries: { level: 'warn' | 'error'; message: string; details: unknown }[] = [];
  return {
    entries,
    warn: (message: string, details?: unknown) => {
      entries.push({ level: 'warn', message, details });
    },
    error: (message: string, details?: unknown) => {
      entries.push({ level: 'error', message, details });
    },
  };
}

/** Range text with the spaces around its dash removed: ICU versions differ on "5–9" vs "5 – 9". */
export function normaliseRange(text: string): string {
  return normaliseSpaces(text).replace(/\s*[–-]\s*/g, '–');
}

/**
 * Property tests run with a fixed seed (the suite is deterministic) and more runs than
 * fast-check's default 100 to make up for it. Change the seed locally to explore further.
 */
export const PROPERTY_RUNS = { seed: 20_260_510, numRuns: 300 } as const;

/**
 * Time zones that catch date bugs: UTC, DST at 01:00 UTC (Dublin) and at local time (Paris, Los
 * Angeles), DST at midnight (Santiago), a half-hour DST (Lord Howe), a 45-minute offset (Kathmandu)
 * and the two ends of the day (Kiritimati +14, Pago Pago −11).
 */
export const AWKWARD_ZONES = [
  'UTC',
  'Europe/Dublin',
  'Europe/Paris',
  'America/Santiago',
  'America/Los_Angeles',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
] as const;
