// The self-registering bundle: `<script type="module" src=".../coras-elements.js">` on any page
// defines <coras-booking> and <coras-landing>, with React inside. Their style rules come with the
// modules that use them (the bundle's build makes each style module add its rules to the elements'
// sheets as it loads), so the first load carries the rules of the first load's modules only.
import { defineCorasElements } from './elements';

defineCorasElements();
