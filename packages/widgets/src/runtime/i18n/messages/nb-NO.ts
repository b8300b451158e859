import { nb as dateLocale } from 'date-fns/locale/nb';
import type { Catalogue } from './en-GB';

/** nb-NO texts (Norwegian Bokmål). */
export const messages: Catalogue = {
  // Configuration
  'config.missing': 'Denne bestillingswidgeten er ikke satt opp ennå: attributtet {attribute} mangler.',

  // Error modal
  'common.errorModal.title': 'Beklager, noe gikk galt.',
  'common.errorModal.message':
    'Last inn siden på nytt og prøv igjen. Hvis problemet vedvarer, kan du kontakte vårt',
  'common.errorModal.helpCentre': 'Hjelpesenter',
  'common.errorModal.retry': 'Last inn siden på nytt',
  'error.pageFailed': 'Denne delen av siden kunne ikke vises.',
  'page.landing': 'Siden Opplevelser',
  'page.search': 'Siden Søkeresultater',
  'page.details': 'Siden Detaljer om opplevelsen',
  'page.payment': 'Siden Kasse',
  'page.help': 'Siden Hjelpesenter',
  'config.invalid':
    'Denne bestillingswidgeten er ikke satt opp riktig: attributtet {attribute} må være en http- eller https-adresse.',
  'error.widgetFailed': 'Denne bestillingswidgeten kunne ikke vises. Last inn siden på nytt og prøv igjen.',

  // Landing
  'landing.popular': 'Populært på nettstedet vårt',
  'landing.showMore': 'Vis flere',
  'landing.noSections': 'Fant ingen attraksjoner som samsvarer med kriteriene dine.',
  'landing.sectionLoading': 'Laster inn attraksjoner',
  'landing.breadcrumbs': 'Sted',

  // Basket
  'basket.title': 'Handlekurv',
  'basket.loading': 'Laster inn handlekurven',
  'common.basket.empty': 'Handlekurven din er tom',
  'basket.items': 'Varer i handlekurven',
  'common.basket.tickets': '{count, plural, one {# billett} other {# billetter}}',
  'common.basket.ticketLine': '{count} × {name}',
  'common.basket.heldFor': 'Reservert i',
  'basket.remove': 'Fjern {name} fra handlekurven',
  'common.basket.total': 'Totalt',
  'basket.checkout': 'Gå til kassen',
  'basket.close': 'Lukk',
  'basket.addedToBasket': 'Lagt i handlekurven',
  'basket.goToBasket': 'Gå til handlekurven',
  'basket.continueShopping': 'Fortsett å handle',
  'basket.expiringSoon': 'Billettene dine til {names} frigis om 1 minutt.',
  'basket.expired': 'Billettene dine til {names} er frigitt og fjernet fra handlekurven.',

  // Seating chart
  'seatingChart.label': 'Setekart',
  'seatingChart.loading': 'Laster inn setekartet',
  'seatingChart.couldNotLoad': 'Kunne ikke laste inn {url}',
  'seatingChart.alternative':
    'Velg et sete i salkartet for å velge seksjonen, eller velg en seksjon fra listen ovenfor.',
  'seatingChart.seatSelected': 'Sete {seat} valgt: {section}.',
  'seatingChart.seatDeselected': 'Sete {seat} er ikke lenger valgt.',
  'seatingChart.noTickets':
    'Det finnes ingen billetter i {section} til denne forestillingen. Velg en seksjon fra listen ovenfor.',

  // Location picker
  'location.placeholder': 'Hvor skal du?',
  'location.label': 'Velg et reisemål',
  'location.popular': 'Populære',
  'location.nearMe': 'I nærheten',
  'location.results':
    '{count, plural, =0 {Fant ingen reisemål} one {Fant # reisemål} other {Fant # reisemål}}',
  'location.searching': 'Søker',
  'location.country': 'Land',
  'location.city': 'By',

  // Filter bar, filters drawer, sorting, dates
  'filters.sortBy': 'Sorter etter',
  'filters.button': 'Filtre',
  'filters.title': 'Filtre',
  'filters.close': 'Lukk',
  'filters.duration': 'Varighet',
  'filters.price': 'Pris',
  'filters.category': 'Kategori',
  'filters.clearAll': 'Fjern alle',
  'filters.apply': 'Bruk filtre',
  'filters.loading': 'laster inn',
  'filters.error': 'feil',
  'filters.removeChip': 'Fjern filter: {label}',
  'filters.activeCount': '{count, plural, =0 {Filtre} one {Filtre (#)} other {Filtre (#)}}',
  'dates.all': 'Alle datoer',
  'dates.calendar': 'Kalender',
  'dates.reset': 'Tilbakestill',
  'dates.done': 'Ferdig',
  'dates.clear': 'Fjern datoer',
  'dates.previousMonth': 'Forrige måned',
  'dates.nextMonth': 'Neste måned',
  'dates.choose': 'Velg datoer',
  'dates.available': 'tilgjengelig',
  'dates.unavailable': 'ikke tilgjengelig',

  // Filter bar component
  'filterBar.label': 'Filtrer attraksjoner',
  'filterBar.activeFilters': 'Aktive filtre',
  'dates.selected': 'valgt',
  'dates.rangeStart': 'startdato, valgt',
  'dates.rangeEnd': 'sluttdato, valgt',
  'dates.inRange': 'i valgt periode',
  'dates.today': 'i dag',

  // Cards
  'card.from': 'Fra',
  'card.rating': 'Vurdert til {rating} av 5',

  // Images
  'image.loading': 'Laster inn bilde...',
  'image.failed': 'Bildet kunne ikke lastes inn',

  // Details booking panel
  'booking.heading': 'Bestill billetter',
  'booking.date': 'Dato',
  'booking.chooseDate': 'Velg en dato',
  'booking.calendarSelected': 'valgt',
  'booking.calendarToday': 'i dag',
  'booking.tickets': 'Billetter',
  'booking.ticketsNone': 'Velg billetter',
  'booking.ticketSummary': '{count} × {name}',
  'booking.increase': 'Legg til én billett: {name}',
  'booking.decrease': 'Fjern én billett: {name}',
  'booking.capNote': 'Opptil {count} billetter per bestilling',
  'booking.capReached': 'Du har nådd maksimumsgrensen på {count} billetter per bestilling',
  'booking.done': 'Ferdig',
  'booking.checkAvailability': 'Sjekk tilgjengelighet',
  'booking.checking': 'Sjekker tilgjengelighet',
  'booking.optionsFound':
    '{count, plural, =0 {Ingen tilgjengelige alternativer} one {# alternativ tilgjengelig} other {# alternativer tilgjengelig}}',
  'booking.selectTickets': 'Velg antall billetter.',
  'booking.error': 'Feil!',
  'booking.notEnoughTitle': 'Beklager, det er ikke nok billetter tilgjengelig til dette arrangementet',
  'booking.notEnoughText': 'Prøv en annen dato eller et annet antall billetter',
  'booking.options': 'Tilgjengelige alternativer',
  'booking.performanceTime': 'Forestillingstid',
  'booking.section': 'Seksjon',
  'booking.price': 'Pris',
  'booking.each': 'per billett',
  'booking.select': 'Velg',
  'booking.unavailable': 'Ikke tilgjengelig',
  'booking.language': 'Omvisningsspråk',
  'booking.tourLanguage': 'Omvisningsspråk: {language}',
  'booking.addToBasket': 'Legg i handlekurven',
  'booking.addFailed': 'Billettene kunne ikke legges i handlekurven. Prøv igjen.',
  'booking.bookingFee': 'Bestillingsgebyr',
  'booking.feeDetail': '({fee} × {count})',
  'booking.total': 'Totalt',
  'booking.seatMapNote': 'Setekartet er kun veiledende',
  'booking.seatMapAlt': 'Setekart for {name}',
  'booking.close': 'Lukk',

  // Search page
  'search.showingResultsFor': 'Viser resultater for {search}',
  'search.empty': 'Fant ingen attraksjoner som samsvarer med kriteriene dine.',
  'search.backToTop': 'Tilbake til toppen',
  'search.loadingMore': 'Laster inn flere attraksjoner',
  'search.resultCount':
    '{count, plural, =0 {Fant ingen attraksjoner} one {Fant # attraksjon} other {Fant # attraksjoner}}',

  // Navbar
  'navbar.search': 'Søk',
  'navbar.searchPlaceholder': 'Søk etter attraksjoner, byer, land',
  'navbar.recentSearches': 'Nylige søk',
  'navbar.popular': 'Populære',
  'navbar.showAll': 'Vis alle resultater',
  'navbar.language': 'Språk',
  'navbar.currency': 'Valuta',
  'navbar.basket': 'Handlekurv',
  'navbar.basketCount':
    '{count, plural, =0 {Handlekurv, tom} one {Handlekurv, # vare} other {Handlekurv, # varer}}',
  'navbar.menu': 'Meny',
  'navbar.closeMenu': 'Lukk menyen',
  'navbar.back': 'Tilbake',

  // Location picker and navbar components
  'location.heading': 'Ting å gjøre i',
  'location.typeMore': 'Skriv minst 3 tegn for å søke',
  'navbar.label': 'Hovedmeny',
  'navbar.searching': 'Søker',
  'navbar.noResults': 'Fant ingen resultater',
  'navbar.resultCount':
    '{count, plural, =0 {Fant ingen resultater} one {Fant # resultat} other {Fant # resultater}}',

  // Footer
  'footer.terms': 'Vilkår og betingelser',
  'footer.privacy': 'Personvernerklæring',
  'footer.cookies': 'Informasjonskapsler',
  'footer.helpCentre': 'Hjelpesenter',
  'footer.contact': 'Kontakt oss',
  'footer.opensInNewTab': '(åpnes i en ny fane)',
  'footer.label': 'Hjelp og kontakt',

  // Help page
  'help.tabsLabel': 'Jeg trenger hjelp med...',
  'help.tab.faqAttractions': 'Attraksjoner',
  'help.tab.faqMusic': 'Musikk',
  'help.tab.faqTheatres': 'Teatre',
  'help.tab.faqSports': 'Sport',
  'help.tab.contact': 'Kontakt oss',
  'help.loading': 'Laster inn hjelpeinnhold',
  'help.failed': 'Denne siden kunne ikke lastes inn.',
  'help.retry': 'Prøv igjen',
  'help.opensInNewTab': '(åpnes i en ny fane)',
  'help.contact.title': 'Kontakt oss',
  'help.contact.name': 'Navn',
  'help.contact.email': 'E-post',
  'help.contact.eventName': 'Navn på arrangementet',
  'help.contact.orderReference': 'Ordrenummer (valgfritt)',
  'help.contact.subject': 'Emne',
  'help.contact.subjectPlaceholder': 'Velg et emne',
  'help.contact.subjectsFailed': 'Emnene kunne ikke lastes inn.',
  'help.contact.message': 'Melding',
  'help.contact.submit': 'Send',
  'common.required': 'Dette feltet er obligatorisk',
  'common.invalidEmail': 'Skriv inn en gyldig e-postadresse',
  'help.contact.success': 'Takk, vi har mottatt henvendelsen din',
  'help.contact.browse': 'Se andre arrangementer',
  'help.contact.close': 'Lukk',

  // Details page, details area and image viewer
  'details.breadcrumbs': 'Brødsmulesti',
  'details.loading': 'Laster inn attraksjonen',
  'details.photos': 'Bilder',
  'details.showAllPhotos': 'Vis alle {count} bildene',
  'details.photoAlt': '{name}, bilde {position} av {total}',
  'details.highlights': 'Høydepunkter',
  'details.itinerary': 'Reiserute',
  'details.duration': 'Varighet: {duration}',
  'details.durationHours': '{count, plural, one {# time} other {# timer}}',
  'details.durationMinutes': '{count, plural, one {# minutt} other {# minutter}}',
  'details.included': 'Dette er inkludert',
  'details.excluded': 'Dette er ikke inkludert',
  'details.departurePoint': 'Avreisested',
  'details.pleaseNote': 'Merk',
  'details.cancellation': 'Avbestilling',
  'details.location': 'Sted',
  'details.about': 'Om',
  'details.seatmap': 'Setekart',
  'details.seatmapCaption': 'Kun veiledende',
  'details.seatmapAlt': 'Setekart for {venue}',
  'details.otherAttractions': 'Andre attraksjoner',
  'details.notFound.title': 'Vi fant ikke denne attraksjonen',
  'details.notFound.body': 'Den er kanskje ikke lenger i salg, eller lenken kan være ufullstendig.',
  'details.notFound.action': 'Se attraksjoner',
  'viewer.counter': '{position}/{total} bilder',
  'viewer.previous': 'Forrige bilde',
  'viewer.next': 'Neste bilde',
  'viewer.close': 'Lukk',

  // Checkout (packages/checkout/src/messages.ts)
};

export { dateLocale };
