import type { Translations } from '../catalogue';
import type { sharedMessages } from './en-GB';

/** nb-NO: the runtime’s own and the shared texts. */
export const messages: Translations<typeof sharedMessages> = {
  'config.missing': 'Denne bestillingswidgeten er ikke satt opp ennå: attributtet {attribute} mangler.',
  'common.errorModal.title': 'Beklager, noe gikk galt.',
  'common.errorModal.message':
    'Last inn siden på nytt og prøv igjen. Hvis problemet vedvarer, kan du kontakte vårt',
  'common.errorModal.helpCentre': 'Hjelpesenter',
  'common.errorModal.retry': 'Last inn siden på nytt',
  'config.invalid':
    'Denne bestillingswidgeten er ikke satt opp riktig: attributtet {attribute} må være en http- eller https-adresse.',
  'error.widgetFailed': 'Denne bestillingswidgeten kunne ikke vises. Last inn siden på nytt og prøv igjen.',
  'landing.sectionLoading': 'Laster inn attraksjoner',
  'common.basket.empty': 'Handlekurven din er tom',
  'common.basket.tickets': '{count, plural, one {# billett} other {# billetter}}',
  'common.basket.ticketLine': '{count} × {name}',
  'common.basket.heldFor': 'Reservert i',
  'common.basket.total': 'Totalt',
  'dates.previousMonth': 'Forrige måned',
  'dates.nextMonth': 'Neste måned',
  'dates.available': 'tilgjengelig',
  'dates.unavailable': 'ikke tilgjengelig',
  'card.from': 'Fra',
  'card.rating': 'Vurdert til {rating} av 5',
  'image.loading': 'Laster inn bilde...',
  'image.failed': 'Bildet kunne ikke lastes inn',
  'footer.opensInNewTab': '(åpnes i en ny fane)',
  'common.required': 'Dette feltet er obligatorisk',
  'common.invalidEmail': 'Skriv inn en gyldig e-postadresse',
};
