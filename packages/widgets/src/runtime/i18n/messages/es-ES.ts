import { es as dateLocale } from 'date-fns/locale/es';
import type { Catalogue } from './en-GB';

/** es-ES texts: every key of the English catalogue, in Spanish (Spain). */
export const messages: Catalogue = {
  // Configuration
  'config.missing': 'Este widget de reservas aún no está configurado: falta el atributo {attribute}.',

  // Error modal
  'common.errorModal.title': 'Lo sentimos, algo ha salido mal.',
  'common.errorModal.message':
    'Actualiza la página y vuelve a intentarlo. Si el problema persiste, ponte en contacto con nuestro',
  'common.errorModal.helpCentre': 'Centro de ayuda',
  'common.errorModal.retry': 'Actualizar la página',
  'error.pageFailed': 'No se ha podido mostrar esta parte de la página.',
  'page.landing': 'Página de actividades',
  'page.search': 'Página de resultados de búsqueda',
  'page.details': 'Página de detalles de la atracción',
  'page.payment': 'Página de pago',
  'page.help': 'Página del centro de ayuda',
  'config.invalid':
    'Este widget de reservas no está bien configurado: el atributo {attribute} debe ser una dirección http o https.',
  'error.widgetFailed':
    'No se ha podido mostrar este widget de reservas. Actualiza la página y vuelve a intentarlo.',

  // Landing
  'landing.popular': 'Lo más popular en nuestra web',
  'landing.showMore': 'Ver más',
  'landing.noSections': 'No se han encontrado atracciones que cumplan tus criterios.',
  'landing.sectionLoading': 'Cargando atracciones',
  'landing.breadcrumbs': 'Ubicación',

  // Basket
  'basket.title': 'Cesta',
  'basket.loading': 'Cargando tu cesta',
  'common.basket.empty': 'Tu cesta está vacía',
  'basket.items': 'Artículos de tu cesta',
  'common.basket.tickets': '{count, plural, one {# entrada} other {# entradas}}',
  'common.basket.ticketLine': '{count} × {name}',
  'common.basket.heldFor': 'Reservado durante',
  'basket.remove': 'Eliminar {name} de la cesta',
  'common.basket.total': 'Total',
  'basket.checkout': 'Tramitar pedido',
  'basket.close': 'Cerrar',
  'basket.addedToBasket': 'Añadido a la cesta',
  'basket.goToBasket': 'Ir a la cesta',
  'basket.continueShopping': 'Seguir comprando',
  'basket.expiringSoon': 'Tus entradas para {names} se liberarán dentro de 1 minuto.',
  'basket.expired': 'Tus entradas para {names} se han liberado y se han eliminado de tu cesta.',

  // Seating chart
  'seatingChart.label': 'Plano de asientos',
  'seatingChart.loading': 'Cargando el plano de asientos',
  'seatingChart.couldNotLoad': 'No se ha podido cargar {url}',
  'seatingChart.alternative':
    'Elige un asiento en el plano para elegir su sección, o elige una sección de la lista de arriba.',
  'seatingChart.seatSelected': 'Asiento {seat} seleccionado: {section}.',
  'seatingChart.seatDeselected': 'Asiento {seat} deseleccionado.',
  'seatingChart.noTickets':
    'No quedan entradas en {section} para esta función. Elige una sección de la lista de arriba.',

  // Location picker
  'location.placeholder': '¿Adónde vas?',
  'location.label': 'Elige un destino',
  'location.popular': 'Populares',
  'location.nearMe': 'Cerca de mí',
  'location.results':
    '{count, plural, =0 {No se han encontrado destinos} one {# destino encontrado} other {# destinos encontrados}}',
  'location.searching': 'Buscando',
  'location.country': 'País',
  'location.city': 'Ciudad',

  // Filter bar, filters drawer, sorting, dates
  'filters.sortBy': 'Ordenar por',
  'filters.button': 'Filtros',
  'filters.title': 'Filtros',
  'filters.close': 'Cerrar',
  'filters.duration': 'Duración',
  'filters.price': 'Precio',
  'filters.category': 'Categoría',
  'filters.clearAll': 'Borrar todo',
  'filters.apply': 'Aplicar filtros',
  'filters.loading': 'cargando',
  'filters.error': 'error',
  'filters.removeChip': 'Quitar filtro: {label}',
  'filters.activeCount': '{count, plural, =0 {Filtros} one {Filtros (#)} other {Filtros (#)}}',
  'dates.all': 'Todas las fechas',
  'dates.calendar': 'Calendario',
  'dates.reset': 'Restablecer',
  'dates.done': 'Listo',
  'dates.clear': 'Borrar fechas',
  'dates.previousMonth': 'Mes anterior',
  'dates.nextMonth': 'Mes siguiente',
  'dates.choose': 'Elegir fechas',
  'dates.available': 'disponible',
  'dates.unavailable': 'no disponible',

  // Filter bar component
  'filterBar.label': 'Filtrar atracciones',
  'filterBar.activeFilters': 'Filtros activos',
  'dates.selected': 'seleccionada',
  'dates.rangeStart': 'fecha de inicio, seleccionada',
  'dates.rangeEnd': 'fecha de fin, seleccionada',
  'dates.inRange': 'en el periodo seleccionado',
  'dates.today': 'hoy',

  // Cards
  'card.from': 'Desde',
  'card.rating': 'Valoración de {rating} sobre 5',

  // Images
  'image.loading': 'Cargando imagen…',
  'image.failed': 'No se ha podido cargar la imagen',

  // Details booking panel
  'booking.heading': 'Reservar entradas',
  'booking.date': 'Fecha',
  'booking.chooseDate': 'Elige una fecha',
  'booking.calendarSelected': 'seleccionada',
  'booking.calendarToday': 'hoy',
  'booking.tickets': 'Entradas',
  'booking.ticketsNone': 'Selecciona las entradas',
  'booking.ticketSummary': '{count} × {name}',
  'booking.increase': 'Añadir una entrada: {name}',
  'booking.decrease': 'Quitar una entrada: {name}',
  'booking.capNote': 'Hasta {count} entradas por reserva',
  'booking.capReached': 'Has alcanzado el máximo de {count} entradas por reserva',
  'booking.done': 'Listo',
  'booking.checkAvailability': 'Consultar disponibilidad',
  'booking.checking': 'Consultando disponibilidad',
  'booking.optionsFound':
    '{count, plural, =0 {No hay opciones disponibles} one {# opción disponible} other {# opciones disponibles}}',
  'booking.selectTickets': 'Selecciona el número de entradas.',
  'booking.error': '¡Error!',
  'booking.notEnoughTitle': 'Lo sentimos, no quedan suficientes entradas disponibles para este evento',
  'booking.notEnoughText': 'Prueba con otra fecha o con otro número de entradas',
  'booking.options': 'Opciones disponibles',
  'booking.performanceTime': 'Hora de la función',
  'booking.section': 'Zona',
  'booking.price': 'Precio',
  'booking.each': 'por entrada',
  'booking.select': 'Seleccionar',
  'booking.unavailable': 'No disponible',
  'booking.language': 'Idioma del tour',
  'booking.tourLanguage': 'Idioma del tour: {language}',
  'booking.addToBasket': 'Añadir a la cesta',
  'booking.addFailed': 'No se han podido añadir estas entradas a tu cesta. Vuelve a intentarlo.',
  'booking.bookingFee': 'Gastos de gestión',
  'booking.feeDetail': '({fee} × {count})',
  'booking.total': 'Total',
  'booking.seatMapNote': 'Plano de asientos solo orientativo',
  'booking.seatMapAlt': 'Plano de asientos de {name}',
  'booking.close': 'Cerrar',

  // Search page
  'search.showingResultsFor': 'Resultados para {search}',
  'search.empty': 'No se han encontrado atracciones que cumplan tus criterios.',
  'search.backToTop': 'Volver arriba',
  'search.loadingMore': 'Cargando más atracciones',
  'search.resultCount':
    '{count, plural, =0 {No se han encontrado atracciones} one {# atracción encontrada} other {# atracciones encontradas}}',

  // Navbar
  'navbar.search': 'Buscar',
  'navbar.searchPlaceholder': 'Buscar atracciones, ciudades, países',
  'navbar.recentSearches': 'Búsquedas recientes',
  'navbar.popular': 'Populares',
  'navbar.showAll': 'Ver todos los resultados',
  'navbar.language': 'Idioma',
  'navbar.currency': 'Moneda',
  'navbar.basket': 'Cesta',
  'navbar.basketCount':
    '{count, plural, =0 {Cesta, vacía} one {Cesta, # artículo} other {Cesta, # artículos}}',
  'navbar.menu': 'Menú',
  'navbar.closeMenu': 'Cerrar menú',
  'navbar.back': 'Atrás',

  // Location picker and navbar components
  'location.heading': 'Qué hacer en',
  'location.typeMore': 'Escribe al menos 3 caracteres para buscar',
  'navbar.label': 'Principal',
  'navbar.searching': 'Buscando',
  'navbar.noResults': 'No se han encontrado resultados',
  'navbar.resultCount':
    '{count, plural, =0 {No se han encontrado resultados} one {# resultado encontrado} other {# resultados encontrados}}',

  // Footer
  'footer.terms': 'Términos y condiciones',
  'footer.privacy': 'Política de privacidad',
  'footer.cookies': 'Cookies',
  'footer.helpCentre': 'Centro de ayuda',
  'footer.contact': 'Contacto',
  'footer.opensInNewTab': '(se abre en una pestaña nueva)',
  'footer.label': 'Ayuda y contacto',

  // Help page
  'help.tabsLabel': 'Necesito ayuda con…',
  'help.tab.faqAttractions': 'Atracciones',
  'help.tab.faqMusic': 'Música',
  'help.tab.faqTheatres': 'Teatros',
  'help.tab.faqSports': 'Deportes',
  'help.tab.contact': 'Contacto',
  'help.loading': 'Cargando la ayuda',
  'help.failed': 'No se ha podido cargar esta página.',
  'help.retry': 'Volver a intentarlo',
  'help.opensInNewTab': '(se abre en una pestaña nueva)',
  'help.contact.title': 'Contacto',
  'help.contact.name': 'Nombre',
  'help.contact.email': 'Correo electrónico',
  'help.contact.eventName': 'Nombre del evento',
  'help.contact.orderReference': 'Referencia del pedido (opcional)',
  'help.contact.subject': 'Asunto',
  'help.contact.subjectPlaceholder': 'Selecciona un asunto',
  'help.contact.subjectsFailed': 'No se han podido cargar los asuntos.',
  'help.contact.message': 'Mensaje',
  'help.contact.submit': 'Enviar',
  'common.required': 'Este campo es obligatorio',
  'common.invalidEmail': 'Introduce una dirección de correo electrónico válida',
  'help.contact.success': 'Gracias, hemos recibido tu consulta',
  'help.contact.browse': 'Ver otros eventos',
  'help.contact.close': 'Cerrar',

  // Details page, details area and image viewer
  'details.breadcrumbs': 'Ruta de navegación',
  'details.loading': 'Cargando atracción',
  'details.photos': 'Fotos',
  'details.showAllPhotos': 'Ver las {count} fotos',
  'details.photoAlt': '{name}, foto {position} de {total}',
  'details.highlights': 'Lo más destacado',
  'details.itinerary': 'Itinerario',
  'details.duration': 'Duración: {duration}',
  'details.durationHours': '{count, plural, one {# hora} other {# horas}}',
  'details.durationMinutes': '{count, plural, one {# minuto} other {# minutos}}',
  'details.included': 'Qué incluye',
  'details.excluded': 'Qué no incluye',
  'details.departurePoint': 'Punto de salida',
  'details.pleaseNote': 'Ten en cuenta',
  'details.cancellation': 'Cancelación',
  'details.location': 'Ubicación',
  'details.about': 'Información',
  'details.seatmap': 'Plano de asientos',
  'details.seatmapCaption': 'Solo orientativo',
  'details.seatmapAlt': 'Plano de asientos de {venue}',
  'details.otherAttractions': 'Otras atracciones',
  'details.notFound.title': 'No hemos encontrado esta atracción',
  'details.notFound.body': 'Puede que ya no esté a la venta o que el enlace esté incompleto.',
  'details.notFound.action': 'Ver atracciones',
  'viewer.counter': '{position}/{total} Fotos',
  'viewer.previous': 'Foto anterior',
  'viewer.next': 'Foto siguiente',
  'viewer.close': 'Cerrar',
};

export { dateLocale };
