import { usePageParams } from '../../provider/navigation-context';

/**
 * The details page. Scaffolding: its screens arrive with issue #7; until then it names the page and
 * its parameters, so navigation can be exercised end to end.
 */
export function DetailsPage() {
  const params = usePageParams();
  return (
    <section aria-labelledby="coras-page-title">
      <h1 id="coras-page-title">{params.page}</h1>
      <dl>
        {Object.entries(params).map(([key, value]) => (
          <div key={key}>
            <dt>{key}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
