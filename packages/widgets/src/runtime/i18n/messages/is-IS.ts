import type { Translations } from '../catalogue';
import type { sharedMessages } from './en-GB';

/** is-IS: the runtime’s own and the shared texts. */
export const messages: Translations<typeof sharedMessages> = {
  'config.missing': 'Þessi bókunargræja hefur ekki enn verið sett upp: eigindið {attribute} vantar.',
  'common.errorModal.title': 'Því miður, eitthvað fór úrskeiðis.',
  'common.errorModal.message':
    'Endurhladdu síðuna og reyndu aftur. Ef vandinn er viðvarandi skaltu hafa samband við',
  'common.errorModal.helpCentre': 'Hjálparmiðstöð',
  'common.errorModal.retry': 'Endurhlaða síðuna',
  'config.invalid':
    'Þessi bókunargræja er ekki rétt uppsett: eigindið {attribute} verður að vera http- eða https-vistfang.',
  'error.widgetFailed': 'Ekki var hægt að birta þessa bókunargræju. Endurhlaðið síðunni og reynið aftur.',
  'landing.sectionLoading': 'Hleður upplifunum',
  'common.basket.empty': 'Karfan þín er tóm',
  'common.basket.tickets': '{count, plural, one {# miði} other {# miðar}}',
  'common.basket.ticketLine': '{count} × {name}',
  'common.basket.heldFor': 'Frátekið í',
  'common.basket.total': 'Samtals',
  'dates.previousMonth': 'Fyrri mánuður',
  'dates.nextMonth': 'Næsti mánuður',
  'dates.available': 'laust',
  'dates.unavailable': 'ekki laust',
  'card.from': 'Frá',
  'card.rating': 'Einkunn {rating} af 5',
  'image.loading': 'Hleður mynd…',
  'image.failed': 'Ekki tókst að hlaða myndinni',
  'footer.opensInNewTab': '(opnast í nýjum flipa)',
  'common.required': 'Þessi reitur er nauðsynlegur',
  'common.invalidEmail': 'Sláðu inn gilt netfang',
};
