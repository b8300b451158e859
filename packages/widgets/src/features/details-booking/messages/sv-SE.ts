import type { Translations } from '../../../runtime/i18n/catalogue';
import type { bookingMessages } from './en-GB';

/** sv-SE: the booking panel’s texts. */
export const messages: Translations<typeof bookingMessages> = {
  'booking.heading': 'Boka biljetter',
  'booking.needsJavaScript':
    'Bokning kräver JavaScript: slå på det i webbläsaren för att välja datum och biljetter.',
  'booking.date': 'Datum',
  'booking.chooseDate': 'Välj ett datum',
  'booking.calendarSelected': 'vald',
  'booking.calendarToday': 'i dag',
  'booking.tickets': 'Biljetter',
  'booking.ticketsNone': 'Välj biljetter',
  'booking.ticketSummary': '{count} × {name}',
  'booking.increase': 'Lägg till en biljett: {name}',
  'booking.decrease': 'Ta bort en biljett: {name}',
  'booking.capNote': 'Högst {count} biljetter per bokning',
  'booking.capReached': 'Du har nått maxgränsen på {count} biljetter per bokning',
  'booking.done': 'Klar',
  'booking.checkAvailability': 'Kontrollera tillgänglighet',
  'booking.checking': 'Kontrollerar tillgänglighet',
  'booking.optionsFound':
    '{count, plural, =0 {Inga alternativ tillgängliga} one {# alternativ tillgängligt} other {# alternativ tillgängliga}}',
  'booking.selectTickets': 'Välj antal biljetter.',
  'booking.error': 'Fel!',
  'booking.notEnoughTitle':
    'Vi ber om ursäkt, det finns inte tillräckligt många biljetter till det här evenemanget',
  'booking.notEnoughText': 'Prova ett annat datum eller ett annat antal biljetter',
  'booking.options': 'Tillgängliga alternativ',
  'booking.performanceTime': 'Föreställningstid',
  'booking.section': 'Sektion',
  'booking.price': 'Pris',
  'booking.each': 'per biljett',
  'booking.select': 'Välj',
  'booking.unavailable': 'Inte tillgänglig',
  'booking.language': 'Guidningens språk',
  'booking.tourLanguage': 'Guidningens språk: {language}',
  'booking.addToBasket': 'Lägg i varukorgen',
  'booking.addFailed': 'Biljetterna kunde inte läggas i din varukorg. Försök igen.',
  'booking.bookingFee': 'Bokningsavgift',
  'booking.feeDetail': '({fee} × {count})',
  'booking.total': 'Totalt',
  'booking.seatMapNote': 'Platskartan är endast vägledande',
  'booking.seatMapAlt': 'Platskarta för {name}',
  'booking.close': 'Stäng',
};
