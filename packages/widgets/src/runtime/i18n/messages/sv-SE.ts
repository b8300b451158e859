import type { Translations } from '../catalogue';
import type { sharedMessages } from './en-GB';

/** sv-SE: the runtime’s own and the shared texts. */
export const messages: Translations<typeof sharedMessages> = {
  'config.missing': 'Den här bokningswidgeten är inte konfigurerad än: attributet {attribute} saknas.',
  'common.errorModal.title': 'Vi ber om ursäkt, något gick fel.',
  'common.errorModal.message': 'Uppdatera sidan och försök igen. Om problemet kvarstår, kontakta vårt',
  'common.errorModal.helpCentre': 'Hjälpcenter',
  'common.errorModal.retry': 'Uppdatera sidan',
  'config.invalid':
    'Den här bokningswidgeten är inte korrekt konfigurerad: attributet {attribute} måste vara en http- eller https-adress.',
  'error.widgetFailed': 'Den här bokningswidgeten kunde inte visas. Ladda om sidan och försök igen.',
  'landing.sectionLoading': 'Läser in attraktioner',
  'common.basket.empty': 'Din varukorg är tom',
  'common.basket.tickets': '{count, plural, one {# biljett} other {# biljetter}}',
  'common.basket.ticketLine': '{count} × {name}',
  'common.basket.heldFor': 'Reserverad i',
  'common.basket.total': 'Totalt',
  'dates.previousMonth': 'Föregående månad',
  'dates.nextMonth': 'Nästa månad',
  'dates.available': 'tillgänglig',
  'dates.unavailable': 'inte tillgänglig',
  'card.from': 'Från',
  'card.rating': 'Betyg {rating} av 5',
  'image.loading': 'Läser in bild...',
  'image.failed': 'Bilden kunde inte läsas in',
  'footer.opensInNewTab': '(öppnas i en ny flik)',
  'common.required': 'Det här fältet är obligatoriskt',
  'common.invalidEmail': 'Ange en giltig e-postadress',
};
