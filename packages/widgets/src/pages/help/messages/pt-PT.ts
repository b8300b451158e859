import type { Translations } from '../../../runtime/i18n/catalogue';
import type { helpMessages } from './en-GB';

/** pt-PT: the help page’s texts. */
export const messages: Translations<typeof helpMessages> = {
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
  'help.contact.success': 'Obrigado, recebemos o seu pedido',
  'help.contact.browse': 'Ver outros eventos',
  'help.contact.close': 'Fechar',
};
