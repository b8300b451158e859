import { it as dateLocale } from 'date-fns/locale/it';
import type { Catalogue } from './en-GB';

/** it-IT texts: every key of the English catalogue, in Italian. */
export const messages: Catalogue = {
  // Configuration
  'config.missing': 'Questo widget di prenotazione non è ancora configurato: manca l’attributo {attribute}.',

  // Error modal
  'common.errorModal.title': 'Siamo spiacenti, si è verificato un problema.',
  'common.errorModal.message': 'Aggiorna la pagina e riprova. Se il problema persiste, contatta il nostro',
  'common.errorModal.helpCentre': 'Centro assistenza',
  'common.errorModal.retry': 'Aggiorna la pagina',
  'error.pageFailed': 'Non è stato possibile mostrare questa parte della pagina.',
  'page.landing': 'Pagina delle attività',
  'page.search': 'Pagina dei risultati di ricerca',
  'page.details': 'Pagina dei dettagli dell’attrazione',
  'page.payment': 'Pagina di pagamento',
  'page.help': 'Pagina del centro assistenza',
  'config.invalid':
    'Questo widget di prenotazione non è configurato correttamente: l’attributo {attribute} deve essere un indirizzo http o https.',
  'error.widgetFailed':
    'Non è stato possibile mostrare questo widget di prenotazione. Aggiorna la pagina e riprova.',

  // Landing
  'landing.popular': 'I più popolari sul nostro sito',
  'landing.showMore': 'Mostra altro',
  'landing.noSections': 'Nessuna attrazione corrisponde ai tuoi criteri.',
  'landing.sectionLoading': 'Caricamento delle attrazioni',
  'landing.breadcrumbs': 'Luogo',

  // Basket
  'basket.title': 'Carrello',
  'basket.loading': 'Caricamento del carrello',
  'common.basket.empty': 'Il tuo carrello è vuoto',
  'basket.items': 'Articoli nel carrello',
  'common.basket.tickets': '{count, plural, one {# biglietto} other {# biglietti}}',
  'common.basket.ticketLine': '{count} × {name}',
  'common.basket.heldFor': 'Riservato per',
  'basket.remove': 'Rimuovi {name} dal carrello',
  'common.basket.total': 'Totale',
  'basket.checkout': 'Procedi al pagamento',
  'basket.close': 'Chiudi',
  'basket.addedToBasket': 'Aggiunto al carrello',
  'basket.goToBasket': 'Vai al carrello',
  'basket.continueShopping': 'Continua gli acquisti',
  'basket.expiringSoon': 'I tuoi biglietti per {names} verranno rilasciati tra 1 minuto.',
  'basket.expired': 'I tuoi biglietti per {names} sono stati rilasciati e rimossi dal carrello.',

  // Seating chart
  'seatingChart.label': 'Mappa dei posti',
  'seatingChart.loading': 'Caricamento della mappa dei posti',
  'seatingChart.couldNotLoad': 'Impossibile caricare {url}',
  'seatingChart.alternative':
    'Scegli un posto sulla piantina per sceglierne il settore, oppure scegli un settore dall’elenco qui sopra.',
  'seatingChart.seatSelected': 'Posto {seat} selezionato: {section}.',
  'seatingChart.seatDeselected': 'Posto {seat} deselezionato.',
  'seatingChart.noTickets':
    'Non ci sono biglietti in {section} per questo spettacolo. Scegli un settore dall’elenco qui sopra.',

  // Location picker
  'location.placeholder': 'Dove vuoi andare?',
  'location.label': 'Scegli una destinazione',
  'location.popular': 'Popolari',
  'location.nearMe': 'Vicino a me',
  'location.results':
    '{count, plural, =0 {Nessuna destinazione trovata} one {# destinazione trovata} other {# destinazioni trovate}}',
  'location.searching': 'Ricerca in corso',
  'location.country': 'Paese',
  'location.city': 'Città',

  // Filter bar, filters drawer, sorting, dates
  'filters.sortBy': 'Ordina per',
  'filters.button': 'Filtri',
  'filters.title': 'Filtri',
  'filters.close': 'Chiudi',
  'filters.duration': 'Durata',
  'filters.price': 'Prezzo',
  'filters.category': 'Categoria',
  'filters.clearAll': 'Cancella tutto',
  'filters.apply': 'Applica filtri',
  'filters.loading': 'caricamento',
  'filters.error': 'errore',
  'filters.removeChip': 'Rimuovi filtro: {label}',
  'filters.activeCount': '{count, plural, =0 {Filtri} one {Filtri (#)} other {Filtri (#)}}',
  'dates.all': 'Tutte le date',
  'dates.calendar': 'Calendario',
  'dates.reset': 'Reimposta',
  'dates.done': 'Fatto',
  'dates.clear': 'Cancella date',
  'dates.previousMonth': 'Mese precedente',
  'dates.nextMonth': 'Mese successivo',
  'dates.choose': 'Scegli le date',
  'dates.available': 'disponibile',
  'dates.unavailable': 'non disponibile',

  // Filter bar component
  'filterBar.label': 'Filtra le attrazioni',
  'filterBar.activeFilters': 'Filtri attivi',
  'dates.selected': 'selezionata',
  'dates.rangeStart': 'data di inizio, selezionata',
  'dates.rangeEnd': 'data di fine, selezionata',
  'dates.inRange': 'nel periodo selezionato',
  'dates.today': 'oggi',

  // Cards
  'card.from': 'Da',
  'card.rating': 'Valutazione {rating} su 5',

  // Images
  'image.loading': 'Caricamento dell’immagine…',
  'image.failed': 'Impossibile caricare l’immagine',

  // Details booking panel
  'booking.heading': 'Prenota i biglietti',
  'booking.date': 'Data',
  'booking.chooseDate': 'Scegli una data',
  'booking.calendarSelected': 'selezionata',
  'booking.calendarToday': 'oggi',
  'booking.tickets': 'Biglietti',
  'booking.ticketsNone': 'Seleziona i biglietti',
  'booking.ticketSummary': '{count} × {name}',
  'booking.increase': 'Aggiungi un biglietto: {name}',
  'booking.decrease': 'Rimuovi un biglietto: {name}',
  'booking.capNote': 'Fino a {count} biglietti per prenotazione',
  'booking.capReached': 'Hai raggiunto il massimo di {count} biglietti per prenotazione',
  'booking.done': 'Fatto',
  'booking.checkAvailability': 'Verifica disponibilità',
  'booking.checking': 'Verifica della disponibilità in corso',
  'booking.optionsFound':
    '{count, plural, =0 {Nessuna opzione disponibile} one {# opzione disponibile} other {# opzioni disponibili}}',
  'booking.selectTickets': 'Seleziona il numero di biglietti.',
  'booking.error': 'Errore!',
  'booking.notEnoughTitle': 'Siamo spiacenti, non ci sono abbastanza biglietti disponibili per questo evento',
  'booking.notEnoughText': 'Prova con un’altra data o un altro numero di biglietti',
  'booking.options': 'Opzioni disponibili',
  'booking.performanceTime': 'Orario dello spettacolo',
  'booking.section': 'Settore',
  'booking.price': 'Prezzo',
  'booking.each': 'cad.',
  'booking.select': 'Seleziona',
  'booking.unavailable': 'Non disponibile',
  'booking.language': 'Lingua del tour',
  'booking.tourLanguage': 'Lingua del tour: {language}',
  'booking.addToBasket': 'Aggiungi al carrello',
  'booking.addFailed': 'Non è stato possibile aggiungere questi biglietti al carrello. Riprova.',
  'booking.bookingFee': 'Commissione di prenotazione',
  'booking.feeDetail': '({fee} × {count})',
  'booking.total': 'Totale',
  'booking.seatMapNote': 'Mappa dei posti a solo scopo illustrativo',
  'booking.seatMapAlt': 'Mappa dei posti di {name}',
  'booking.close': 'Chiudi',

  // Search page
  'search.showingResultsFor': 'Risultati per {search}',
  'search.empty': 'Nessuna attrazione corrisponde ai tuoi criteri.',
  'search.backToTop': 'Torna su',
  'search.loadingMore': 'Caricamento di altre attrazioni',
  'search.resultCount':
    '{count, plural, =0 {Nessuna attrazione trovata} one {# attrazione trovata} other {# attrazioni trovate}}',

  // Navbar
  'navbar.search': 'Cerca',
  'navbar.searchPlaceholder': 'Cerca attrazioni, città, paesi',
  'navbar.recentSearches': 'Ricerche recenti',
  'navbar.popular': 'Popolari',
  'navbar.showAll': 'Mostra tutti i risultati',
  'navbar.language': 'Lingua',
  'navbar.currency': 'Valuta',
  'navbar.basket': 'Carrello',
  'navbar.basketCount':
    '{count, plural, =0 {Carrello, vuoto} one {Carrello, # articolo} other {Carrello, # articoli}}',
  'navbar.menu': 'Menu',
  'navbar.closeMenu': 'Chiudi il menu',
  'navbar.back': 'Indietro',

  // Location picker and navbar components
  'location.heading': 'Cose da fare',
  'location.typeMore': 'Digita almeno 3 caratteri per cercare',
  'navbar.label': 'Principale',
  'navbar.searching': 'Ricerca in corso',
  'navbar.noResults': 'Nessun risultato trovato',
  'navbar.resultCount':
    '{count, plural, =0 {Nessun risultato trovato} one {# risultato trovato} other {# risultati trovati}}',

  // Footer
  'footer.terms': 'Termini e condizioni',
  'footer.privacy': 'Informativa sulla privacy',
  'footer.cookies': 'Cookie',
  'footer.helpCentre': 'Centro assistenza',
  'footer.contact': 'Contattaci',
  'footer.opensInNewTab': '(si apre in una nuova scheda)',
  'footer.label': 'Assistenza e contatti',

  // Help page
  'help.tabsLabel': 'Ho bisogno di aiuto con…',
  'help.tab.faqAttractions': 'Attrazioni',
  'help.tab.faqMusic': 'Musica',
  'help.tab.faqTheatres': 'Teatri',
  'help.tab.faqSports': 'Sport',
  'help.tab.contact': 'Contattaci',
  'help.loading': 'Caricamento dei contenuti di assistenza',
  'help.failed': 'Non è stato possibile caricare questa pagina.',
  'help.retry': 'Riprova',
  'help.opensInNewTab': '(si apre in una nuova scheda)',
  'help.contact.title': 'Contattaci',
  'help.contact.name': 'Nome',
  'help.contact.email': 'Email',
  'help.contact.eventName': 'Nome dell’evento',
  'help.contact.orderReference': 'Riferimento ordine (facoltativo)',
  'help.contact.subject': 'Oggetto',
  'help.contact.subjectPlaceholder': 'Seleziona un oggetto',
  'help.contact.subjectsFailed': 'Non è stato possibile caricare gli oggetti.',
  'help.contact.message': 'Messaggio',
  'help.contact.submit': 'Invia',
  'common.required': 'Questo campo è obbligatorio',
  'common.invalidEmail': 'Inserisci un indirizzo email valido',
  'help.contact.success': 'Grazie, abbiamo ricevuto la tua richiesta',
  'help.contact.browse': 'Scopri altri eventi',
  'help.contact.close': 'Chiudi',

  // Details page, details area and image viewer
  'details.breadcrumbs': 'Percorso di navigazione',
  'details.loading': 'Caricamento dell’attrazione',
  'details.photos': 'Foto',
  'details.showAllPhotos': 'Mostra tutte le {count} foto',
  'details.photoAlt': '{name}, foto {position} di {total}',
  'details.highlights': 'Punti salienti',
  'details.itinerary': 'Itinerario',
  'details.duration': 'Durata: {duration}',
  'details.durationHours': '{count, plural, one {# ora} other {# ore}}',
  'details.durationMinutes': '{count, plural, one {# minuto} other {# minuti}}',
  'details.included': 'Cosa include',
  'details.excluded': 'Cosa non include',
  'details.departurePoint': 'Punto di partenza',
  'details.pleaseNote': 'Da sapere',
  'details.cancellation': 'Cancellazione',
  'details.location': 'Luogo',
  'details.about': 'Informazioni',
  'details.seatmap': 'Mappa dei posti',
  'details.seatmapCaption': 'A solo scopo illustrativo',
  'details.seatmapAlt': 'Mappa dei posti di {venue}',
  'details.otherAttractions': 'Altre attrazioni',
  'details.notFound.title': 'Non siamo riusciti a trovare questa attrazione',
  'details.notFound.body': 'Potrebbe non essere più in vendita, oppure il link potrebbe essere incompleto.',
  'details.notFound.action': 'Scopri le attrazioni',
  'viewer.counter': '{position}/{total} Foto',
  'viewer.previous': 'Foto precedente',
  'viewer.next': 'Foto successiva',
  'viewer.close': 'Chiudi',
};

export { dateLocale };
