import { type PageParams, type ParamsUpdate, resolveParams } from '@coras/booking-core';
import { atom } from 'jotai';

/** The current page and its parameters: the widget's one source of truth for what is on screen. */
export const paramsAtom = atom<PageParams>(resolveParams({ page: 'landing' }));

/** The params-update payload for the host page: the resolved parameters, every key spelled out. */
export function paramsUpdatePayload(params: PageParams): ParamsUpdate {
  return { ...params };
}
