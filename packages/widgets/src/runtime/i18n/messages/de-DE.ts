import { de as dateLocale } from 'date-fns/locale/de';
import type { Catalogue } from './en-GB';

/** de-DE texts: every key of the English catalogue, in German. */
export const messages: Catalogue = {
  // Configuration
  'config.missing': 'Dieses Buchungs-Widget ist noch nicht eingerichtet: Das Attribut {attribute} fehlt.',

  // Error modal
  'common.errorModal.title': 'Es tut uns leid, etwas ist schiefgelaufen.',
  'common.errorModal.message':
    'Bitte laden Sie die Seite neu und versuchen Sie es noch einmal. Wenn das Problem weiterhin besteht, wenden Sie sich bitte an unser',
  'common.errorModal.helpCentre': 'Hilfe-Center',
  'common.errorModal.retry': 'Seite neu laden',
  'error.pageFailed': 'Dieser Teil der Seite konnte nicht angezeigt werden.',
  'page.landing': 'Seite: Unternehmungen',
  'page.search': 'Seite: Suchergebnisse',
  'page.details': 'Seite: Details zur Attraktion',
  'page.payment': 'Seite: Kasse',
  'page.help': 'Seite: Hilfe-Center',
  'config.invalid':
    'Dieses Buchungs-Widget ist nicht richtig eingerichtet: Das Attribut {attribute} muss eine http- oder https-Adresse sein.',
  'error.widgetFailed':
    'Dieses Buchungs-Widget konnte nicht angezeigt werden. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.',

  // Landing
  'landing.popular': 'Beliebt auf unserer Website',
  'landing.showMore': 'Mehr anzeigen',
  'landing.noSections': 'Keine Attraktionen für Ihre Kriterien gefunden.',
  'landing.sectionLoading': 'Attraktionen werden geladen',
  'landing.breadcrumbs': 'Ort',

  // Basket
  'basket.title': 'Warenkorb',
  'basket.loading': 'Ihr Warenkorb wird geladen',
  'common.basket.empty': 'Ihr Warenkorb ist leer',
  'basket.items': 'Artikel in Ihrem Warenkorb',
  'common.basket.tickets': '{count, plural, one {# Ticket} other {# Tickets}}',
  'common.basket.ticketLine': '{count} × {name}',
  'common.basket.heldFor': 'Noch reserviert:',
  'basket.remove': '{name} aus dem Warenkorb entfernen',
  'common.basket.total': 'Gesamt',
  'basket.checkout': 'Zur Kasse',
  'basket.close': 'Schließen',
  'basket.addedToBasket': 'In den Warenkorb gelegt',
  'basket.goToBasket': 'Zum Warenkorb',
  'basket.continueShopping': 'Weiter einkaufen',
  'basket.expiringSoon': 'Ihre Tickets für {names} werden in 1 Minute freigegeben.',
  'basket.expired': 'Ihre Tickets für {names} wurden freigegeben und aus Ihrem Warenkorb entfernt.',

  // Seating chart
  'seatingChart.label': 'Saalplan',
  'seatingChart.loading': 'Saalplan wird geladen',
  'seatingChart.couldNotLoad': '{url} konnte nicht geladen werden',
  'seatingChart.alternative':
    'Wählen Sie einen Platz im Saalplan, um seinen Bereich zu wählen, oder wählen Sie einen Bereich aus der Liste oben.',
  'seatingChart.seatSelected': 'Platz {seat} ausgewählt: {section}.',
  'seatingChart.seatDeselected': 'Auswahl von Platz {seat} aufgehoben.',
  'seatingChart.noTickets':
    'Für diese Vorstellung gibt es keine Tickets in {section}. Bitte wählen Sie einen Bereich aus der Liste oben.',

  // Location picker
  'location.placeholder': 'Wohin geht die Reise?',
  'location.label': 'Reiseziel wählen',
  'location.popular': 'Beliebt',
  'location.nearMe': 'In meiner Nähe',
  'location.results':
    '{count, plural, =0 {Keine Reiseziele gefunden} one {# Reiseziel gefunden} other {# Reiseziele gefunden}}',
  'location.searching': 'Suche läuft',
  'location.country': 'Land',
  'location.city': 'Stadt',

  // Filter bar, filters drawer, sorting, dates
  'filters.sortBy': 'Sortieren nach',
  'filters.button': 'Filter',
  'filters.title': 'Filter',
  'filters.close': 'Schließen',
  'filters.duration': 'Dauer',
  'filters.price': 'Preis',
  'filters.category': 'Kategorie',
  'filters.clearAll': 'Alle zurücksetzen',
  'filters.apply': 'Filter anwenden',
  'filters.loading': 'wird geladen',
  'filters.error': 'Fehler',
  'filters.removeChip': 'Filter entfernen: {label}',
  'filters.activeCount': '{count, plural, =0 {Filter} one {Filter (#)} other {Filter (#)}}',
  'dates.all': 'Alle Termine',
  'dates.calendar': 'Kalender',
  'dates.reset': 'Zurücksetzen',
  'dates.done': 'Fertig',
  'dates.clear': 'Auswahl löschen',
  'dates.previousMonth': 'Vorheriger Monat',
  'dates.nextMonth': 'Nächster Monat',
  'dates.choose': 'Zeitraum wählen',
  'dates.available': 'verfügbar',
  'dates.unavailable': 'nicht verfügbar',

  // Filter bar component
  'filterBar.label': 'Attraktionen filtern',
  'filterBar.activeFilters': 'Aktive Filter',
  'dates.selected': 'ausgewählt',
  'dates.rangeStart': 'Startdatum, ausgewählt',
  'dates.rangeEnd': 'Enddatum, ausgewählt',
  'dates.inRange': 'im ausgewählten Zeitraum',
  'dates.today': 'heute',

  // Cards
  'card.from': 'Ab',
  'card.rating': 'Bewertet mit {rating} von 5',

  // Images
  'image.loading': 'Bild wird geladen …',
  'image.failed': 'Das Bild konnte nicht geladen werden',

  // Details booking panel
  'booking.heading': 'Tickets buchen',
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

  // Search page
  'search.showingResultsFor': 'Ergebnisse für {search}',
  'search.empty': 'Keine Attraktionen für Ihre Kriterien gefunden.',
  'search.backToTop': 'Zurück nach oben',
  'search.loadingMore': 'Weitere Attraktionen werden geladen',
  'search.resultCount':
    '{count, plural, =0 {Keine Attraktionen gefunden} one {# Attraktion gefunden} other {# Attraktionen gefunden}}',

  // Navbar
  'navbar.search': 'Suchen',
  'navbar.searchPlaceholder': 'Attraktionen, Städte, Länder suchen',
  'navbar.recentSearches': 'Letzte Suchanfragen',
  'navbar.popular': 'Beliebt',
  'navbar.showAll': 'Alle Ergebnisse anzeigen',
  'navbar.language': 'Sprache',
  'navbar.currency': 'Währung',
  'navbar.basket': 'Warenkorb',
  'navbar.basketCount':
    '{count, plural, =0 {Warenkorb, leer} one {Warenkorb, # Artikel} other {Warenkorb, # Artikel}}',
  'navbar.menu': 'Menü',
  'navbar.closeMenu': 'Menü schließen',
  'navbar.back': 'Zurück',

  // Location picker and navbar components
  'location.heading': 'Unternehmungen in',
  'location.typeMore': 'Geben Sie mindestens 3 Zeichen ein, um zu suchen',
  'navbar.label': 'Hauptnavigation',
  'navbar.searching': 'Suche läuft',
  'navbar.noResults': 'Keine Ergebnisse gefunden',
  'navbar.resultCount':
    '{count, plural, =0 {Keine Ergebnisse gefunden} one {# Ergebnis gefunden} other {# Ergebnisse gefunden}}',

  // Footer
  'footer.terms': 'Allgemeine Geschäftsbedingungen',
  'footer.privacy': 'Datenschutzerklärung',
  'footer.cookies': 'Cookies',
  'footer.helpCentre': 'Hilfe-Center',
  'footer.contact': 'Kontakt',
  'footer.opensInNewTab': '(öffnet in einem neuen Tab)',
  'footer.label': 'Hilfe und Kontakt',

  // Help page
  'help.tabsLabel': 'Ich brauche Hilfe bei …',
  'help.tab.faqAttractions': 'Attraktionen',
  'help.tab.faqMusic': 'Musik',
  'help.tab.faqTheatres': 'Theater',
  'help.tab.faqSports': 'Sport',
  'help.tab.contact': 'Kontakt',
  'help.loading': 'Hilfeinhalte werden geladen',
  'help.failed': 'Diese Seite konnte nicht geladen werden.',
  'help.retry': 'Erneut versuchen',
  'help.opensInNewTab': '(öffnet in einem neuen Tab)',
  'help.contact.title': 'Kontakt',
  'help.contact.name': 'Name',
  'help.contact.email': 'E-Mail',
  'help.contact.eventName': 'Name der Veranstaltung',
  'help.contact.orderReference': 'Bestellnummer (optional)',
  'help.contact.subject': 'Betreff',
  'help.contact.subjectPlaceholder': 'Betreff auswählen',
  'help.contact.subjectsFailed': 'Die Betreffs konnten nicht geladen werden.',
  'help.contact.message': 'Nachricht',
  'help.contact.submit': 'Senden',
  'common.required': 'Dies ist ein Pflichtfeld',
  'common.invalidEmail': 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  'help.contact.success': 'Vielen Dank, wir haben Ihre Anfrage erhalten',
  'help.contact.browse': 'Andere Veranstaltungen ansehen',
  'help.contact.close': 'Schließen',

  // Details page, details area and image viewer
  'details.breadcrumbs': 'Brotkrümelnavigation',
  'details.loading': 'Attraktion wird geladen',
  'details.photos': 'Fotos',
  'details.showAllPhotos': 'Alle {count} Fotos anzeigen',
  'details.photoAlt': '{name}, Foto {position} von {total}',
  'details.highlights': 'Highlights',
  'details.itinerary': 'Reiseverlauf',
  'details.duration': 'Dauer: {duration}',
  'details.durationHours': '{count, plural, one {# Stunde} other {# Stunden}}',
  'details.durationMinutes': '{count, plural, one {# Minute} other {# Minuten}}',
  'details.included': 'Inbegriffen',
  'details.excluded': 'Nicht inbegriffen',
  'details.departurePoint': 'Abfahrtsort',
  'details.pleaseNote': 'Bitte beachten',
  'details.cancellation': 'Stornierung',
  'details.location': 'Ort',
  'details.about': 'Über diese Attraktion',
  'details.seatmap': 'Saalplan',
  'details.seatmapCaption': 'Nur zur Veranschaulichung',
  'details.seatmapAlt': 'Saalplan von {venue}',
  'details.otherAttractions': 'Weitere Attraktionen',
  'details.notFound.title': 'Wir konnten diese Attraktion nicht finden',
  'details.notFound.body': 'Sie ist möglicherweise nicht mehr im Verkauf, oder der Link ist unvollständig.',
  'details.notFound.action': 'Attraktionen ansehen',
  'viewer.counter': '{position}/{total} Fotos',
  'viewer.previous': 'Vorheriges Foto',
  'viewer.next': 'Nächstes Foto',
  'viewer.close': 'Schließen',
};

export { dateLocale };
