/** The sandbox the root `npm start` runs; `?api-host=` or VITE_API_HOST point the playground elsewhere. */
export const DEFAULT_API_HOST = 'http://127.0.0.1:4010';
