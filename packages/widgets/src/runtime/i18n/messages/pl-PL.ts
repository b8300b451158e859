import { pl as dateLocale } from 'date-fns/locale/pl';
import type { Catalogue } from './en-GB';

/**
 * pl-PL texts. Polish plurals use one / few / many (`1 bilet`, `3 bilety`, `5 biletów`); `other`
 * covers fractions. Place names stay in the nominative, so headings that precede one avoid a case
 * ending ('Atrakcje w lokalizacji' + name).
 */
export const messages: Catalogue = {
  // Configuration
  'config.missing': 'Ten widżet rezerwacji nie jest jeszcze skonfigurowany: brakuje atrybutu {attribute}.',

  // Error modal
  'common.errorModal.title': 'Przepraszamy, coś poszło nie tak.',
  'common.errorModal.message':
    'Odśwież stronę i spróbuj ponownie. Jeśli problem się powtarza, skontaktuj się z naszym',
  'common.errorModal.helpCentre': 'Centrum pomocy',
  'common.errorModal.retry': 'Odśwież stronę',
  'error.pageFailed': 'Nie udało się wyświetlić tej części strony.',
  'page.landing': 'Strona: Atrakcje',
  'page.search': 'Strona: Wyniki wyszukiwania',
  'page.details': 'Strona: Szczegóły atrakcji',
  'page.payment': 'Strona: Finalizacja zamówienia',
  'page.help': 'Strona: Centrum pomocy',
  'config.invalid':
    'Ten widżet rezerwacji jest nieprawidłowo skonfigurowany: atrybut {attribute} musi być adresem http lub https.',
  'error.widgetFailed':
    'Nie udało się wyświetlić tego widżetu rezerwacji. Odśwież stronę i spróbuj ponownie.',

  // Landing
  'landing.popular': 'Popularne na naszej stronie',
  'landing.showMore': 'Pokaż więcej',
  'landing.noSections': 'Nie znaleziono atrakcji spełniających Twoje kryteria.',
  'landing.sectionLoading': 'Ładowanie atrakcji',
  'landing.breadcrumbs': 'Lokalizacja',

  // Basket
  'basket.title': 'Koszyk',
  'basket.loading': 'Ładowanie koszyka',
  'common.basket.empty': 'Twój koszyk jest pusty',
  'basket.items': 'Produkty w koszyku',
  'common.basket.tickets': '{count, plural, one {# bilet} few {# bilety} many {# biletów} other {# biletu}}',
  'common.basket.ticketLine': '{count} × {name}',
  'common.basket.heldFor': 'Rezerwacja ważna jeszcze',
  'basket.remove': 'Usuń {name} z koszyka',
  'common.basket.total': 'Razem',
  'basket.checkout': 'Przejdź do kasy',
  'basket.close': 'Zamknij',
  'basket.addedToBasket': 'Dodano do koszyka',
  'basket.goToBasket': 'Przejdź do koszyka',
  'basket.continueShopping': 'Kontynuuj zakupy',
  'basket.expiringSoon': 'Twoje bilety na {names} zostaną zwolnione za 1 minutę.',
  'basket.expired': 'Twoje bilety na {names} zostały zwolnione i usunięte z koszyka.',

  // Seating chart
  'seatingChart.label': 'Plan miejsc',
  'seatingChart.loading': 'Ładowanie planu miejsc',
  'seatingChart.couldNotLoad': 'Nie udało się wczytać {url}',
  'seatingChart.alternative':
    'Wybierz miejsce na planie sali, aby wybrać jego sektor, albo wybierz sektor z listy powyżej.',
  'seatingChart.seatSelected': 'Wybrano miejsce {seat}: {section}.',
  'seatingChart.seatDeselected': 'Odznaczono miejsce {seat}.',
  'seatingChart.noTickets':
    'Brak biletów w sektorze {section} na ten spektakl. Wybierz sektor z listy powyżej.',

  // Location picker
  'location.placeholder': 'Dokąd się wybierasz?',
  'location.label': 'Wybierz cel podróży',
  'location.popular': 'Popularne',
  'location.nearMe': 'W pobliżu',
  'location.results':
    '{count, plural, =0 {Nie znaleziono miejsc} one {Znaleziono # miejsce} few {Znaleziono # miejsca} many {Znaleziono # miejsc} other {Znaleziono # miejsca}}',
  'location.searching': 'Wyszukiwanie',
  'location.country': 'Kraj',
  'location.city': 'Miasto',

  // Filter bar, filters drawer, sorting, dates
  'filters.sortBy': 'Sortuj według',
  'filters.button': 'Filtry',
  'filters.title': 'Filtry',
  'filters.close': 'Zamknij',
  'filters.duration': 'Czas trwania',
  'filters.price': 'Cena',
  'filters.category': 'Kategoria',
  'filters.clearAll': 'Wyczyść wszystko',
  'filters.apply': 'Zastosuj filtry',
  'filters.loading': 'ładowanie',
  'filters.error': 'błąd',
  'filters.removeChip': 'Usuń filtr: {label}',
  'filters.activeCount':
    '{count, plural, =0 {Filtry} one {Filtry (#)} few {Filtry (#)} many {Filtry (#)} other {Filtry (#)}}',
  'dates.all': 'Wszystkie daty',
  'dates.calendar': 'Kalendarz',
  'dates.reset': 'Resetuj',
  'dates.done': 'Gotowe',
  'dates.clear': 'Wyczyść daty',
  'dates.previousMonth': 'Poprzedni miesiąc',
  'dates.nextMonth': 'Następny miesiąc',
  'dates.choose': 'Wybierz daty',
  'dates.available': 'dostępny',
  'dates.unavailable': 'niedostępny',

  // Filter bar component
  'filterBar.label': 'Filtruj atrakcje',
  'filterBar.activeFilters': 'Aktywne filtry',
  'dates.selected': 'wybrany',
  'dates.rangeStart': 'data początkowa, wybrana',
  'dates.rangeEnd': 'data końcowa, wybrana',
  'dates.inRange': 'w wybranym zakresie',
  'dates.today': 'dzisiaj',

  // Cards
  'card.from': 'Od',
  'card.rating': 'Ocena {rating} na 5',

  // Images
  'image.loading': 'Ładowanie obrazu...',
  'image.failed': 'Nie udało się wczytać obrazu',

  // Details booking panel
  'booking.heading': 'Zarezerwuj bilety',
  'booking.date': 'Data',
  'booking.chooseDate': 'Wybierz datę',
  'booking.calendarSelected': 'wybrany',
  'booking.calendarToday': 'dzisiaj',
  'booking.tickets': 'Bilety',
  'booking.ticketsNone': 'Wybierz bilety',
  'booking.ticketSummary': '{count} × {name}',
  'booking.increase': 'Dodaj jeden bilet: {name}',
  'booking.decrease': 'Usuń jeden bilet: {name}',
  'booking.capNote': 'Maksymalna liczba biletów w jednej rezerwacji: {count}',
  'booking.capReached': 'Osiągnięto maksymalną liczbę biletów w jednej rezerwacji ({count})',
  'booking.done': 'Gotowe',
  'booking.checkAvailability': 'Sprawdź dostępność',
  'booking.checking': 'Sprawdzanie dostępności',
  'booking.optionsFound':
    '{count, plural, =0 {Brak dostępnych opcji} one {# dostępna opcja} few {# dostępne opcje} many {# dostępnych opcji} other {# dostępnej opcji}}',
  'booking.selectTickets': 'Wybierz liczbę biletów.',
  'booking.error': 'Błąd!',
  'booking.notEnoughTitle': 'Przepraszamy, na to wydarzenie nie ma wystarczającej liczby biletów',
  'booking.notEnoughText': 'Wybierz inną datę lub liczbę biletów',
  'booking.options': 'Dostępne opcje',
  'booking.performanceTime': 'Godzina rozpoczęcia',
  'booking.section': 'Sektor',
  'booking.price': 'Cena',
  'booking.each': 'za bilet',
  'booking.select': 'Wybierz',
  'booking.unavailable': 'Niedostępne',
  'booking.language': 'Język oprowadzania',
  'booking.tourLanguage': 'Język oprowadzania: {language}',
  'booking.addToBasket': 'Dodaj do koszyka',
  'booking.addFailed': 'Nie udało się dodać tych biletów do koszyka. Spróbuj ponownie.',
  'booking.bookingFee': 'Opłata rezerwacyjna',
  'booking.feeDetail': '({fee} × {count})',
  'booking.total': 'Razem',
  'booking.seatMapNote': 'Plan miejsc ma charakter wyłącznie poglądowy',
  'booking.seatMapAlt': 'Plan miejsc: {name}',
  'booking.close': 'Zamknij',

  // Search page
  'search.showingResultsFor': 'Wyniki wyszukiwania dla: {search}',
  'search.empty': 'Nie znaleziono atrakcji spełniających Twoje kryteria.',
  'search.backToTop': 'Powrót na górę',
  'search.loadingMore': 'Ładowanie kolejnych atrakcji',
  'search.resultCount':
    '{count, plural, =0 {Nie znaleziono atrakcji} one {Znaleziono # atrakcję} few {Znaleziono # atrakcje} many {Znaleziono # atrakcji} other {Znaleziono # atrakcji}}',

  // Navbar
  'navbar.search': 'Szukaj',
  'navbar.searchPlaceholder': 'Szukaj atrakcji, miast, krajów',
  'navbar.recentSearches': 'Ostatnio wyszukiwane',
  'navbar.popular': 'Popularne',
  'navbar.showAll': 'Pokaż wszystkie wyniki',
  'navbar.language': 'Język',
  'navbar.currency': 'Waluta',
  'navbar.basket': 'Koszyk',
  'navbar.basketCount':
    '{count, plural, =0 {Koszyk, pusty} one {Koszyk, # produkt} few {Koszyk, # produkty} many {Koszyk, # produktów} other {Koszyk, # produktu}}',
  'navbar.menu': 'Menu',
  'navbar.closeMenu': 'Zamknij menu',
  'navbar.back': 'Wstecz',

  // Location picker and navbar components
  'location.heading': 'Atrakcje w lokalizacji',
  'location.typeMore': 'Wpisz co najmniej 3 znaki, aby wyszukać',
  'navbar.label': 'Menu główne',
  'navbar.searching': 'Wyszukiwanie',
  'navbar.noResults': 'Brak wyników',
  'navbar.resultCount':
    '{count, plural, =0 {Brak wyników} one {Znaleziono # wynik} few {Znaleziono # wyniki} many {Znaleziono # wyników} other {Znaleziono # wyniku}}',

  // Footer
  'footer.terms': 'Regulamin',
  'footer.privacy': 'Polityka prywatności',
  'footer.cookies': 'Pliki cookie',
  'footer.helpCentre': 'Centrum pomocy',
  'footer.contact': 'Kontakt',
  'footer.opensInNewTab': '(otwiera się w nowej karcie)',
  'footer.label': 'Pomoc i kontakt',

  // Help page
  'help.tabsLabel': 'Potrzebuję pomocy w sprawie...',
  'help.tab.faqAttractions': 'Atrakcje',
  'help.tab.faqMusic': 'Muzyka',
  'help.tab.faqTheatres': 'Teatry',
  'help.tab.faqSports': 'Sport',
  'help.tab.contact': 'Kontakt',
  'help.loading': 'Ładowanie treści pomocy',
  'help.failed': 'Nie udało się wczytać tej strony.',
  'help.retry': 'Spróbuj ponownie',
  'help.opensInNewTab': '(otwiera się w nowej karcie)',
  'help.contact.title': 'Kontakt',
  'help.contact.name': 'Imię i nazwisko',
  'help.contact.email': 'E-mail',
  'help.contact.eventName': 'Nazwa wydarzenia',
  'help.contact.orderReference': 'Numer zamówienia (opcjonalnie)',
  'help.contact.subject': 'Temat',
  'help.contact.subjectPlaceholder': 'Wybierz temat',
  'help.contact.subjectsFailed': 'Nie udało się wczytać tematów.',
  'help.contact.message': 'Wiadomość',
  'help.contact.submit': 'Wyślij',
  'common.required': 'To pole jest wymagane',
  'common.invalidEmail': 'Wpisz prawidłowy adres e-mail',
  'help.contact.success': 'Dziękujemy, otrzymaliśmy Twoje zapytanie',
  'help.contact.browse': 'Przeglądaj inne wydarzenia',
  'help.contact.close': 'Zamknij',

  // Details page, details area and image viewer
  'details.breadcrumbs': 'Ścieżka nawigacji',
  'details.loading': 'Ładowanie atrakcji',
  'details.photos': 'Zdjęcia',
  'details.showAllPhotos': 'Pokaż wszystkie zdjęcia ({count})',
  'details.photoAlt': '{name}, zdjęcie {position} z {total}',
  'details.highlights': 'Najważniejsze punkty',
  'details.itinerary': 'Plan wycieczki',
  'details.duration': 'Czas trwania: {duration}',
  'details.durationHours':
    '{count, plural, one {# godzina} few {# godziny} many {# godzin} other {# godziny}}',
  'details.durationMinutes': '{count, plural, one {# minuta} few {# minuty} many {# minut} other {# minuty}}',
  'details.included': 'Co jest wliczone w cenę',
  'details.excluded': 'Co nie jest wliczone w cenę',
  'details.departurePoint': 'Miejsce zbiórki',
  'details.pleaseNote': 'Uwaga',
  'details.cancellation': 'Anulowanie',
  'details.location': 'Lokalizacja',
  'details.about': 'Opis',
  'details.seatmap': 'Plan miejsc',
  'details.seatmapCaption': 'Wyłącznie w celach poglądowych',
  'details.seatmapAlt': 'Plan miejsc: {venue}',
  'details.otherAttractions': 'Inne atrakcje',
  'details.notFound.title': 'Nie udało się znaleźć tej atrakcji',
  'details.notFound.body': 'Być może nie jest już w sprzedaży albo link jest niekompletny.',
  'details.notFound.action': 'Przeglądaj atrakcje',
  'viewer.counter': 'Zdjęcia: {position}/{total}',
  'viewer.previous': 'Poprzednie zdjęcie',
  'viewer.next': 'Następne zdjęcie',
  'viewer.close': 'Zamknij',

  // Checkout (packages/checkout/src/messages.ts)
};

export { dateLocale };
