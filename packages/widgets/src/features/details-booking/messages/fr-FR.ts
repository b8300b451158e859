import type { Translations } from '../../../runtime/i18n/catalogue';
import type { bookingMessages } from './en-GB';

/** fr-FR: the booking panel’s texts. */
export const messages: Translations<typeof bookingMessages> = {
  'booking.heading': 'Réserver des billets',
  'booking.needsJavaScript':
    'La réservation nécessite JavaScript : activez-le dans votre navigateur pour choisir la date et les billets.',
  'booking.date': 'Date',
  'booking.chooseDate': 'Choisissez une date',
  'booking.calendarSelected': 'sélectionnée',
  'booking.calendarToday': 'aujourd’hui',
  'booking.tickets': 'Billets',
  'booking.ticketsNone': 'Sélectionnez des billets',
  'booking.ticketSummary': '{count} × {name}',
  'booking.increase': 'Ajouter un billet : {name}',
  'booking.decrease': 'Retirer un billet : {name}',
  'booking.capNote': 'Jusqu’à {count} billets par réservation',
  'booking.capReached': 'Vous avez atteint le maximum de {count} billets par réservation',
  'booking.done': 'Terminé',
  'booking.checkAvailability': 'Vérifier la disponibilité',
  'booking.checking': 'Vérification de la disponibilité',
  'booking.optionsFound':
    '{count, plural, =0 {Aucune option disponible} one {# option disponible} other {# options disponibles}}',
  'booking.selectTickets': 'Veuillez sélectionner le nombre de billets.',
  'booking.error': 'Erreur !',
  'booking.notEnoughTitle':
    'Nous sommes désolés, il n’y a pas assez de billets disponibles pour cet événement',
  'booking.notEnoughText': 'Veuillez essayer une autre date ou un autre nombre de billets',
  'booking.options': 'Options disponibles',
  'booking.performanceTime': 'Heure de la représentation',
  'booking.section': 'Catégorie de places',
  'booking.price': 'Prix',
  'booking.each': 'par billet',
  'booking.select': 'Sélectionner',
  'booking.unavailable': 'Indisponible',
  'booking.language': 'Langue de la visite',
  'booking.tourLanguage': 'Langue de la visite : {language}',
  'booking.addToBasket': 'Ajouter au panier',
  'booking.addFailed': 'Ces billets n’ont pas pu être ajoutés à votre panier. Veuillez réessayer.',
  'booking.bookingFee': 'Frais de réservation',
  'booking.feeDetail': '({fee} × {count})',
  'booking.total': 'Total',
  'booking.seatMapNote': 'Plan de salle fourni à titre indicatif uniquement',
  'booking.seatMapAlt': 'Plan de salle de {name}',
  'booking.close': 'Fermer',
};
