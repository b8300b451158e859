import { type CorasApiError, createCorasClient, type Location } from '@coras/api-client';
import { type FormEvent, useMemo, useState } from 'react';

interface AppProps {
  apiHost: string;
  distributorId: string;
}

type Status =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'done'; results: Location[]; popular: Location[] }
  | { kind: 'failed'; error: CorasApiError };

/**
 * The playground's first page: a location search through @coras/api-client against the
 * configured API. The booking widgets replace it as their issues land.
 */
export function App({ apiHost, distributorId }: AppProps) {
  const client = useMemo(() => createCorasClient({ apiHost, distributorId }), [apiHost, distributorId]);
  const [term, setTerm] = useState('Dub');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function search(event: FormEvent) {
    event.preventDefault();
    setStatus({ kind: 'loading' });
    const { data, error } = await client.GET('/{api_version}/locations/search', {
      params: { query: { query: term } },
    });
    setStatus(
      error ? { kind: 'failed', error } : { kind: 'done', results: data.results, popular: data.popular },
    );
  }

  return (
    <main
      style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '2rem auto', padding: '0 1rem' }}
    >
      <h1>Coras playground</h1>
      <p>
        Calls go to <code>{apiHost}</code> as distributor <code>{distributorId}</code>.
      </p>
      <form onSubmit={search}>
        <label htmlFor="location-term">Where are you going?</label>{' '}
        <input id="location-term" value={term} onChange={(event) => setTerm(event.target.value)} />{' '}
        <button type="submit">Search locations</button>
      </form>
      <section aria-live="polite" aria-busy={status.kind === 'loading'}>
        {status.kind === 'loading' && <p>Searching…</p>}
        {status.kind === 'failed' && <p role="alert">The API could not be reached: {status.error.message}</p>}
        {status.kind === 'done' && (
          <>
            <h2>Results</h2>
            {status.results.length === 0 ? (
              <p>No locations match.</p>
            ) : (
              <ul aria-label="Results">
                {status.results.map((location) => (
                  <li key={location.slug}>
                    {location.name} ({location.location_type})
                  </li>
                ))}
              </ul>
            )}
            <h2>Popular</h2>
            <ul aria-label="Popular">
              {status.popular.map((location) => (
                <li key={location.slug}>{location.name}</li>
              ))}
            </ul>
          </>
        )}
      </section>
    </main>
  );
}
