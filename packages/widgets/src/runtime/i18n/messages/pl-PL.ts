import type { Translations } from '../catalogue';
import type { sharedMessages } from './en-GB';

/** pl-PL: the runtime’s own and the shared texts. */
export const messages: Translations<typeof sharedMessages> = {
  'config.missing': 'Ten widżet rezerwacji nie jest jeszcze skonfigurowany: brakuje atrybutu {attribute}.',
  'common.errorModal.title': 'Przepraszamy, coś poszło nie tak.',
  'common.errorModal.message':
    'Odśwież stronę i spróbuj ponownie. Jeśli problem się powtarza, skontaktuj się z naszym',
  'common.errorModal.helpCentre': 'Centrum pomocy',
  'common.errorModal.retry': 'Odśwież stronę',
  'config.invalid':
    'Ten widżet rezerwacji jest nieprawidłowo skonfigurowany: atrybut {attribute} musi być adresem http lub https.',
  'error.widgetFailed':
    'Nie udało się wyświetlić tego widżetu rezerwacji. Odśwież stronę i spróbuj ponownie.',
  'landing.sectionLoading': 'Ładowanie atrakcji',
  'common.basket.empty': 'Twój koszyk jest pusty',
  'common.basket.tickets': '{count, plural, one {# bilet} few {# bilety} many {# biletów} other {# biletu}}',
  'common.basket.ticketLine': '{count} × {name}',
  'common.basket.heldFor': 'Rezerwacja ważna jeszcze',
  'common.basket.total': 'Razem',
  'dates.previousMonth': 'Poprzedni miesiąc',
  'dates.nextMonth': 'Następny miesiąc',
  'dates.available': 'dostępny',
  'dates.unavailable': 'niedostępny',
  'card.from': 'Od',
  'card.rating': 'Ocena {rating} na 5',
  'image.loading': 'Ładowanie obrazu...',
  'image.failed': 'Nie udało się wczytać obrazu',
  'footer.opensInNewTab': '(otwiera się w nowej karcie)',
  'common.required': 'To pole jest wymagane',
  'common.invalidEmail': 'Wpisz prawidłowy adres e-mail',
};
