export { CorasElement, OBSERVED_ATTRIBUTES, setElementStyles } from './CorasElement';
export {
  CorasBookingElement,
  CorasLandingElement,
  type DefineElementsOptions,
  defineCorasElements,
} from './elements';
