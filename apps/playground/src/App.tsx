import { BookingApp, CorasProvider, type RouterAdapter } from '@coras/widgets';

export interface AppProps {
  apiHost: string;
  router: RouterAdapter;
}

/** The whole storefront against the configured API, its page kept in the address. */
export function App({ apiHost, router }: AppProps) {
  return (
    <CorasProvider
      apiHost={apiHost}
      distributorId="playground"
      currency="EUR"
      currencies="EUR,GBP,USD"
      locale="en-GB"
      locales="en-GB,de-DE,fr-FR"
      router={router}
    >
      <BookingApp />
    </CorasProvider>
  );
}
