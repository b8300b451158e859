/**
 * The part of the seat-reservation provider's chart script (seats.io's renderer, spec 2 §3) the
 * storefront uses, typed here rather than through the provider's npm package: that package loads
 * its code from the internet at run time, which an embedded storefront must decide itself.
 */

/** The provider's regions (spec 2 §9); each has its own script address. */
export const seatingChartRegions = ['eu', 'na', 'sa', 'oc'] as const;
export type SeatingChartRegion = (typeof seatingChartRegions)[number];

/**
 * The statuses a seat can have (spec 2 §3): free, booked, held under a hold token
 * (`reservedByToken`), or offered again by its buyer (`resale`).
 */
export const seatingChartObjectStatuses = ['free', 'booked', 'reservedByToken', 'resale'] as const;
export type SeatingChartObjectStatus = (typeof seatingChartObjectStatuses)[number];

/** The statuses a visitor may pick a seat in: nobody holds it. */
const pickable: ReadonlySet<string> = new Set<SeatingChartObjectStatus>(['free', 'resale']);

/**
 * Whether a seat the chart reports was on offer when picked: free or resale. A seat the provider
 * reports without a status counts as on offer (the chart only lets offered seats be selected).
 */
export function isOnOffer(object: Pick<SeatingChartObject, 'status'>): boolean {
  return object.status === undefined || pickable.has(object.status);
}

/**
 * The provider's hold token (spec 2 §3): seats selected on a chart rendered with it are held
 * (`reservedByToken`) until `expiresAt`.
 */
export interface SeatingChartHoldToken {
  holdToken: string;
  /** ISO date-time. */
  expiresAt: string;
  /** Seconds left when the token was read. */
  expiresInSeconds?: number | undefined;
}

/**
 * A season of the provider (spec 2 §3): a chart's events grouped under one key. A chart given the
 * season's key as its `event` shows the season's seats.
 */
export interface SeatingChartSeason {
  key: string;
  /** The events of the season. */
  events: ReadonlyArray<{ key: string }>;
  /** Partial seasons (subscriptions to some of the events). */
  partialSeasonKeys?: readonly string[] | undefined;
}

/**
 * A filter of the provider's status changes (spec 2 §3): which changes of a seat's status to list,
 * by status, seat label or hold token (the provider's event log; the storefront does not call it).
 */
export interface SeatingChartStatusChangeFilter {
  status?: SeatingChartObjectStatus | undefined;
  objectLabel?: string | undefined;
  holdToken?: SeatingChartHoldToken['holdToken'] | undefined;
}

/** A seat, table or area as the chart reports it. */
export interface SeatingChartObject {
  id?: string;
  /** The full label, e.g. 'A-12'. */
  label: string;
  labels?: { own?: string; parent?: string; section?: string } | undefined;
  category?: { key: string | number; label: string } | undefined;
  status?: SeatingChartObjectStatus | (string & {}) | undefined;
  objectType?: string | undefined;
  [property: string]: unknown;
}

/** A ticket type chosen with a seat, when the event has several. */
export interface SeatingChartTicketType {
  ticketType?: string;
  price?: number;
  [property: string]: unknown;
}

/** A rendered chart: what the provider's `SeatingChart` constructor returns. */
export interface SeatingChartInstance {
  render(): SeatingChartInstance;
  destroy(): void;
  /** 'INITIAL' | 'RENDERING' | 'RENDERED' | 'DESTROYED' … in the provider's words. */
  state?: string;
  selectedObjects?: unknown[];
}

/** The events of the chart (spec 2 §3), as typed callbacks. */
export interface SeatingChartCallbacks {
  /** A seat was selected. */
  onObjectSelected?: ((object: SeatingChartObject, ticketType?: SeatingChartTicketType) => void) | undefined;
  /** A seat was deselected. */
  onObjectDeselected?:
    | ((object: SeatingChartObject, ticketType?: SeatingChartTicketType) => void)
    | undefined;
  /** The seats the selection would leave alone in their row changed ('warn' mode). */
  onOrphanSeatsChanged?: ((orphans: SeatingChartObject[], action?: string) => void) | undefined;
  /** The chart is on screen. */
  onChartRendered?: ((chart: SeatingChartInstance) => void) | undefined;
  /** The provider could not render the chart (unknown event, bad key…). */
  onChartRenderingFailed?: ((chart: SeatingChartInstance) => void) | undefined;
}

/** Renderer options; any other option of the provider passes through as it is. */
export interface SeatingChartOptions {
  /** @default true (spec 2 §3) */
  showRowLabels?: boolean;
  /** @default true (spec 2 §3) */
  showRowLines?: boolean;
  /** @default { hideNonSelectableCategories: true } (spec 2 §3) */
  legend?: { hideNonSelectableCategories?: boolean; [option: string]: unknown };
  /** Orphan seats are flagged, not forbidden. @default 'warn' (spec 2 §3) */
  orphanSeats?: 'warn' | (string & {});
  [option: string]: unknown;
}

/** What the provider's constructor receives. */
export interface SeatingChartConfig extends SeatingChartOptions, SeatingChartCallbacks {
  container: HTMLElement;
  workspaceKey: string;
  /** An event's key, or a season's ({@link SeatingChartSeason}). */
  event: string | SeatingChartSeason['key'];
  /** With `session: 'manual'`: the selected seats are held under this token. */
  holdToken?: SeatingChartHoldToken['holdToken'] | undefined;
  session?: 'manual' | (string & {}) | undefined;
  region: SeatingChartRegion;
  language: string;
}

/** The global the provider's script defines (`window.seatsio`). */
export interface SeatingChartGlobal {
  SeatingChart: new (config: SeatingChartConfig) => SeatingChartInstance;
}
