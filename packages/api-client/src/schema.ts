import type { components, paths } from './generated/coras-v2';

/** The only API version; it fills the `{api_version}` path parameter unless a call sets it. */
export const API_VERSION = 'v2';

type Schemas = components['schemas'];

/**
 * Makes `api_version` optional in an operation's path parameters, and the whole `path` object
 * optional when `api_version` is its only member, so calls read
 * `client.GET('/{api_version}/landing')` instead of repeating `{ path: { api_version: 'v2' } }`.
 */
type DefaultVersion<Op> = Op extends { parameters: infer Params }
  ? Params extends { path: infer PathParams }
    ? Omit<Op, 'parameters'> & {
        parameters: Omit<Params, 'path'> &
          (Exclude<keyof PathParams, 'api_version'> extends never
            ? { path?: { api_version?: typeof API_VERSION } }
            : { path: Omit<PathParams, 'api_version'> & { api_version?: typeof API_VERSION } });
      }
    : Op
  : Op;

/** The document's paths, as the client accepts them (`api_version` defaults to `'v2'`). */
export type CorasPaths = {
  [Path in keyof paths]: { [Method in keyof paths[Path]]: DefaultVersion<paths[Path][Method]> };
};

export type { components, operations, paths } from './generated/coras-v2';

// Entity names the other packages use. Each is the document's schema of the same name.
export type ApiError = Schemas['Error'];
export type FieldErrorValue = Schemas['FieldErrorValue'];
export type CurrencyCode = Schemas['CurrencyCode'];
export type MoneyByCurrency = Schemas['MoneyByCurrency'];
export type ImageEntry = Schemas['ImageEntry'];
export type Media = Schemas['Media'];
export type ImagesBySize = Schemas['ImagesBySize'];
export type Category = Schemas['Category'];
export type LocationType = Schemas['LocationType'];
export type Location = Schemas['Location'];
export type LocationSearchResponse = Schemas['LocationSearchResponse'];
export type LocationsListing = Schemas['LocationsListing'];
export type Geolocation = Schemas['Geolocation'];
export type AttractionItem = Schemas['AttractionItem'];
export type LandingSection = Schemas['LandingSection'];
export type LandingResponse = Schemas['LandingResponse'];
export type FilterOption = Schemas['FilterOption'];
export type FilterDefinition = Schemas['FilterDefinition'];
export type LandingFilters = Schemas['LandingFilters'];
export type SortingOption = Schemas['SortingOption'];
export type SortingOptions = Schemas['SortingOptions'];
export type NavbarSearchItem = Schemas['NavbarSearchItem'];
export type NavbarSearchResponse = Schemas['NavbarSearchResponse'];
export type SearchResultCard = Schemas['SearchResultCard'];
export type AttractionSearchResponse = Schemas['AttractionSearchResponse'];
export type AttractionType = Schemas['AttractionType'];
export type SalePeriod = Schemas['SalePeriod'];
export type PriceType = Schemas['PriceType'];
export type Attraction = Schemas['Attraction'];
export type SeatingChartEvent = Schemas['SeatingChartEvent'];
export type SeatingChartHoldToken = Schemas['SeatingChartHoldToken'];
export type BookingSessionRequest = Schemas['BookingSessionRequest'];
export type BookingSession = Schemas['BookingSession'];
export type TicketSelection = Schemas['TicketSelection'];
export type AvailabilityCheckRequest = Schemas['AvailabilityCheckRequest'];
export type OptionPrice = Schemas['OptionPrice'];
export type AvailabilityOption = Schemas['AvailabilityOption'];
export type AvailabilityCheckResponse = Schemas['AvailabilityCheckResponse'];
export type ReservationCreateRequest = Schemas['ReservationCreateRequest'];
export type ReservationTicket = Schemas['ReservationTicket'];
export type PickupPoint = Schemas['PickupPoint'];
export type Reservation = Schemas['Reservation'];
export type ReservationsResponse = Schemas['ReservationsResponse'];
export type ReservationUpdateRequest = Schemas['ReservationUpdateRequest'];
export type RequirementField = Schemas['RequirementField'];
export type Requirement = Schemas['Requirement'];
export type ReservationCheck = Schemas['ReservationCheck'];
export type Attendee = Schemas['Attendee'];
export type ReservationConfirmRequest = Schemas['ReservationConfirmRequest'];
export type ReservationConfirmation = Schemas['ReservationConfirmation'];
export type CountryEntry = Schemas['CountryEntry'];
export type CountriesResponse = Schemas['CountriesResponse'];
export type TransactionStatus = Schemas['TransactionStatus'];
export type Transaction = Schemas['Transaction'];
export type TransactionsResponse = Schemas['TransactionsResponse'];
export type PageItem = Schemas['PageItem'];
export type PageSection = Schemas['PageSection'];
export type Page = Schemas['Page'];
export type SupportSubject = Schemas['SupportSubject'];
export type SupportSubjectsResponse = Schemas['SupportSubjectsResponse'];
export type SupportMessageRequest = Schemas['SupportMessageRequest'];
export type SupportMessageReceipt = Schemas['SupportMessageReceipt'];
