import type { Translations } from '../catalogue';
import type { sharedMessages } from './en-GB';

/** pt-PT: the runtime’s own and the shared texts. */
export const messages: Translations<typeof sharedMessages> = {
  'config.missing': 'Este widget de reservas ainda não está configurado: falta o atributo {attribute}.',
  'common.errorModal.title': 'Lamentamos, ocorreu um problema.',
  'common.errorModal.message':
    'Atualize a página e tente novamente. Se o problema persistir, contacte o nosso',
  'common.errorModal.helpCentre': 'Centro de ajuda',
  'common.errorModal.retry': 'Atualizar a página',
  'config.invalid':
    'Este widget de reservas não está configurado corretamente: o atributo {attribute} tem de ser um endereço http ou https.',
  'error.widgetFailed':
    'Não foi possível mostrar este widget de reservas. Atualize a página e tente novamente.',
  'landing.sectionLoading': 'A carregar atrações',
  'common.basket.empty': 'O seu cesto está vazio',
  'common.basket.tickets': '{count, plural, one {# bilhete} other {# bilhetes}}',
  'common.basket.ticketLine': '{count} × {name}',
  'common.basket.heldFor': 'Reservado durante',
  'common.basket.total': 'Total',
  'dates.previousMonth': 'Mês anterior',
  'dates.nextMonth': 'Mês seguinte',
  'dates.available': 'disponível',
  'dates.unavailable': 'indisponível',
  'card.from': 'A partir de',
  'card.rating': 'Classificação de {rating} em 5',
  'image.loading': 'A carregar imagem...',
  'image.failed': 'Não foi possível carregar a imagem',
  'footer.opensInNewTab': '(abre num novo separador)',
  'common.required': 'Este campo é obrigatório',
  'common.invalidEmail': 'Introduza um endereço de e-mail válido',
};
