import { sv as dateLocale } from 'date-fns/locale/sv';
import type { Catalogue } from './en-GB';

/** sv-SE texts. */
export const messages: Catalogue = {
  // Configuration
  'config.missing': 'Den här bokningswidgeten är inte konfigurerad än: attributet {attribute} saknas.',

  // Error modal
  'common.errorModal.title': 'Vi ber om ursäkt, något gick fel.',
  'common.errorModal.message': 'Uppdatera sidan och försök igen. Om problemet kvarstår, kontakta vårt',
  'common.errorModal.helpCentre': 'Hjälpcenter',
  'common.errorModal.retry': 'Uppdatera sidan',
  'error.pageFailed': 'Den här delen av sidan kunde inte visas.',
  'page.landing': 'Sidan Upplevelser',
  'page.search': 'Sidan Sökresultat',
  'page.details': 'Sidan Detaljer om upplevelsen',
  'page.payment': 'Sidan Kassa',
  'page.help': 'Sidan Hjälpcenter',
  'config.invalid':
    'Den här bokningswidgeten är inte korrekt konfigurerad: attributet {attribute} måste vara en http- eller https-adress.',
  'error.widgetFailed': 'Den här bokningswidgeten kunde inte visas. Ladda om sidan och försök igen.',

  // Landing
  'landing.popular': 'Populärt på vår webbplats',
  'landing.showMore': 'Visa fler',
  'landing.noSections': 'Inga attraktioner hittades som matchar dina kriterier.',
  'landing.sectionLoading': 'Läser in attraktioner',
  'landing.breadcrumbs': 'Plats',

  // Basket
  'basket.title': 'Varukorg',
  'basket.loading': 'Läser in din varukorg',
  'common.basket.empty': 'Din varukorg är tom',
  'basket.items': 'Artiklar i din varukorg',
  'common.basket.tickets': '{count, plural, one {# biljett} other {# biljetter}}',
  'common.basket.ticketLine': '{count} × {name}',
  'common.basket.heldFor': 'Reserverad i',
  'basket.remove': 'Ta bort {name} från varukorgen',
  'common.basket.total': 'Totalt',
  'basket.checkout': 'Till kassan',
  'basket.close': 'Stäng',
  'basket.addedToBasket': 'Tillagd i varukorgen',
  'basket.goToBasket': 'Gå till varukorgen',
  'basket.continueShopping': 'Fortsätt handla',
  'basket.expiringSoon': 'Dina biljetter till {names} släpps om 1 minut.',
  'basket.expired': 'Dina biljetter till {names} har släppts och tagits bort från din varukorg.',

  // Seating chart
  'seatingChart.label': 'Platskarta',
  'seatingChart.loading': 'Läser in platskartan',
  'seatingChart.couldNotLoad': 'Det gick inte att läsa in {url}',
  'seatingChart.alternative':
    'Välj en plats på salongskartan för att välja dess sektion, eller välj en sektion i listan ovan.',
  'seatingChart.seatSelected': 'Plats {seat} vald: {section}.',
  'seatingChart.seatDeselected': 'Plats {seat} avmarkerad.',
  'seatingChart.noTickets':
    'Det finns inga biljetter i {section} till den här föreställningen. Välj en sektion i listan ovan.',

  // Location picker
  'location.placeholder': 'Vart ska du resa?',
  'location.label': 'Välj ett resmål',
  'location.popular': 'Populära',
  'location.nearMe': 'Nära mig',
  'location.results':
    '{count, plural, =0 {Inga resmål hittades} one {# resmål hittades} other {# resmål hittades}}',
  'location.searching': 'Söker',
  'location.country': 'Land',
  'location.city': 'Stad',

  // Filter bar, filters drawer, sorting, dates
  'filters.sortBy': 'Sortera efter',
  'filters.button': 'Filter',
  'filters.title': 'Filter',
  'filters.close': 'Stäng',
  'filters.duration': 'Längd',
  'filters.price': 'Pris',
  'filters.category': 'Kategori',
  'filters.clearAll': 'Rensa alla',
  'filters.apply': 'Använd filter',
  'filters.loading': 'läser in',
  'filters.error': 'fel',
  'filters.removeChip': 'Ta bort filter: {label}',
  'filters.activeCount': '{count, plural, =0 {Filter} one {Filter (#)} other {Filter (#)}}',
  'dates.all': 'Alla datum',
  'dates.calendar': 'Kalender',
  'dates.reset': 'Återställ',
  'dates.done': 'Klar',
  'dates.clear': 'Rensa datum',
  'dates.previousMonth': 'Föregående månad',
  'dates.nextMonth': 'Nästa månad',
  'dates.choose': 'Välj datum',
  'dates.available': 'tillgänglig',
  'dates.unavailable': 'inte tillgänglig',

  // Filter bar component
  'filterBar.label': 'Filtrera attraktioner',
  'filterBar.activeFilters': 'Aktiva filter',
  'dates.selected': 'vald',
  'dates.rangeStart': 'startdatum, valt',
  'dates.rangeEnd': 'slutdatum, valt',
  'dates.inRange': 'i valt intervall',
  'dates.today': 'i dag',

  // Cards
  'card.from': 'Från',
  'card.rating': 'Betyg {rating} av 5',

  // Images
  'image.loading': 'Läser in bild...',
  'image.failed': 'Bilden kunde inte läsas in',

  // Details booking panel
  'booking.heading': 'Boka biljetter',
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

  // Search page
  'search.showingResultsFor': 'Visar resultat för {search}',
  'search.empty': 'Inga attraktioner hittades som matchar dina kriterier.',
  'search.backToTop': 'Tillbaka till toppen',
  'search.loadingMore': 'Läser in fler attraktioner',
  'search.resultCount':
    '{count, plural, =0 {Inga attraktioner hittades} one {# attraktion hittades} other {# attraktioner hittades}}',

  // Navbar
  'navbar.search': 'Sök',
  'navbar.searchPlaceholder': 'Sök attraktioner, städer, länder',
  'navbar.recentSearches': 'Senaste sökningar',
  'navbar.popular': 'Populära',
  'navbar.showAll': 'Visa alla resultat',
  'navbar.language': 'Språk',
  'navbar.currency': 'Valuta',
  'navbar.basket': 'Varukorg',
  'navbar.basketCount':
    '{count, plural, =0 {Varukorg, tom} one {Varukorg, # artikel} other {Varukorg, # artiklar}}',
  'navbar.menu': 'Meny',
  'navbar.closeMenu': 'Stäng menyn',
  'navbar.back': 'Tillbaka',

  // Location picker and navbar components
  'location.heading': 'Saker att göra i',
  'location.typeMore': 'Skriv minst 3 tecken för att söka',
  'navbar.label': 'Huvudmeny',
  'navbar.searching': 'Söker',
  'navbar.noResults': 'Inga resultat hittades',
  'navbar.resultCount':
    '{count, plural, =0 {Inga resultat hittades} one {# resultat hittades} other {# resultat hittades}}',

  // Footer
  'footer.terms': 'Allmänna villkor',
  'footer.privacy': 'Integritetspolicy',
  'footer.cookies': 'Cookies',
  'footer.helpCentre': 'Hjälpcenter',
  'footer.contact': 'Kontakta oss',
  'footer.opensInNewTab': '(öppnas i en ny flik)',
  'footer.label': 'Hjälp och kontakt',

  // Help page
  'help.tabsLabel': 'Jag behöver hjälp med...',
  'help.tab.faqAttractions': 'Attraktioner',
  'help.tab.faqMusic': 'Musik',
  'help.tab.faqTheatres': 'Teatrar',
  'help.tab.faqSports': 'Sport',
  'help.tab.contact': 'Kontakta oss',
  'help.loading': 'Läser in hjälpinnehåll',
  'help.failed': 'Sidan kunde inte läsas in.',
  'help.retry': 'Försök igen',
  'help.opensInNewTab': '(öppnas i en ny flik)',
  'help.contact.title': 'Kontakta oss',
  'help.contact.name': 'Namn',
  'help.contact.email': 'E-post',
  'help.contact.eventName': 'Evenemangets namn',
  'help.contact.orderReference': 'Ordernummer (valfritt)',
  'help.contact.subject': 'Ämne',
  'help.contact.subjectPlaceholder': 'Välj ett ämne',
  'help.contact.subjectsFailed': 'Ämnena kunde inte läsas in.',
  'help.contact.message': 'Meddelande',
  'help.contact.submit': 'Skicka',
  'common.required': 'Det här fältet är obligatoriskt',
  'common.invalidEmail': 'Ange en giltig e-postadress',
  'help.contact.success': 'Tack, vi har tagit emot din fråga',
  'help.contact.browse': 'Se andra evenemang',
  'help.contact.close': 'Stäng',

  // Details page, details area and image viewer
  'details.breadcrumbs': 'Brödsmulor',
  'details.loading': 'Läser in attraktionen',
  'details.photos': 'Bilder',
  'details.showAllPhotos': 'Visa alla {count} bilder',
  'details.photoAlt': '{name}, bild {position} av {total}',
  'details.highlights': 'Höjdpunkter',
  'details.itinerary': 'Program',
  'details.duration': 'Längd: {duration}',
  'details.durationHours': '{count, plural, one {# timme} other {# timmar}}',
  'details.durationMinutes': '{count, plural, one {# minut} other {# minuter}}',
  'details.included': 'Det här ingår',
  'details.excluded': 'Det här ingår inte',
  'details.departurePoint': 'Avreseplats',
  'details.pleaseNote': 'Observera',
  'details.cancellation': 'Avbokning',
  'details.location': 'Plats',
  'details.about': 'Om',
  'details.seatmap': 'Platskarta',
  'details.seatmapCaption': 'Endast vägledande',
  'details.seatmapAlt': 'Platskarta för {venue}',
  'details.otherAttractions': 'Andra attraktioner',
  'details.notFound.title': 'Vi kunde inte hitta den här attraktionen',
  'details.notFound.body': 'Den kanske inte säljs längre, eller så är länken ofullständig.',
  'details.notFound.action': 'Bläddra bland attraktioner',
  'viewer.counter': '{position}/{total} bilder',
  'viewer.previous': 'Föregående bild',
  'viewer.next': 'Nästa bild',
  'viewer.close': 'Stäng',

  // Checkout (packages/checkout/src/messages.ts)
};

export { dateLocale };
