import type { Translations } from '../../../runtime/i18n/catalogue';
import type { helpMessages } from './en-GB';

/** es-ES: the help page’s texts. */
export const messages: Translations<typeof helpMessages> = {
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
  'help.contact.success': 'Gracias, hemos recibido tu consulta',
  'help.contact.browse': 'Ver otros eventos',
  'help.contact.close': 'Cerrar',
};
