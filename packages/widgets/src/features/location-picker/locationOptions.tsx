import type { Location } from '@coras/api-client';
import {
  countryFlagUrl,
  type LocationPickerState,
  listsSearchResults,
  searchAnswered,
} from '@coras/booking-core';
import { Chip, ComboboxMessage, type ComboboxOption, Flag, Pin, PinIcon, Spinner } from '@coras/ui';
import type { ReactNode } from 'react';
import type { MessageKey } from '../../runtime/i18n/messages/en-GB';
import type { Translate } from '../../runtime/i18n/useTranslate';
import * as styles from './LocationPicker.css';
import type { LocationPickerMessageKey } from './messages/en-GB';

// What the location picker lists (spec 1 §4, §5), apart from how the combobox behaves.

/** What the dropdown offers: 'Near me' (under 'Popular') and places. */
export type PickerOption = { kind: 'nearMe' } | { kind: 'location'; location: Location };

/** 'Near me' as an option: a chip, selected (and brand-coloured) once the position is known. */
type LocationTranslate = Translate<MessageKey | LocationPickerMessageKey>;

export function nearMeOption(located: boolean, t: LocationTranslate): ComboboxOption {
  return {
    key: 'near-me',
    selected: located,
    className: styles.nearMe,
    children: (
      <Chip variant={located ? 'brand' : 'outlined'} icon={<PinIcon size={16} />}>
        {t('location.nearMe')}
      </Chip>
    ),
  };
}

/**
 * A place as an option: a flag for a country, a pin for anything else (spec 1 §2), and a city's
 * country after its name, which is also its accessible name ('Cork, Ireland').
 */
export function locationOption(
  location: Location,
  selected: Location | undefined,
  flagCode: string | undefined,
  assetsUrl: string,
): ComboboxOption {
  const country = location.location_type === 'country';
  const parent = country ? undefined : location.parent_location?.name;
  return {
    key: `${location.location_type}:${location.slug}`,
    label: parent ? `${location.name}, ${parent}` : location.name,
    selected: selected?.slug === location.slug && selected.location_type === location.location_type,
    icon: country ? <Flag src={countryFlagUrl(assetsUrl, flagCode)} size={20} /> : <Pin size={20} />,
    text: location.name,
    detail: parent ? `, ${parent}` : undefined,
  };
}

/** The line under the options while there is nothing to choose: loading, too short, nothing found. */
export function pickerMessage(state: LocationPickerState, count: number, t: LocationTranslate): ReactNode {
  if (count > 0) return null;
  const loading = (
    <ComboboxMessage>
      <Spinner size={16} label={null} />
      {t('location.searching')}
    </ComboboxMessage>
  );
  if (!listsSearchResults(state)) {
    if (state.term !== '') return <ComboboxMessage>{t('location.typeMore')}</ComboboxMessage>;
    return state.popular === undefined ? loading : null;
  }
  return searchAnswered(state) ? (
    <ComboboxMessage>{t('location.results', { count: 0 })}</ComboboxMessage>
  ) : (
    loading
  );
}
