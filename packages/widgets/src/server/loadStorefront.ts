import {
  CorasApiError,
  type CorasClient,
  type CorasLogger,
  type CorasResult,
  createCorasClient,
} from '@coras/api-client';
import {
  attractionHead,
  type CorasConfigInput,
  createFirstPageBudget,
  globalTimers,
  helpPageSlug,
  landingHead,
  type PageHead,
  type PageParams,
  type ParamsUpdate,
  resolveConfig,
  resolveHelpContent,
  searchQuery,
  startParams,
  systemTimeZone,
} from '@coras/booking-core';
import { unstable_serialize } from 'swr';
import { locationsRequest, placeOf } from '../features/landing-search/landingRequests';
import { firstPageRequests, type StartRequest } from '../pages/firstPageRequests';
import { helpPageRequest, supportSubjectsRequest } from '../pages/help/helpRequests';
import { fetchSearchPage, searchCriteria, searchFirstPageKey } from '../pages/search/searchRequest';
import { fetchApi } from '../runtime/data/fetchApi';
import type { SnapshotError, StorefrontSnapshot } from '../runtime/data/snapshot';
import type { ApiKey } from '../runtime/data/useApi';
import { addressParams } from '../runtime/navigation/router';

/** Options of {@link loadStorefront}: the provider's configuration, and the page to load. */
export interface LoadStorefrontOptions
  extends Pick<
    CorasConfigInput,
    'apiHost' | 'distributorId' | 'locale' | 'locales' | 'currency' | 'currencies'
  > {
  /**
   * The request's address, read as the README's router reads it (`/{locale}/{currency}/…?…`); an
   * address of the host's own (`/`) is the provider's start page: `params`, else the landing.
   */
  address?: string | undefined;
  /** Where the storefront is mounted (the router's `basePath`). */
  basePath?: string | undefined;
  /**
   * The site's origin (`https://shop.example`; a longer URL is reduced to its origin), from the
   * host's configuration, never from the request's `Host` header, which the client writes: the
   * page's JSON-LD and `storefrontMetadata`'s canonical address are absolute with it. Without it,
   * the server's HTML gives the JSON-LD's addresses as paths.
   */
  origin?: string | undefined;
  /** The page to load when the address names none (the provider's `initialParams`). */
  params?: ParamsUpdate | undefined;
  /**
   * The `fetch` the API calls go through, e.g. one that passes the visitor's address to the API
   * (`x-forwarded-for`) so that a landing without a place is located for the visitor, not the server.
   * @default the global `fetch`
   */
  fetch?: ((request: Request) => Promise<Response>) | undefined;
  /** Where the API client reports failed calls and their retries. @default the console */
  logger?: CorasLogger | undefined;
}

/**
 * Asks the API, on a server, for what the first page of an address shows — a landing's sections
 * (located for the visitor when the address names no place; a city's with its place's names), a details
 * page's attraction — and returns it as a JSON-serialisable snapshot for
 * `<CorasProvider initialData>`, which renders the real page on the server and lets the browser
 * take it over without asking again. The requests are the ones the browser's widget makes for that
 * page, under the same cache keys.
 *
 * It never opens a booking session, reads no cookie and keeps nothing between calls: two calls at
 * once (other locales, other currencies) never mix. It never throws for the API: a missing
 * attraction gives `status: 'not-found'` (answer HTTP 404), an API that fails gives `status: 'error'`
 * and the page renders its error state. It throws only for a configuration without `apiHost` or
 * `distributorId`, or with an `origin` that is not an absolute http(s) URL, as a programming error
 * of the host.
 *
 * @example
 * const snapshot = await loadStorefront({
 *   apiHost: 'https://api.coras.example', distributorId: 'your-distributor-id',
 *   locale: 'en-GB', currency: 'EUR', address: '/en-GB/EUR/a-1',
 * });
 * if (snapshot.status === 'not-found') notFound();
 */
export async function loadStorefront(options: LoadStorefrontOptions): Promise<StorefrontSnapshot> {
  const resolved = resolveConfig(options);
  if (!resolved.ok) {
    throw new Error(
      `loadStorefront: ${[...resolved.missing, ...resolved.invalid].join(', ')} missing or invalid`,
    );
  }
  const { config } = resolved;
  const origin = options.origin === undefined ? undefined : siteOrigin(options.origin);
  const [pathname = '', search = ''] = (options.address ?? '').split(/(?=\?)/);
  const { locale, currency } = config;
  const requested = startParams(
    { locale, currency },
    options.params,
    addressParams(pathname, search, options.basePath),
  );
  const client = createCorasClient({
    apiHost: config.apiHost,
    distributorId: config.distributorId,
    fetch: options.fetch,
    ...(options.logger ? { logger: options.logger } : {}),
  }).withLocale(requested.locale);
  const data: Record<string, unknown> = {};
  const errors: Record<string, SnapshotError> = {};
  const started: Promise<unknown>[] = [];
  const start: StartRequest = (key, fetch) => {
    const id = unstable_serialize(key);
    const answer = fetch(new AbortController().signal);
    started.push(
      answer.then(
        (value) => {
          data[id] = value;
        },
        (error: unknown) => {
          errors[id] = snapshotError(error);
        },
      ),
    );
    return answer;
  };
  const ask = <T>(request: { key: ApiKey; call: (signal: AbortSignal) => Promise<CorasResult<T>> }) =>
    start(request.key, (signal) => fetchApi(request.call, signal));
  const firstPage = createFirstPageBudget(globalTimers);
  const answers = firstPageRequests(requested, client, firstPage, start);
  let page: PageParams = requested;
  let failure: unknown;
  let head: PageHead | undefined;
  try {
    if (answers?.page === 'details') head = attractionHead(await answers.attraction);
    if (answers?.page === 'landing') {
      // The search waits for the place: it fails when locating does, and is awaited only after.
      answers.landing.catch(() => undefined);
      // A visitor the API cannot locate (an HTTP answer) stays on the landing without a place,
      // as in the browser; an API that fails is the page's error.
      const shown = await answers.shown.catch(unlocated);
      if (shown) {
        page = shown;
        const landing = await answers.landing;
        head = landing && landingHead(landing);
        // A city's breadcrumb and banner name its place (`useLandingPlace`).
        if (page.city) await ask(locationsRequest(client, page.locale, placeOf(page)));
      }
    }
    if (!answers) await listedPageRequests(requested, client, start);
  } catch (error) {
    failure = error;
  }
  // Every request settled (a guess the page will not show included), then the budget's timer ends.
  await Promise.all(started);
  firstPage.end();
  return {
    requested,
    page,
    status: statusOf(failure),
    data,
    errors,
    ...(head ? { head } : {}),
    ...(origin ? { origin } : {}),
  };
}

/**
 * The first requests of a page the browser's prefetch leaves to the page itself (`firstPageRequests`
 * has none for them), under the keys it reads them from: a search page's first results (its paging
 * store starts on them) and a help page's content, or its contact tab's subjects.
 */
function listedPageRequests(params: PageParams, client: CorasClient, start: StartRequest): Promise<unknown> {
  const ask = <T>(request: { key: ApiKey; call: (signal: AbortSignal) => Promise<CorasResult<T>> }) =>
    start(request.key, (signal) => fetchApi(request.call, signal));
  if (params.page === 'search') {
    const criteria = searchCriteria(params);
    const query = searchQuery(criteria, 0, Date.now(), systemTimeZone());
    return start(searchFirstPageKey(criteria), (signal) =>
      fetchSearchPage(client, query, criteria.locale, signal),
    );
  }
  if (params.page === 'help') {
    const content = resolveHelpContent(params.content);
    const slug = helpPageSlug(content);
    if (slug) return ask(helpPageRequest(client, params.locale, slug));
    if (content.kind === 'tab' && content.tab === 'contact')
      return ask(supportSubjectsRequest(client, params.locale));
  }
  return Promise.resolve();
}

/** `value`'s origin (`https://shop.example`); it throws for a text that is not an absolute http(s) URL. */
function siteOrigin(value: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {}
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:')
    throw new Error(
      `loadStorefront: origin "${value}" is not an absolute http(s) URL (e.g. https://shop.example)`,
    );
  return url.origin;
}

const unlocated = (error: unknown): undefined => {
  if (error instanceof CorasApiError && error.kind === 'http') return undefined;
  throw error;
};

function statusOf(failure: unknown): StorefrontSnapshot['status'] {
  if (failure === undefined) return 'ok';
  return failure instanceof CorasApiError && failure.status === 404 ? 'not-found' : 'error';
}

function snapshotError(error: unknown): SnapshotError {
  const failure =
    error instanceof CorasApiError
      ? error
      : new CorasApiError(String(error), { kind: 'network', cause: error });
  return { kind: failure.kind, status: failure.status, code: failure.code, message: failure.message };
}
