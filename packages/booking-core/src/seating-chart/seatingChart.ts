import type { Attraction, AvailabilityOption } from '@coras/api-client';
import { isBlank } from '../availability/blank';

/** The chart a details page shows: the provider's workspace and event, and a hold token still valid. */
export interface SeatingChartEventRef {
  workspaceKey: string;
  /** The provider's event key, or a season's key (the chart then shows all the season's events). */
  event: string;
  /** The hold token the chart holds the selected seats under, while it has not expired. */
  holdToken?: { token: string; expiresAt: number } | undefined;
}

/**
 * The seating chart of an attraction (spec 2 §1, §3): theatre attractions whose API data names a
 * chart event (`seating_chart` with a workspace and an event key) have one; tours, blank keys and
 * no `seating_chart` have none. The hold token is passed on only while it is valid at `now` (epoch
 * ms): an expired or unreadable one would make the provider refuse the chart, which renders
 * without one as well.
 */
export function seatingChartOf(
  attraction: Pick<Attraction, 'attraction_type' | 'seating_chart'>,
  now: number,
): SeatingChartEventRef | undefined {
  const chart = attraction.seating_chart;
  if (attraction.attraction_type !== 'THEATER' || !chart) return undefined;
  if (isBlank(chart.workspace_key) || isBlank(chart.event_key)) return undefined;
  const ref: SeatingChartEventRef = {
    workspaceKey: chart.workspace_key.trim(),
    event: chart.event_key.trim(),
  };
  const token = chart.hold_token;
  const expiresAt = token ? Date.parse(token.expires_at) : Number.NaN;
  if (token && !isBlank(token.hold_token) && expiresAt > now) {
    ref.holdToken = { token: token.hold_token, expiresAt };
  }
  return ref;
}

/** The one spelling of a section's name both lists use: trimmed, case and spacing ignored. */
const sectionKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');

/**
 * The section option a seat picked on the chart stands for (spec 2 §2, §4: a theatre's tickets are
 * reserved by section): the option of the chosen performance whose name is the seat's section or
 * category, when it is available. `undefined` when that section has no option or none left, so the
 * list of sections — the chart's accessible alternative — stays the way to choose.
 */
export function sectionOptionOfSeat(
  options: readonly AvailabilityOption[],
  seat: { section?: string | undefined; category?: string | undefined },
): AvailabilityOption | undefined {
  const names = [seat.section, seat.category]
    .filter((name): name is string => !isBlank(name))
    .map(sectionKey);
  return options.find((option) => option.available && names.includes(sectionKey(option.name)));
}
