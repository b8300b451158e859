import { fr as dateLocale } from 'date-fns/locale/fr';
import type { Catalogue } from './en-GB';

/** fr-FR texts: every key of the English catalogue, in French. */
export const messages: Catalogue = {
  // Configuration
  'config.missing':
    'Ce widget de réservation n’est pas encore configuré : l’attribut {attribute} est manquant.',

  // Error modal
  'common.errorModal.title': 'Nous sommes désolés, une erreur s’est produite.',
  'common.errorModal.message':
    'Veuillez actualiser la page et réessayer. Si le problème persiste, veuillez contacter notre',
  'common.errorModal.helpCentre': 'Centre d’aide',
  'common.errorModal.retry': 'Actualiser la page',
  'error.pageFailed': 'Cette partie de la page n’a pas pu être affichée.',
  'page.landing': 'Page des activités',
  'page.search': 'Page des résultats de recherche',
  'page.details': 'Page des détails de l’attraction',
  'page.payment': 'Page de paiement',
  'page.help': 'Page du centre d’aide',
  'config.invalid':
    'Ce widget de réservation n’est pas correctement configuré : l’attribut {attribute} doit être une adresse http ou https.',
  'error.widgetFailed':
    'Ce widget de réservation n’a pas pu être affiché. Veuillez actualiser la page et réessayer.',

  // Landing
  'landing.popular': 'Populaire sur notre site',
  'landing.showMore': 'Voir plus',
  'landing.noSections': 'Aucune attraction ne correspond à vos critères.',
  'landing.sectionLoading': 'Chargement des attractions',
  'landing.breadcrumbs': 'Lieu',

  // Basket
  'basket.title': 'Panier',
  'basket.loading': 'Chargement de votre panier',
  'common.basket.empty': 'Votre panier est vide',
  'basket.items': 'Articles de votre panier',
  'common.basket.tickets': '{count, plural, one {# billet} other {# billets}}',
  'common.basket.ticketLine': '{count} × {name}',
  'common.basket.heldFor': 'Réservé pendant',
  'basket.remove': 'Retirer {name} du panier',
  'common.basket.total': 'Total',
  'basket.checkout': 'Payer',
  'basket.close': 'Fermer',
  'basket.addedToBasket': 'Ajouté au panier',
  'basket.goToBasket': 'Voir le panier',
  'basket.continueShopping': 'Continuer mes achats',
  'basket.expiringSoon': 'Vos billets pour {names} seront libérés dans 1 minute.',
  'basket.expired': 'Vos billets pour {names} ont été libérés et retirés de votre panier.',

  // Seating chart
  'seatingChart.label': 'Plan de salle',
  'seatingChart.loading': 'Chargement du plan de salle',
  'seatingChart.couldNotLoad': 'Impossible de charger {url}',
  'seatingChart.alternative':
    'Choisissez une place sur le plan pour choisir sa section, ou choisissez une section dans la liste ci-dessus.',
  'seatingChart.seatSelected': 'Place {seat} sélectionnée : {section}.',
  'seatingChart.seatDeselected': 'Place {seat} désélectionnée.',
  'seatingChart.noTickets':
    'Il n’y a plus de billets en {section} pour cette représentation. Veuillez choisir une section dans la liste ci-dessus.',

  // Location picker
  'location.placeholder': 'Où allez-vous ?',
  'location.label': 'Choisissez une destination',
  'location.popular': 'Populaires',
  'location.nearMe': 'À proximité',
  'location.results':
    '{count, plural, =0 {Aucune destination trouvée} one {# destination trouvée} other {# destinations trouvées}}',
  'location.searching': 'Recherche en cours',
  'location.country': 'Pays',
  'location.city': 'Ville',

  // Filter bar, filters drawer, sorting, dates
  'filters.sortBy': 'Trier par',
  'filters.button': 'Filtres',
  'filters.title': 'Filtres',
  'filters.close': 'Fermer',
  'filters.duration': 'Durée',
  'filters.price': 'Prix',
  'filters.category': 'Catégorie',
  'filters.clearAll': 'Tout effacer',
  'filters.apply': 'Appliquer les filtres',
  'filters.loading': 'chargement',
  'filters.error': 'erreur',
  'filters.removeChip': 'Retirer le filtre : {label}',
  'filters.activeCount': '{count, plural, =0 {Filtres} one {Filtres (#)} other {Filtres (#)}}',
  'dates.all': 'Toutes les dates',
  'dates.calendar': 'Calendrier',
  'dates.reset': 'Réinitialiser',
  'dates.done': 'Terminé',
  'dates.clear': 'Effacer les dates',
  'dates.previousMonth': 'Mois précédent',
  'dates.nextMonth': 'Mois suivant',
  'dates.choose': 'Choisir les dates',
  'dates.available': 'disponible',
  'dates.unavailable': 'indisponible',

  // Filter bar component
  'filterBar.label': 'Filtrer les attractions',
  'filterBar.activeFilters': 'Filtres actifs',
  'dates.selected': 'sélectionnée',
  'dates.rangeStart': 'date de début, sélectionnée',
  'dates.rangeEnd': 'date de fin, sélectionnée',
  'dates.inRange': 'dans la période sélectionnée',
  'dates.today': 'aujourd’hui',

  // Cards
  'card.from': 'À partir de',
  'card.rating': 'Noté {rating} sur 5',

  // Images
  'image.loading': 'Chargement de l’image…',
  'image.failed': 'L’image n’a pas pu être chargée',

  // Details booking panel
  'booking.heading': 'Réserver des billets',
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

  // Search page
  'search.showingResultsFor': 'Résultats pour {search}',
  'search.empty': 'Aucune attraction ne correspond à vos critères.',
  'search.backToTop': 'Retour en haut',
  'search.loadingMore': 'Chargement d’autres attractions',
  'search.resultCount':
    '{count, plural, =0 {Aucune attraction trouvée} one {# attraction trouvée} other {# attractions trouvées}}',

  // Navbar
  'navbar.search': 'Rechercher',
  'navbar.searchPlaceholder': 'Rechercher des attractions, des villes, des pays',
  'navbar.recentSearches': 'Recherches récentes',
  'navbar.popular': 'Populaires',
  'navbar.showAll': 'Afficher tous les résultats',
  'navbar.language': 'Langue',
  'navbar.currency': 'Devise',
  'navbar.basket': 'Panier',
  'navbar.basketCount':
    '{count, plural, =0 {Panier, vide} one {Panier, # article} other {Panier, # articles}}',
  'navbar.menu': 'Menu',
  'navbar.closeMenu': 'Fermer le menu',
  'navbar.back': 'Retour',

  // Location picker and navbar components
  'location.heading': 'Activités à découvrir',
  'location.typeMore': 'Saisissez au moins 3 caractères pour lancer la recherche',
  'navbar.label': 'Principale',
  'navbar.searching': 'Recherche en cours',
  'navbar.noResults': 'Aucun résultat',
  'navbar.resultCount':
    '{count, plural, =0 {Aucun résultat} one {# résultat trouvé} other {# résultats trouvés}}',

  // Footer
  'footer.terms': 'Conditions générales',
  'footer.privacy': 'Politique de confidentialité',
  'footer.cookies': 'Cookies',
  'footer.helpCentre': 'Centre d’aide',
  'footer.contact': 'Nous contacter',
  'footer.opensInNewTab': '(s’ouvre dans un nouvel onglet)',
  'footer.label': 'Aide et contact',

  // Help page
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
  'common.required': 'Ce champ est obligatoire',
  'common.invalidEmail': 'Veuillez saisir une adresse e-mail valide',
  'help.contact.success': 'Merci, nous avons bien reçu votre demande',
  'help.contact.browse': 'Découvrir d’autres événements',
  'help.contact.close': 'Fermer',

  // Details page, details area and image viewer
  'details.breadcrumbs': 'Fil d’Ariane',
  'details.loading': 'Chargement de l’attraction',
  'details.photos': 'Photos',
  'details.showAllPhotos': 'Voir les {count} photos',
  'details.photoAlt': '{name}, photo {position} sur {total}',
  'details.highlights': 'Points forts',
  'details.itinerary': 'Itinéraire',
  'details.duration': 'Durée : {duration}',
  'details.durationHours': '{count, plural, one {# heure} other {# heures}}',
  'details.durationMinutes': '{count, plural, one {# minute} other {# minutes}}',
  'details.included': 'Ce qui est inclus',
  'details.excluded': 'Ce qui n’est pas inclus',
  'details.departurePoint': 'Point de départ',
  'details.pleaseNote': 'À noter',
  'details.cancellation': 'Annulation',
  'details.location': 'Lieu',
  'details.about': 'À propos',
  'details.seatmap': 'Plan de salle',
  'details.seatmapCaption': 'À titre indicatif uniquement',
  'details.seatmapAlt': 'Plan de salle de {venue}',
  'details.otherAttractions': 'Autres attractions',
  'details.notFound.title': 'Nous n’avons pas trouvé cette attraction',
  'details.notFound.body': 'Elle n’est peut-être plus en vente, ou le lien est incomplet.',
  'details.notFound.action': 'Parcourir les attractions',
  'viewer.counter': '{position}/{total} Photos',
  'viewer.previous': 'Photo précédente',
  'viewer.next': 'Photo suivante',
  'viewer.close': 'Fermer',
};

export { dateLocale };
