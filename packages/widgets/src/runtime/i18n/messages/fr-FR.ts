import type { Translations } from '../catalogue';
import type { sharedMessages } from './en-GB';

/** fr-FR: the runtime’s own and the shared texts. */
export const messages: Translations<typeof sharedMessages> = {
  'config.missing':
    'Ce widget de réservation n’est pas encore configuré : l’attribut {attribute} est manquant.',
  'common.errorModal.title': 'Nous sommes désolés, une erreur s’est produite.',
  'common.errorModal.message':
    'Veuillez actualiser la page et réessayer. Si le problème persiste, veuillez contacter notre',
  'common.errorModal.helpCentre': 'Centre d’aide',
  'common.errorModal.retry': 'Actualiser la page',
  'config.invalid':
    'Ce widget de réservation n’est pas correctement configuré : l’attribut {attribute} doit être une adresse http ou https.',
  'error.widgetFailed':
    'Ce widget de réservation n’a pas pu être affiché. Veuillez actualiser la page et réessayer.',
  'landing.sectionLoading': 'Chargement des attractions',
  'common.basket.empty': 'Votre panier est vide',
  'common.basket.tickets': '{count, plural, one {# billet} other {# billets}}',
  'common.basket.ticketLine': '{count} × {name}',
  'common.basket.heldFor': 'Réservé pendant',
  'common.basket.total': 'Total',
  'dates.previousMonth': 'Mois précédent',
  'dates.nextMonth': 'Mois suivant',
  'dates.available': 'disponible',
  'dates.unavailable': 'indisponible',
  'card.from': 'À partir de',
  'card.rating': 'Noté {rating} sur 5',
  'image.loading': 'Chargement de l’image…',
  'image.failed': 'L’image n’a pas pu être chargée',
  'footer.opensInNewTab': '(s’ouvre dans un nouvel onglet)',
  'common.required': 'Ce champ est obligatoire',
  'common.invalidEmail': 'Veuillez saisir une adresse e-mail valide',
};
