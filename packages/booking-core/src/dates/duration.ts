/** One part of a duration: whole hours, or the minutes left. */
export type DurationPart = { unit: 'hours'; count: number } | { unit: 'minutes'; count: number };

/**
 * A duration in minutes as the parts it is read by ('2 hours 15 minutes', spec 2 §2): the whole
 * hours and the minutes left (rounded), each left out when 0; under a minute reads '0 minutes'.
 * Each package words the parts through its catalogue.
 */
export function durationParts(minutes: number): DurationPart[] {
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes % 60);
  const parts: DurationPart[] = [];
  if (hours > 0) parts.push({ unit: 'hours', count: hours });
  if (rest > 0 || hours === 0) parts.push({ unit: 'minutes', count: rest });
  return parts;
}
