import type { Translations } from '../../../runtime/i18n/catalogue';
import type { basketMessages } from './en-GB';

/** pt-PT: the basket’s texts. */
export const messages: Translations<typeof basketMessages> = {
  'basket.title': 'Cesto',
  'basket.loading': 'A carregar o seu cesto',
  'basket.items': 'Artigos no seu cesto',
  'basket.remove': 'Remover {name} do cesto',
  'basket.checkout': 'Finalizar compra',
  'basket.close': 'Fechar',
  'basket.addedToBasket': 'Adicionado ao cesto',
  'basket.goToBasket': 'Ir para o cesto',
  'basket.continueShopping': 'Continuar a comprar',
  'basket.expiringSoon': 'Os seus bilhetes para {names} serão libertados dentro de 1 minuto.',
  'basket.expired': 'Os seus bilhetes para {names} foram libertados e retirados do seu cesto.',
  'navbar.basket': 'Cesto',
  'navbar.basketCount': '{count, plural, =0 {Cesto, vazio} one {Cesto, # artigo} other {Cesto, # artigos}}',
  'navbar.basketNeedsJavaScript': 'O cesto precisa de JavaScript',
};
