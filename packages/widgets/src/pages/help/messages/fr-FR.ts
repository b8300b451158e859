import type { Translations } from '../../../runtime/i18n/catalogue';
import type { helpMessages } from './en-GB';

/** fr-FR: the help page’s texts. */
export const messages: Translations<typeof helpMessages> = {
  'help.tabsLabel': 'J’ai besoin d’aide pour…',
  'help.tab.faqAttractions': 'Attractions',
  'help.tab.faqMusic': 'Musique',
  'help.tab.faqTheatres': 'Théâtres',
  'help.tab.faqSports': 'Sports',
  'help.tab.contact': 'Nous contacter',
  'help.loading': 'Chargement de l’aide',
  'help.failed': 'Cette page n’a pas pu être chargée.',
  'help.retry': 'Réessayer',
  'help.opensInNewTab': '(s’ouvre dans un nouvel onglet)',
  'help.contact.title': 'Nous contacter',
  'help.contact.name': 'Nom',
  'help.contact.email': 'E-mail',
  'help.contact.eventName': 'Nom de l’événement',
  'help.contact.orderReference': 'Référence de commande (facultatif)',
  'help.contact.subject': 'Objet',
  'help.contact.subjectPlaceholder': 'Sélectionnez un objet',
  'help.contact.subjectsFailed': 'Les objets n’ont pas pu être chargés.',
  'help.contact.message': 'Message',
  'help.contact.submit': 'Envoyer',
  'help.contact.success': 'Merci, nous avons bien reçu votre demande',
  'help.contact.browse': 'Découvrir d’autres événements',
  'help.contact.close': 'Fermer',
};
