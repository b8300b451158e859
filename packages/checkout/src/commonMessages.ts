/**
 * The English texts the checkout shares with the widgets: the error modal (spec 1 §2, spec 2 §2),
 * the field messages of spec 2 §5 and the basket's words (spec 2 §2, §9). One key each, so every locale translates them once
 * and a landing, a help form and a payment page say the same thing. A light entry of its own
 * (`@coras/checkout/common-messages`): the widgets' first load carries these and nothing more of
 * the checkout.
 */
export const commonMessages = {
  'common.errorModal.title': "We're sorry, Something went wrong.",
  'common.errorModal.message':
    'Please refresh the page and try again. If the problem persists, please contact our',
  'common.errorModal.helpCentre': 'Help centre',
  'common.errorModal.retry': 'Refresh the page',
  'common.required': 'This is a required field',
  'common.basket.heldFor': 'Held for',
  'common.basket.empty': 'Your basket is empty',
  'common.basket.tickets': '{count, plural, one {# ticket} other {# tickets}}',
  'common.basket.ticketLine': '{count} × {name}',
  'common.basket.total': 'Total',
  'common.invalidEmail': 'Please enter a valid email address',
} as const;
