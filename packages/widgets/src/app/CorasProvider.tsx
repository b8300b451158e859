import { provideLocaleTable } from '../runtime/i18n/catalogue';
import { type CorasProviderProps, CorasProvider as RuntimeProvider } from '../runtime/provider/CorasProvider';

export type { CorasProviderHandle, CorasProviderProps } from '../runtime/provider/CorasProvider';

/**
 * The provider (see `runtime/provider/CorasProvider.tsx`), with the table of the locales' chunks:
 * each puts every feature's and page's texts of one locale together (`locales/loaders.ts`), which
 * only `app/` may group. Said in its render, a call a bundler keeps (a module's side effect would
 * be dropped by a consumer's tree-shaking), before the provider asks for its locale's texts.
 *
 * @example
 * <CorasProvider apiHost="http://127.0.0.1:4010" distributorId="demo" currency="EUR" locales="en-GB,de-DE">
 *   <BookingApp />
 * </CorasProvider>
 */
export function CorasProvider(props: CorasProviderProps) {
  provideLocaleTable(loadLocaleTable);
  return <RuntimeProvider {...props} />;
}

const loadLocaleTable = () => import('./locales/loaders');
