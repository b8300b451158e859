import { pt as dateLocale } from 'date-fns/locale/pt';
import type { Catalogue } from './en-GB';

/** pt-PT texts (European Portuguese: bilhete, cesto, telemóvel). */
export const messages: Catalogue = {
  // Configuration
  'config.missing': 'Este widget de reservas ainda não está configurado: falta o atributo {attribute}.',

  // Error modal
  'common.errorModal.title': 'Lamentamos, ocorreu um problema.',
  'common.errorModal.message':
    'Atualize a página e tente novamente. Se o problema persistir, contacte o nosso',
  'common.errorModal.helpCentre': 'Centro de ajuda',
  'common.errorModal.retry': 'Atualizar a página',
  'error.pageFailed': 'Não foi possível mostrar esta parte da página.',
  'page.landing': 'Página de atividades',
  'page.search': 'Página de resultados da pesquisa',
  'page.details': 'Página de detalhes da atração',
  'page.payment': 'Página de finalizar compra',
  'page.help': 'Página do centro de ajuda',
  'config.invalid':
    'Este widget de reservas não está configurado corretamente: o atributo {attribute} tem de ser um endereço http ou https.',
  'error.widgetFailed':
    'Não foi possível mostrar este widget de reservas. Atualize a página e tente novamente.',

  // Landing
  'landing.popular': 'Populares no nosso site',
  'landing.showMore': 'Mostrar mais',
  'landing.noSections': 'Não foram encontradas atrações para os seus critérios.',
  'landing.sectionLoading': 'A carregar atrações',
  'landing.breadcrumbs': 'Localização',

  // Basket
  'basket.title': 'Cesto',
  'basket.loading': 'A carregar o seu cesto',
  'common.basket.empty': 'O seu cesto está vazio',
  'basket.items': 'Artigos no seu cesto',
  'common.basket.tickets': '{count, plural, one {# bilhete} other {# bilhetes}}',
  'common.basket.ticketLine': '{count} × {name}',
  'common.basket.heldFor': 'Reservado durante',
  'basket.remove': 'Remover {name} do cesto',
  'common.basket.total': 'Total',
  'basket.checkout': 'Finalizar compra',
  'basket.close': 'Fechar',
  'basket.addedToBasket': 'Adicionado ao cesto',
  'basket.goToBasket': 'Ir para o cesto',
  'basket.continueShopping': 'Continuar a comprar',
  'basket.expiringSoon': 'Os seus bilhetes para {names} serão libertados dentro de 1 minuto.',
  'basket.expired': 'Os seus bilhetes para {names} foram libertados e retirados do seu cesto.',

  // Seating chart
  'seatingChart.label': 'Mapa de lugares',
  'seatingChart.loading': 'A carregar o mapa de lugares',
  'seatingChart.couldNotLoad': 'Não foi possível carregar {url}',
  'seatingChart.alternative':
    'Escolha um lugar na planta para escolher a sua secção, ou escolha uma secção na lista acima.',
  'seatingChart.seatSelected': 'Lugar {seat} selecionado: {section}.',
  'seatingChart.seatDeselected': 'Lugar {seat} desmarcado.',
  'seatingChart.noTickets':
    'Não há bilhetes em {section} para esta sessão. Escolha uma secção na lista acima.',

  // Location picker
  'location.placeholder': 'Para onde vai?',
  'location.label': 'Escolha um destino',
  'location.popular': 'Populares',
  'location.nearMe': 'Perto de mim',
  'location.results':
    '{count, plural, =0 {Nenhum destino encontrado} one {# destino encontrado} other {# destinos encontrados}}',
  'location.searching': 'A pesquisar',
  'location.country': 'País',
  'location.city': 'Cidade',

  // Filter bar, filters drawer, sorting, dates
  'filters.sortBy': 'Ordenar por',
  'filters.button': 'Filtros',
  'filters.title': 'Filtros',
  'filters.close': 'Fechar',
  'filters.duration': 'Duração',
  'filters.price': 'Preço',
  'filters.category': 'Categoria',
  'filters.clearAll': 'Limpar tudo',
  'filters.apply': 'Aplicar filtros',
  'filters.loading': 'a carregar',
  'filters.error': 'erro',
  'filters.removeChip': 'Remover filtro: {label}',
  'filters.activeCount': '{count, plural, =0 {Filtros} one {Filtros (#)} other {Filtros (#)}}',
  'dates.all': 'Todas as datas',
  'dates.calendar': 'Calendário',
  'dates.reset': 'Repor',
  'dates.done': 'Concluído',
  'dates.clear': 'Limpar datas',
  'dates.previousMonth': 'Mês anterior',
  'dates.nextMonth': 'Mês seguinte',
  'dates.choose': 'Escolher datas',
  'dates.available': 'disponível',
  'dates.unavailable': 'indisponível',

  // Filter bar component
  'filterBar.label': 'Filtrar atrações',
  'filterBar.activeFilters': 'Filtros ativos',
  'dates.selected': 'selecionado',
  'dates.rangeStart': 'data de início, selecionada',
  'dates.rangeEnd': 'data de fim, selecionada',
  'dates.inRange': 'no intervalo selecionado',
  'dates.today': 'hoje',

  // Cards
  'card.from': 'A partir de',
  'card.rating': 'Classificação de {rating} em 5',

  // Images
  'image.loading': 'A carregar imagem...',
  'image.failed': 'Não foi possível carregar a imagem',

  // Details booking panel
  'booking.heading': 'Reservar bilhetes',
  'booking.date': 'Data',
  'booking.chooseDate': 'Escolha uma data',
  'booking.calendarSelected': 'selecionado',
  'booking.calendarToday': 'hoje',
  'booking.tickets': 'Bilhetes',
  'booking.ticketsNone': 'Selecionar bilhetes',
  'booking.ticketSummary': '{count} × {name}',
  'booking.increase': 'Adicionar um bilhete: {name}',
  'booking.decrease': 'Remover um bilhete: {name}',
  'booking.capNote': 'Até {count} bilhetes por reserva',
  'booking.capReached': 'Atingiu o máximo de {count} bilhetes por reserva',
  'booking.done': 'Concluído',
  'booking.checkAvailability': 'Verificar disponibilidade',
  'booking.checking': 'A verificar a disponibilidade',
  'booking.optionsFound':
    '{count, plural, =0 {Nenhuma opção disponível} one {# opção disponível} other {# opções disponíveis}}',
  'booking.selectTickets': 'Selecione o número de bilhetes.',
  'booking.error': 'Erro!',
  'booking.notEnoughTitle': 'Lamentamos, não há bilhetes suficientes disponíveis para este evento',
  'booking.notEnoughText': 'Experimente outra data ou outro número de bilhetes',
  'booking.options': 'Opções disponíveis',
  'booking.performanceTime': 'Hora da sessão',
  'booking.section': 'Setor',
  'booking.price': 'Preço',
  'booking.each': 'por bilhete',
  'booking.select': 'Selecionar',
  'booking.unavailable': 'Indisponível',
  'booking.language': 'Idioma da visita',
  'booking.tourLanguage': 'Idioma da visita: {language}',
  'booking.addToBasket': 'Adicionar ao cesto',
  'booking.addFailed': 'Não foi possível adicionar estes bilhetes ao seu cesto. Tente novamente.',
  'booking.bookingFee': 'Taxa de reserva',
  'booking.feeDetail': '({fee} × {count})',
  'booking.total': 'Total',
  'booking.seatMapNote': 'Mapa de lugares meramente ilustrativo',
  'booking.seatMapAlt': 'Mapa de lugares de {name}',
  'booking.close': 'Fechar',

  // Search page
  'search.showingResultsFor': 'A mostrar resultados para {search}',
  'search.empty': 'Não foram encontradas atrações para os seus critérios.',
  'search.backToTop': 'Voltar ao topo',
  'search.loadingMore': 'A carregar mais atrações',
  'search.resultCount':
    '{count, plural, =0 {Nenhuma atração encontrada} one {# atração encontrada} other {# atrações encontradas}}',

  // Navbar
  'navbar.search': 'Pesquisar',
  'navbar.searchPlaceholder': 'Pesquise atrações, cidades, países',
  'navbar.recentSearches': 'Pesquisas recentes',
  'navbar.popular': 'Populares',
  'navbar.showAll': 'Mostrar todos os resultados',
  'navbar.language': 'Idioma',
  'navbar.currency': 'Moeda',
  'navbar.basket': 'Cesto',
  'navbar.basketCount': '{count, plural, =0 {Cesto, vazio} one {Cesto, # artigo} other {Cesto, # artigos}}',
  'navbar.menu': 'Menu',
  'navbar.closeMenu': 'Fechar menu',
  'navbar.back': 'Voltar',

  // Location picker and navbar components
  'location.heading': 'O que fazer em',
  'location.typeMore': 'Escreva pelo menos 3 caracteres para pesquisar',
  'navbar.label': 'Principal',
  'navbar.searching': 'A pesquisar',
  'navbar.noResults': 'Nenhum resultado encontrado',
  'navbar.resultCount':
    '{count, plural, =0 {Nenhum resultado encontrado} one {# resultado encontrado} other {# resultados encontrados}}',

  // Footer
  'footer.terms': 'Termos e condições',
  'footer.privacy': 'Política de privacidade',
  'footer.cookies': 'Cookies',
  'footer.helpCentre': 'Centro de ajuda',
  'footer.contact': 'Contacte-nos',
  'footer.opensInNewTab': '(abre num novo separador)',
  'footer.label': 'Ajuda e contacto',

  // Help page
  'help.tabsLabel': 'Preciso de ajuda com...',
  'help.tab.faqAttractions': 'Atrações',
  'help.tab.faqMusic': 'Música',
  'help.tab.faqTheatres': 'Teatros',
  'help.tab.faqSports': 'Desporto',
  'help.tab.contact': 'Contacte-nos',
  'help.loading': 'A carregar o conteúdo de ajuda',
  'help.failed': 'Não foi possível carregar esta página.',
  'help.retry': 'Tentar novamente',
  'help.opensInNewTab': '(abre num novo separador)',
  'help.contact.title': 'Contacte-nos',
  'help.contact.name': 'Nome',
  'help.contact.email': 'E-mail',
  'help.contact.eventName': 'Nome do evento',
  'help.contact.orderReference': 'Referência da encomenda (opcional)',
  'help.contact.subject': 'Assunto',
  'help.contact.subjectPlaceholder': 'Selecione um assunto',
  'help.contact.subjectsFailed': 'Não foi possível carregar os assuntos.',
  'help.contact.message': 'Mensagem',
  'help.contact.submit': 'Enviar',
  'common.required': 'Este campo é obrigatório',
  'common.invalidEmail': 'Introduza um endereço de e-mail válido',
  'help.contact.success': 'Obrigado, recebemos o seu pedido',
  'help.contact.browse': 'Ver outros eventos',
  'help.contact.close': 'Fechar',

  // Details page, details area and image viewer
  'details.breadcrumbs': 'Trilho de navegação',
  'details.loading': 'A carregar a atração',
  'details.photos': 'Fotografias',
  'details.showAllPhotos': 'Mostrar as {count} fotografias',
  'details.photoAlt': '{name}, fotografia {position} de {total}',
  'details.highlights': 'Destaques',
  'details.itinerary': 'Itinerário',
  'details.duration': 'Duração: {duration}',
  'details.durationHours': '{count, plural, one {# hora} other {# horas}}',
  'details.durationMinutes': '{count, plural, one {# minuto} other {# minutos}}',
  'details.included': 'O que está incluído',
  'details.excluded': 'O que não está incluído',
  'details.departurePoint': 'Ponto de partida',
  'details.pleaseNote': 'Tenha em atenção',
  'details.cancellation': 'Cancelamento',
  'details.location': 'Localização',
  'details.about': 'Sobre',
  'details.seatmap': 'Mapa de lugares',
  'details.seatmapCaption': 'Meramente ilustrativo',
  'details.seatmapAlt': 'Mapa de lugares de {venue}',
  'details.otherAttractions': 'Outras atrações',
  'details.notFound.title': 'Não conseguimos encontrar esta atração',
  'details.notFound.body': 'Pode já não estar à venda ou a ligação pode estar incompleta.',
  'details.notFound.action': 'Ver atrações',
  'viewer.counter': '{position}/{total} fotografias',
  'viewer.previous': 'Fotografia anterior',
  'viewer.next': 'Fotografia seguinte',
  'viewer.close': 'Fechar',

  // Checkout (packages/checkout/src/messages.ts)
};

export { dateLocale };
