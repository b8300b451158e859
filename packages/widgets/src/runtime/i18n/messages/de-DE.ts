import type { Translations } from '../catalogue';
import type { sharedMessages } from './en-GB';

/** de-DE: the runtime’s own and the shared texts. */
export const messages: Translations<typeof sharedMessages> = {
  'config.missing': 'Dieses Buchungs-Widget ist noch nicht eingerichtet: Das Attribut {attribute} fehlt.',
  'common.errorModal.title': 'Es tut uns leid, etwas ist schiefgelaufen.',
  'common.errorModal.message':
    'Bitte laden Sie die Seite neu und versuchen Sie es noch einmal. Wenn das Problem weiterhin besteht, wenden Sie sich bitte an unser',
  'common.errorModal.helpCentre': 'Hilfe-Center',
  'common.errorModal.retry': 'Seite neu laden',
  'config.invalid':
    'Dieses Buchungs-Widget ist nicht richtig eingerichtet: Das Attribut {attribute} muss eine http- oder https-Adresse sein.',
  'error.widgetFailed':
    'Dieses Buchungs-Widget konnte nicht angezeigt werden. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.',
  'landing.sectionLoading': 'Attraktionen werden geladen',
  'common.basket.empty': 'Ihr Warenkorb ist leer',
  'common.basket.tickets': '{count, plural, one {# Ticket} other {# Tickets}}',
  'common.basket.ticketLine': '{count} × {name}',
  'common.basket.heldFor': 'Noch reserviert:',
  'common.basket.total': 'Gesamt',
  'dates.previousMonth': 'Vorheriger Monat',
  'dates.nextMonth': 'Nächster Monat',
  'dates.available': 'verfügbar',
  'dates.unavailable': 'nicht verfügbar',
  'card.from': 'Ab',
  'card.rating': 'Bewertet mit {rating} von 5',
  'image.loading': 'Bild wird geladen …',
  'image.failed': 'Das Bild konnte nicht geladen werden',
  'footer.opensInNewTab': '(öffnet in einem neuen Tab)',
  'common.required': 'Dies ist ein Pflichtfeld',
  'common.invalidEmail': 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
};
