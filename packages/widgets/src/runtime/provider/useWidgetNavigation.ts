import type { CorasLogger } from '@coras/api-client';
import { type LocaleAndCurrency, nextParams, type PageParams, type ParamsUpdate } from '@coras/booking-core';
import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useImperativeHandle, useMemo, useRef } from 'react';
import { paramsAtom, paramsUpdatePayload } from '../navigation/navigation';
import type { CorasProviderProps } from './CorasProviderProps';
import type { Navigate } from './navigation-context';

/**
 * The widget's pages: the current parameters (the one source of its locale and currency), the
 * `navigate` its screens and the host's handle use, the address of a navigation target, and the
 * address sync of its router.
 */
export function useWidgetNavigation(
  configured: LocaleAndCurrency,
  logger: CorasLogger,
  props: Pick<CorasProviderProps, 'ref' | 'router' | 'onParamsUpdate'>,
): { params: PageParams; navigate: Navigate; address: ((update: ParamsUpdate) => string) | null } {
  const store = useStore();
  const params = useAtomValue(paramsAtom);
  const callbacks = useRef(props);
  callbacks.current = props;

  const navigate = useCallback<Navigate>(
    (update, options = {}) => {
      const next = nextParams(store.get(paramsAtom), update);
      store.set(paramsAtom, next);
      if (!options.replace) callbacks.current.router?.push(next);
      callbacks.current.onParamsUpdate?.(paramsUpdatePayload(next));
    },
    [store],
  );

  // The host's own menu (spec 1 §2); the check and its messages load with the first call. A chunk
  // that cannot load (offline) rejects the call, for its caller to handle: the page stays, and the
  // next call asks for the chunk again.
  useImperativeHandle(
    props.ref,
    () => ({
      navigate: (update) =>
        import('../navigation/hostNavigation').then(
          (host) => host.navigateFromHost(update, store.get(paramsAtom), nextParams, navigate, logger),
          (cause: unknown) => {
            throw new Error('Coras widget: the navigation could not be loaded', { cause });
          },
        ),
    }),
    [navigate, store, logger],
  );

  // A new locale or currency attribute is the host's navigation: the current page, in it.
  const { locale, currency } = configured;
  const followed = useRef(configured);
  useEffect(() => {
    if (followed.current.locale === locale && followed.current.currency === currency) return;
    followed.current = { locale, currency };
    navigate({ page: store.get(paramsAtom).page, locale, currency });
  }, [locale, currency, navigate, store]);

  useEffect(() => {
    const router = props.router;
    if (!router) return;
    return router.subscribe((fromAddress) => {
      store.set(paramsAtom, fromAddress);
      callbacks.current.onParamsUpdate?.(paramsUpdatePayload(fromAddress));
    });
  }, [props.router, store]);

  // A target's address is the router's of the page `navigate` would move to.
  const href = props.router?.href;
  const address = useMemo(
    () => (href ? (update: ParamsUpdate) => href(nextParams(params, update)) : null),
    [href, params],
  );
  return { params, navigate, address };
}
