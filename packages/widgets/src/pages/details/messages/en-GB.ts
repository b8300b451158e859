/**
 * The English of the details page’s (its details area, gallery and image viewer) texts, which load
 * with their code. Each other locale translates every key beside this file (`<locale>.ts`, typed
 * against it: a missing key is a type error).
 */
export const detailsMessages = {
  'details.breadcrumbs': 'Breadcrumb',
  'details.loading': 'Loading attraction',
  'details.photos': 'Photos',
  'details.showAllPhotos': 'Show all {count} photos',
  'details.photoAlt': '{name}, photo {position} of {total}',
  'details.highlights': 'Highlights',
  'details.itinerary': 'Itinerary',
  'details.duration': 'Duration: {duration}',
  'details.durationHours': '{count, plural, one {# hour} other {# hours}}',
  'details.durationMinutes': '{count, plural, one {# minute} other {# minutes}}',
  'details.included': "What's included",
  'details.excluded': "What's excluded",
  'details.departurePoint': 'Departure Point',
  'details.pleaseNote': 'Please note',
  'details.cancellation': 'Cancellation',
  'details.location': 'Location',
  'details.about': 'About',
  'details.seatmap': 'Seatmap',
  'details.seatmapCaption': 'For illustrative purposes only',
  'details.seatmapAlt': 'Seat map of {venue}',
  'details.otherAttractions': 'Other attractions',
  'details.notFound.title': 'We couldn’t find this attraction',
  'details.notFound.body': 'It may no longer be on sale, or the link may be incomplete.',
  'details.notFound.action': 'Browse attractions',
  'viewer.counter': '{position}/{total} Photos',
  'viewer.previous': 'Previous photo',
  'viewer.next': 'Next photo',
  'viewer.close': 'Close',
} as const;

/** A key of these texts. */
export type DetailsMessageKey = keyof typeof detailsMessages;
