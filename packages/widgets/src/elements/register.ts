// The self-registering bundle: `<script type="module" src=".../coras-elements.js">` on any page
// defines <coras-booking> and <coras-landing>, with React and every style sheet inside. The
// bundler replaces the placeholder below with the text of the whole style sheet.
import { defineCorasElements } from './elements';

declare const __CORAS_ELEMENTS_CSS__: string;

defineCorasElements({ styles: __CORAS_ELEMENTS_CSS__ });
