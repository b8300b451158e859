import { lazyPart } from '../../runtime/lazy/lazyPart';
import type { LocationPicker } from './LocationPicker';

// This feature's parts that load after the first render, behind their stand-ins (`Lazy*`): `app/`
// provides the chunk that brings them (`app/lazyParts.ts`, one chunk for every control of the first load).

/** The real `LocationPicker`, which its stand-in renders once it has arrived. */
export const locationPickerPart = lazyPart<{ LocationPicker: typeof LocationPicker }>('LocationPicker');
