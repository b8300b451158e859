import type { Translations } from '../../../runtime/i18n/catalogue';
import type { bookingMessages } from './en-GB';

/** de-DE: the booking panel’s texts. */
export const messages: Translations<typeof bookingMessages> = {
  'booking.heading': 'Tickets buchen',
  'booking.needsJavaScript':
    'Zum Buchen wird JavaScript benötigt: Aktivieren Sie es in Ihrem Browser, um Datum und Tickets auszuwählen.',
  'booking.date': 'Datum',
  'booking.chooseDate': 'Datum auswählen',
  'booking.calendarSelected': 'ausgewählt',
  'booking.calendarToday': 'heute',
  'booking.tickets': 'Tickets',
  'booking.ticketsNone': 'Tickets auswählen',
  'booking.ticketSummary': '{count} × {name}',
  'booking.increase': 'Ein Ticket hinzufügen: {name}',
  'booking.decrease': 'Ein Ticket entfernen: {name}',
  'booking.capNote': 'Bis zu {count} Tickets pro Buchung',
  'booking.capReached': 'Sie haben die Höchstzahl von {count} Tickets pro Buchung erreicht',
  'booking.done': 'Fertig',
  'booking.checkAvailability': 'Verfügbarkeit prüfen',
  'booking.checking': 'Verfügbarkeit wird geprüft',
  'booking.optionsFound':
    '{count, plural, =0 {Keine Optionen verfügbar} one {# Option verfügbar} other {# Optionen verfügbar}}',
  'booking.selectTickets': 'Bitte wählen Sie die Anzahl der Tickets.',
  'booking.error': 'Fehler!',
  'booking.notEnoughTitle': 'Es tut uns leid, für diese Veranstaltung sind nicht genügend Tickets verfügbar',
  'booking.notEnoughText': 'Bitte wählen Sie ein anderes Datum oder eine andere Anzahl an Tickets',
  'booking.options': 'Verfügbare Optionen',
  'booking.performanceTime': 'Beginn der Vorstellung',
  'booking.section': 'Bereich',
  'booking.price': 'Preis',
  'booking.each': 'pro Ticket',
  'booking.select': 'Auswählen',
  'booking.unavailable': 'Nicht verfügbar',
  'booking.language': 'Sprache der Tour',
  'booking.tourLanguage': 'Sprache der Tour: {language}',
  'booking.addToBasket': 'In den Warenkorb',
  'booking.addFailed':
    'Diese Tickets konnten nicht in Ihren Warenkorb gelegt werden. Bitte versuchen Sie es noch einmal.',
  'booking.bookingFee': 'Buchungsgebühr',
  'booking.feeDetail': '({fee} × {count})',
  'booking.total': 'Gesamt',
  'booking.seatMapNote': 'Saalplan nur zur Veranschaulichung',
  'booking.seatMapAlt': 'Saalplan von {name}',
  'booking.close': 'Schließen',
};
