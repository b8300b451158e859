/** The sandbox the root `npm start` runs; `?api-host=` or VITE_API_HOST point the playground elsewhere. */
export const DEFAULT_API_HOST = 'http://127.0.0.1:4010';

/** Where the playground sends its calls: the address's `api-host`, else VITE_API_HOST, else the sandbox. */
export function apiHostFrom(search: string, env: string | undefined): string {
  return new URLSearchParams(search).get('api-host') || env || DEFAULT_API_HOST;
}
