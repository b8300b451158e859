import type { Translations } from '../../runtime/i18n/catalogue';
import type { appMessages } from './en-GB';

/** pt-PT: the app’s (page announcements, a page that failed) texts. */
export const messages: Translations<typeof appMessages> = {
  'error.pageFailed': 'Não foi possível mostrar esta parte da página.',
  'page.landing': 'Página de atividades',
  'page.search': 'Página de resultados da pesquisa',
  'page.details': 'Página de detalhes da atração',
  'page.payment': 'Página de finalizar compra',
  'page.help': 'Página do centro de ajuda',
};
