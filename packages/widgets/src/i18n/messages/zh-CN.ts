import { zhCN as dateLocale } from 'date-fns/locale/zh-CN';
import type { Catalogue } from './en-GB';

/** zh-CN texts; a key missing here shows in English. */
export const messages: Partial<Catalogue> = {};

export { dateLocale };
