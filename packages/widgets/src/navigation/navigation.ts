import { mergeParams, type PageParams, type ParamsUpdate, resolveParams } from '@coras/booking-core';
import { atom } from '../state/store';

/** The current page and its parameters: the widget's one source of truth for what is on screen. */
export const paramsAtom = atom<PageParams>(resolveParams({ page: 'landing' }));

/**
 * The parameters after a navigation. Within a page the update's keys replace the current ones
 * (`''`/`null` clear them); a move to another page starts from the update alone, keeping only the
 * locale and currency, so filters of the landing page do not follow the visitor to the help centre.
 */
export function nextParams(current: PageParams, update: ParamsUpdate): PageParams {
  if (update.page === current.page) return mergeParams(current, update);
  return resolveParams({ locale: current.locale, currency: current.currency, ...update });
}

/** The params-update payload for the host page: the resolved parameters, every key spelled out. */
export function paramsUpdatePayload(params: PageParams): ParamsUpdate {
  return { ...params };
}
