import type { MoneyByCurrency, SalePeriod } from '@coras/api-client';
import { hash } from '../random';
import type { AttractionSeed, PriceTypeSeed, SectionSeed } from './attractions';
import { moneyFromEur } from './currencies';
import { addDays, formatZoned, zonedDate, zonedEpoch } from './time';

// When an attraction runs and what it offers on a day: computed from its seed on demand, so the
// catalogue stores no per-day rows and any date in its 300-day horizon costs the same.

/** One bookable option: a start time and a section (theatre) or variant (tour). */
export interface OptionSeed {
  selectionId: string;
  date: string;
  slot: string;
  slotIndex: number;
  section: SectionSeed;
  startEpoch: number;
  /** ISO 8601 with the venue's offset. */
  start: string;
  priceTypes: readonly PriceTypeSeed[];
}

/** Whether `date` (venue date) is inside one of the attraction's sale periods. */
export function isSaleDay(attraction: AttractionSeed, date: string): boolean {
  return attraction.saleDays.some((range) => range.from <= date && date <= range.to);
}

/** The options of `date`, whether or not their start has passed; none outside the sale periods. */
export function optionsOn(attraction: AttractionSeed, date: string): OptionSeed[] {
  if (!isSaleDay(attraction, date)) return [];
  const compactDate = date.replaceAll('-', '');
  const prefix = attraction.id.slice(0, 8);
  return attraction.slots.flatMap((slot, slotIndex) => {
    const startEpoch = zonedEpoch(date, slot, attraction.timeZone);
    const start = formatZoned(startEpoch, attraction.timeZone);
    const adultsOnly = attraction.lastSlotAdultsOnly && slotIndex === attraction.slots.length - 1;
    const priceTypes = adultsOnly
      ? attraction.priceTypes.filter((type) => type.id === 'adult')
      : attraction.priceTypes;
    return attraction.sections.map((section) => ({
      selectionId: `${prefix}-${compactDate}-${slot.replace(':', '')}-${section.slug}`,
      date,
      slot,
      slotIndex,
      section,
      startEpoch,
      start,
      priceTypes,
    }));
  });
}

/** The option `selectionId` on `date`, if the attraction offers it. */
export function findOption(
  attraction: AttractionSeed,
  date: string,
  selectionId: string,
): OptionSeed | undefined {
  return optionsOn(attraction, date).find((option) => option.selectionId === selectionId);
}

/** Tickets an option starts with, before any hold or sale: a pure function of the seed. */
export function capacity(seed: number, attraction: AttractionSeed, option: OptionSeed): number {
  const { stock } = attraction;
  if (stock.kind === 'fixed') return stock.tickets;
  const roll = hash(`${seed}:${option.selectionId}`) / 4294967296;
  if (roll < stock.soldOutShare) return 0;
  const spread = hash(`${seed}:spread:${option.selectionId}`) % (stock.max - stock.min + 1);
  return stock.min + spread;
}

/** The price of one ticket of `priceType` in `option`, EUR cents (without the booking fee). */
function unitPriceEur(attraction: AttractionSeed, option: OptionSeed, priceType: PriceTypeSeed): number {
  return Math.round((attraction.basePriceEur * option.section.factor * priceType.factor) / 50) * 50;
}

/** {@link unitPriceEur} in every currency. */
export function unitPrice(
  attraction: AttractionSeed,
  option: OptionSeed,
  priceType: PriceTypeSeed,
): MoneyByCurrency {
  return moneyFromEur(unitPriceEur(attraction, option, priceType));
}

/** The cheapest single ticket (a family ticket is not a single ticket), EUR cents. */
export function fromPriceEur(attraction: AttractionSeed): number {
  const factors = attraction.priceTypes.map((type) => type.factor).filter((factor) => factor <= 1);
  const cheapestSection = Math.min(...attraction.sections.map((section) => section.factor));
  return Math.round((attraction.basePriceEur * cheapestSection * Math.min(...factors, 1)) / 50) * 50;
}

/** The sale periods as the API shows them: midnight to 23:59:59 venue time. */
export function salePeriods(attraction: AttractionSeed): SalePeriod[] {
  return attraction.saleDays.map((range) => ({
    start: formatZoned(zonedEpoch(range.from, '00:00', attraction.timeZone), attraction.timeZone),
    end: formatZoned(zonedEpoch(range.to, '23:59', attraction.timeZone) + 59_000, attraction.timeZone),
  }));
}

/** An instance: a day and a start time. */
export interface Instance {
  date: string;
  epoch: number;
  start: string;
}

/** The later of two `YYYY-MM-DD` dates (they compare as strings). */
const laterDate = (a: string, b: string | undefined) => [a, b ?? a].sort()[1] ?? a;

/** The first instance starting after `now` on or after `fromDate` (venue dates). */
export function nextInstance(
  attraction: AttractionSeed,
  now: number,
  fromDate?: string,
): Instance | undefined {
  const today = zonedDate(now, attraction.timeZone);
  const from = laterDate(today, fromDate);
  for (const range of attraction.saleDays) {
    if (range.to < from) continue;
    for (let date = laterDate(range.from, from); date <= range.to; date = addDays(date, 1)) {
      for (const slot of attraction.slots) {
        const epoch = zonedEpoch(date, slot, attraction.timeZone);
        if (epoch > now) return { date, epoch, start: formatZoned(epoch, attraction.timeZone) };
      }
    }
  }
  return undefined;
}

/** The last instance of the attraction. */
export function lastInstance(attraction: AttractionSeed): Instance | undefined {
  const last = attraction.saleDays.at(-1);
  const slot = attraction.slots.at(-1);
  if (!last || !slot) return undefined;
  const epoch = zonedEpoch(last.to, slot, attraction.timeZone);
  return { date: last.to, epoch, start: formatZoned(epoch, attraction.timeZone) };
}

/** Up to `count` instances after `now`. */
export function upcomingInstances(
  attraction: AttractionSeed,
  now: number,
  count: number,
  fromDate?: string,
): string[] {
  const found: string[] = [];
  let cursor = fromDate;
  let after = now;
  while (found.length < count) {
    const next = nextInstance(attraction, after, cursor);
    if (!next) break;
    found.push(next.start);
    after = next.epoch;
    cursor = next.date;
  }
  return found;
}

/** Whether the attraction has an instance between two venue dates (inclusive). */
export function runsBetween(attraction: AttractionSeed, from: string, to: string): boolean {
  return attraction.saleDays.some((range) => range.from <= to && from <= range.to);
}
