import type { LazyModule } from '@coras/ui';

/**
 * A part whose code loads after the first render, behind a stand-in or a placeholder in its
 * feature. The feature declares the part and the shape of the module that brings it; `app/` says
 * which chunk that is (`provide`), so that parts wanted at the same moment share one chunk and one
 * request without any feature knowing the others (`app/lazyParts.ts`).
 */
export interface LazyPart<T> extends LazyModule<T> {
  /**
   * The lazy module that brings the part: called once by `app/`, before anything renders. Parts
   * provided by one module arrive together: once it has loaded, each of them is there at once.
   */
  provide(source: LazyModule<T>): void;
}

/**
 * Declares a lazy part; `name` says which in the error a part nobody provides fails with.
 *
 * @example export const navbarSearchPart = lazyPart<{ NavbarSearch: typeof NavbarSearch }>('NavbarSearch');
 */
export function lazyPart<T>(name: string): LazyPart<T> {
  let source: LazyModule<T> | undefined;
  return {
    load: () =>
      source
        ? source.load()
        : Promise.reject(
            new Error(`Coras widget: no chunk provides the lazy part ${name} (app/lazyParts.ts)`),
          ),
    current: () => source?.current(),
    provide(next) {
      source = next;
    },
  };
}
