import { locationHeadingMessages } from './en-GB.heading';

/**
 * The English of the location picker’s texts, which load with their code. Each other locale translates
 * every key beside this file (`<locale>.ts`, typed against it: a missing key is a type error).
 */
export const locationPickerMessages = {
  'location.placeholder': 'Where are you going?',
  'location.label': 'Choose a destination',
  'location.popular': 'Popular',
  'location.nearMe': 'Near me',
  'location.results':
    '{count, plural, =0 {No destinations found} one {# destination found} other {# destinations found}}',
  'location.searching': 'Searching',
  'location.country': 'Country',
  'location.city': 'City',
  'location.typeMore': 'Type at least 3 characters to search',
} as const;

/** Every English text of the picker: its heading and the rest, for the picker and its stand-in. */
export const locationPickerEnglish = { ...locationHeadingMessages, ...locationPickerMessages };

/** A key of these texts. */
export type LocationPickerMessageKey = keyof typeof locationPickerEnglish;
