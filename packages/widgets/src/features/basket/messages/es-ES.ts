import type { Translations } from '../../../runtime/i18n/catalogue';
import type { basketMessages } from './en-GB';

/** es-ES: the basket’s texts. */
export const messages: Translations<typeof basketMessages> = {
  'basket.title': 'Cesta',
  'basket.loading': 'Cargando tu cesta',
  'basket.items': 'Artículos de tu cesta',
  'basket.remove': 'Eliminar {name} de la cesta',
  'basket.checkout': 'Tramitar pedido',
  'basket.close': 'Cerrar',
  'basket.addedToBasket': 'Añadido a la cesta',
  'basket.goToBasket': 'Ir a la cesta',
  'basket.continueShopping': 'Seguir comprando',
  'basket.expiringSoon': 'Tus entradas para {names} se liberarán dentro de 1 minuto.',
  'basket.expired': 'Tus entradas para {names} se han liberado y se han eliminado de tu cesta.',
  'navbar.basket': 'Cesta',
  'navbar.basketCount':
    '{count, plural, =0 {Cesta, vacía} one {Cesta, # artículo} other {Cesta, # artículos}}',
  'navbar.basketNeedsJavaScript': 'La cesta necesita JavaScript',
};
