import { RESERVATION_CREATED_EVENT } from '@coras/booking-core';
import type { createStore } from 'jotai';
import { createContext, useContext, useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { basketKey } from '../basket/basketKey';
import { type BasketTime, basketTimeAtom } from '../basket/basketTime';

/** What the provider asks of a basket controller: that it can be let go. */
interface Disposable {
  dispose(): void;
}

/**
 * The provider's hold on its widget's one basket controller. The controller's code arrives after
 * the first render with the screens that show the basket, so they hand its factory to `get`; the
 * provider makes it the first time, makes it anew when the basket's time (`basketTimeAtom`)
 * changes, and disposes of it when the provider goes.
 */
export interface BasketHost {
  get<C extends Disposable>(create: (time: BasketTime) => C): C;
  /** The provider is mounted (again: StrictMode rehearses an unmount, which must dispose nothing). */
  keep(): void;
  /** The provider unmounted: the controller is disposed of unless it is kept again at once. */
  release(): void;
}

/** A basket host over the provider's jotai store (see {@link BasketHost}). */
export function createBasketHost(store: ReturnType<typeof createStore>): BasketHost {
  let current: { controller: Disposable; time: BasketTime } | undefined;
  let kept = false;
  return {
    get<C extends Disposable>(create: (time: BasketTime) => C): C {
      const time = store.get(basketTimeAtom);
      if (current?.time !== time) {
        current?.controller.dispose();
        current = { controller: create(time), time };
      }
      return current.controller as C;
    },
    keep() {
      kept = true;
    },
    release() {
      kept = false;
      queueMicrotask(() => {
        if (kept) return;
        current?.controller.dispose();
        current = undefined;
      });
    },
  };
}

/** The provider's basket host (`createBasketHost`), for the screens that show the basket. */
export const BasketHostContext = createContext<BasketHost | null>(null);

/** The provider's basket host; throws a clear error outside `<CorasProvider>`. */
export function useBasketHost(): BasketHost {
  const host = useContext(BasketHostContext);
  if (!host) throw new Error('Coras widgets must be rendered inside <CorasProvider>.');
  return host;
}

/**
 * The provider's side of its basket: the controller is kept while the provider is mounted and
 * disposed of after, and every basket of the widget reloads on the `reservation-created` window
 * event (spec 2 §4), also when another widget on the page fires it — one listener per widget, so
 * one request.
 */
export function useBasketLifecycle(host: BasketHost, locale: string): void {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    host.keep();
    return () => host.release();
  }, [host]);
  useEffect(() => {
    const reload = () => void mutate(basketKey(locale));
    window.addEventListener(RESERVATION_CREATED_EVENT, reload);
    return () => window.removeEventListener(RESERVATION_CREATED_EVENT, reload);
  }, [mutate, locale]);
}
