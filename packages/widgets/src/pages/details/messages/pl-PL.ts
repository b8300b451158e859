import type { Translations } from '../../../runtime/i18n/catalogue';
import type { detailsMessages } from './en-GB';

/** pl-PL: the details page’s (its details area, gallery and image viewer) texts. */
export const messages: Translations<typeof detailsMessages> = {
  'details.breadcrumbs': 'Ścieżka nawigacji',
  'details.loading': 'Ładowanie atrakcji',
  'details.photos': 'Zdjęcia',
  'details.showAllPhotos': 'Pokaż wszystkie zdjęcia ({count})',
  'details.photoAlt': '{name}, zdjęcie {position} z {total}',
  'details.highlights': 'Najważniejsze punkty',
  'details.itinerary': 'Plan wycieczki',
  'details.duration': 'Czas trwania: {duration}',
  'details.durationHours':
    '{count, plural, one {# godzina} few {# godziny} many {# godzin} other {# godziny}}',
  'details.durationMinutes': '{count, plural, one {# minuta} few {# minuty} many {# minut} other {# minuty}}',
  'details.included': 'Co jest wliczone w cenę',
  'details.excluded': 'Co nie jest wliczone w cenę',
  'details.departurePoint': 'Miejsce zbiórki',
  'details.pleaseNote': 'Uwaga',
  'details.cancellation': 'Anulowanie',
  'details.location': 'Lokalizacja',
  'details.about': 'Opis',
  'details.seatmap': 'Plan miejsc',
  'details.seatmapCaption': 'Wyłącznie w celach poglądowych',
  'details.seatmapAlt': 'Plan miejsc: {venue}',
  'details.otherAttractions': 'Inne atrakcje',
  'details.notFound.title': 'Nie udało się znaleźć tej atrakcji',
  'details.notFound.body': 'Być może nie jest już w sprzedaży albo link jest niekompletny.',
  'details.notFound.action': 'Przeglądaj atrakcje',
  'viewer.counter': 'Zdjęcia: {position}/{total}',
  'viewer.previous': 'Poprzednie zdjęcie',
  'viewer.next': 'Następne zdjęcie',
  'viewer.close': 'Zamknij',
};
