/**
 * The location picker's heading, apart from its other texts: its placeholder shows it on the
 * landing's first load, which carries this English and none of the rest.
 */
export const locationHeadingMessages = {
  'location.heading': 'Things to do in',
} as const;
