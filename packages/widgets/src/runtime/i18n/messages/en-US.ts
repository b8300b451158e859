import type { Translations } from '../catalogue';
import { sharedMessages } from './en-GB';

/** en-US: the runtime’s own and the shared texts, in American usage where it differs. */
export const messages: Translations<typeof sharedMessages> = {
  ...sharedMessages,
  'common.errorModal.helpCentre': 'Help center',
  'common.basket.empty': 'Your cart is empty',
};
