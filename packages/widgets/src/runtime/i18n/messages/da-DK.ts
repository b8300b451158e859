import type { Translations } from '../catalogue';
import type { sharedMessages } from './en-GB';

/** da-DK: the runtime’s own and the shared texts. */
export const messages: Translations<typeof sharedMessages> = {
  'config.missing': 'Denne booking-widget er ikke sat op endnu: Attributten {attribute} mangler.',
  'common.errorModal.title': 'Vi beklager, noget gik galt.',
  'common.errorModal.message': 'Genindlæs siden, og prøv igen. Hvis problemet fortsætter, så kontakt vores',
  'common.errorModal.helpCentre': 'Hjælpecenter',
  'common.errorModal.retry': 'Genindlæs siden',
  'config.invalid':
    'Denne booking-widget er ikke sat korrekt op: Attributten {attribute} skal være en http- eller https-adresse.',
  'error.widgetFailed': 'Denne booking-widget kunne ikke vises. Opdater siden, og prøv igen.',
  'landing.sectionLoading': 'Indlæser attraktioner',
  'common.basket.empty': 'Din kurv er tom',
  'common.basket.tickets': '{count, plural, one {# billet} other {# billetter}}',
  'common.basket.ticketLine': '{count} × {name}',
  'common.basket.heldFor': 'Reserveret i',
  'common.basket.total': 'I alt',
  'dates.previousMonth': 'Forrige måned',
  'dates.nextMonth': 'Næste måned',
  'dates.available': 'ledig',
  'dates.unavailable': 'ikke ledig',
  'card.from': 'Fra',
  'card.rating': 'Bedømt {rating} ud af 5',
  'image.loading': 'Indlæser billede …',
  'image.failed': 'Billedet kunne ikke indlæses',
  'footer.opensInNewTab': '(åbner i en ny fane)',
  'common.required': 'Dette felt skal udfyldes',
  'common.invalidEmail': 'Angiv en gyldig e-mailadresse',
};
