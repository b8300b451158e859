// Calendar arithmetic on plain `YYYY-MM-DD` strings and wall-clock times in IANA zones, on Intl
// alone (no date library): the sandbox needs only these few conversions.

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of an epoch in UTC. */
export function utcDate(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

/** `date` plus `days` (negative goes back). */
export function addDays(date: string, days: number): string {
  return utcDate(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS);
}

/** Whether `text` is a real calendar date written `YYYY-MM-DD`. */
export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && utcDate(time) === text;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

/** The wall clock of `timeZone` at `epochMs`, as UTC fields. */
function wallClock(epochMs: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(epochMs)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
}

const QUARTER_HOUR = 15 * 60_000;
const offsets = new Map<string, Map<number, number>>();

/**
 * The zone's offset from UTC in minutes at `epochMs` (Europe/Dublin in summer: 60). Zones change
 * offset on quarter-hour boundaries, so the answer is cached per quarter hour: Intl's
 * `formatToParts` is the slowest call of a landing page otherwise.
 */
export function offsetMinutes(epochMs: number, timeZone: string): number {
  let zone = offsets.get(timeZone);
  if (!zone) {
    zone = new Map();
    offsets.set(timeZone, zone);
  }
  const bucket = Math.floor(epochMs / QUARTER_HOUR);
  let offset = zone.get(bucket);
  if (offset === undefined) {
    const instant = bucket * QUARTER_HOUR;
    offset = Math.round((wallClock(instant, timeZone) - instant) / 60_000);
    zone.set(bucket, offset);
  }
  return offset;
}

/**
 * The instant at which the wall clock of `timeZone` reads `date` `time` (`HH:mm`). A time that
 * a spring-forward skips resolves to the later offset, as venues' systems do.
 */
export function zonedEpoch(date: string, time: string, timeZone: string): number {
  const wall = Date.parse(`${date}T${time}:00Z`);
  let epoch = wall - offsetMinutes(wall, timeZone) * 60_000;
  const corrected = wall - offsetMinutes(epoch, timeZone) * 60_000;
  if (corrected !== epoch) epoch = corrected;
  return epoch;
}

/** ISO 8601 with the zone's offset at that instant: `2026-03-29T19:30:00+01:00`. */
export function formatZoned(epochMs: number, timeZone: string): string {
  const offset = offsetMinutes(epochMs, timeZone);
  const local = new Date(epochMs + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** `YYYY-MM-DD` on the wall clock of `timeZone` at `epochMs`. */
export function zonedDate(epochMs: number, timeZone: string): string {
  return utcDate(epochMs + offsetMinutes(epochMs, timeZone) * 60_000);
}
