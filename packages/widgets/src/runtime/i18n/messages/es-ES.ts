import type { Translations } from '../catalogue';
import type { sharedMessages } from './en-GB';

/** es-ES: the runtime’s own and the shared texts. */
export const messages: Translations<typeof sharedMessages> = {
  'config.missing': 'Este widget de reservas aún no está configurado: falta el atributo {attribute}.',
  'common.errorModal.title': 'Lo sentimos, algo ha salido mal.',
  'common.errorModal.message':
    'Actualiza la página y vuelve a intentarlo. Si el problema persiste, ponte en contacto con nuestro',
  'common.errorModal.helpCentre': 'Centro de ayuda',
  'common.errorModal.retry': 'Actualizar la página',
  'config.invalid':
    'Este widget de reservas no está bien configurado: el atributo {attribute} debe ser una dirección http o https.',
  'error.widgetFailed':
    'No se ha podido mostrar este widget de reservas. Actualiza la página y vuelve a intentarlo.',
  'landing.sectionLoading': 'Cargando atracciones',
  'common.basket.empty': 'Tu cesta está vacía',
  'common.basket.tickets': '{count, plural, one {# entrada} other {# entradas}}',
  'common.basket.ticketLine': '{count} × {name}',
  'common.basket.heldFor': 'Reservado durante',
  'common.basket.total': 'Total',
  'dates.previousMonth': 'Mes anterior',
  'dates.nextMonth': 'Mes siguiente',
  'dates.available': 'disponible',
  'dates.unavailable': 'no disponible',
  'card.from': 'Desde',
  'card.rating': 'Valoración de {rating} sobre 5',
  'image.loading': 'Cargando imagen…',
  'image.failed': 'No se ha podido cargar la imagen',
  'footer.opensInNewTab': '(se abre en una pestaña nueva)',
  'common.required': 'Este campo es obligatorio',
  'common.invalidEmail': 'Introduce una dirección de correo electrónico válida',
};
