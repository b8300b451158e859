export { CorasElement, OBSERVED_ATTRIBUTES, setElementStyles } from './CorasElement';
export {
  CorasBookingElement,
  CorasLandingElement,
  type DefineElementsOptions,
  defineCorasElements,
  PARTNER_CONTACT_URL_ATTRIBUTE,
} from './elements';
