export { CorasElement, OBSERVED_ATTRIBUTES } from './CorasElement';
export {
  CorasBookingElement,
  CorasLandingElement,
  type DefineElementsOptions,
  defineCorasElements,
  PARTNER_CONTACT_URL_ATTRIBUTE,
} from './elements';
export { setElementStyles } from './sheets';
