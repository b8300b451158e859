import {
  locationFieldPlaceholder,
  locationFieldValue,
  searchAnswered,
  showsNearMe,
  visibleLocations,
} from '@coras/booking-core';
import { ChevronDownIcon, Combobox, type FieldHandOver, useFieldHandOver } from '@coras/ui';
import { useId, useRef, useState } from 'react';
import { useTranslate } from '../../runtime/i18n/useTranslate';
import { useCorasContext } from '../../runtime/provider/context';
import { browserGeolocation, type GeolocationAdapter } from './geolocation';
import * as styles from './LocationPicker.css';
import { locationOption, nearMeOption, type PickerOption, pickerMessage } from './locationOptions';
import * as box from './locationPickerBox.css';
import { locationPickerEnglish } from './messages/en-GB';
import { useLocationPicker } from './useLocationPicker';

export interface LocationPickerProps {
  /**
   * Where 'Near me' gets the visitor's position. `null` means none (choosing 'Near me' is then only
   * logged, as a denial is — spec 1 §8).
   * @default the browser's Geolocation API, where there is one
   */
  geolocation?: GeolocationAdapter | null | undefined;
  /**
   * The level of the 'Things to do in' heading.
   * @default 2
   */
  headingLevel?: 1 | 2 | 3 | 4;
  className?: string | undefined;
  /**
   * What the visitor did in the light stand-in this picker replaces (the landing's first load has
   * only the stand-in, see `LazyLocationPicker`): the text typed, the caret and the focus carry over.
   */
  handOver?: FieldHandOver | undefined;
}

/**
 * The location picker of the landing hero (spec 1 §2 'Location picker', §4 'Location dropdown'):
 * 'Things to do in' beside a rounded field that reads 'Where are you going?' until a place is
 * chosen, and a dropdown with 'Near me' under 'Popular', the popular places, and from 3 typed
 * characters the matching ones — countries with their flag, other places with a pin.
 *
 * The kit's `Combobox`: Enter with no active option chooses the only result of a term of 3
 * characters or more, then leaves the field (spec 1 §4); with nothing to choose it keeps the focus
 * and the list open. A polite live region says how many places were found.
 *
 * Choosing a place navigates the landing page to it (a country clears the city; a city brings its
 * country). It reads and changes the page through the provider, so it takes no value props.
 *
 * @example
 * <LandingPage locationPicker={<LocationPicker geolocation={myGeolocation} />} />
 */
export function LocationPicker({ geolocation, headingLevel = 2, className, handOver }: LocationPickerProps) {
  const t = useTranslate(locationPickerEnglish);
  const { config } = useCorasContext();
  const [browser] = useState(browserGeolocation);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const { store, state, flagCodes } = useLocationPicker({
    inputRef,
    geolocation: geolocation === undefined ? browser : (geolocation ?? undefined),
  });
  useFieldHandOver(handOver, inputRef, ({ value, focused }) => {
    if (value !== '') store.send({ type: 'type', term: value });
    else if (focused) store.send({ type: 'open' });
  });

  const headingId = useId();
  const open = state.status === 'open';
  const nearMe = showsNearMe(state);
  const locations = visibleLocations(state);
  const options: PickerOption[] = [
    ...(nearMe ? [{ kind: 'nearMe' } as const] : []),
    ...locations.map((location) => ({ kind: 'location' as const, location })),
  ];

  const Heading = `h${headingLevel}` as const;
  return (
    <div className={[box.picker, className].filter(Boolean).join(' ')}>
      <Heading id={headingId} className={box.heading}>
        {t('location.heading')}
      </Heading>
      <Combobox
        ref={(element) => {
          inputRef.current = element instanceof HTMLInputElement ? element : null;
        }}
        fieldClassName={box.field}
        popupClassName={styles.popup}
        shape="rounded"
        aria-labelledby={headingId}
        value={locationFieldValue(state)}
        // Spec 1 §2: while focused (open) the chosen name replaces 'Where are you going?'.
        placeholder={locationFieldPlaceholder(state) ?? t('location.placeholder')}
        onValueChange={(term) => store.send({ type: 'type', term })}
        open={open}
        onOpenChange={(next) => store.send({ type: next ? 'open' : 'escape' })}
        options={options}
        renderOption={(option) =>
          option.kind === 'nearMe'
            ? nearMeOption(state.coordinates !== undefined, t)
            : locationOption(
                option.location,
                state.selected,
                flagCodes.get(option.location.slug),
                config.assetsUrl,
              )
        }
        onChoose={(option) => {
          if (option.kind === 'nearMe') void store.requestGeolocation();
          else store.send({ type: 'select', location: option.location });
        }}
        onEnter={() => store.send({ type: 'enter' })}
        heading={nearMe ? t('location.popular') : undefined}
        listLabelledBy={headingId}
        message={pickerMessage(state, locations.length, t)}
        status={searchAnswered(state) ? t('location.results', { count: locations.length }) : ''}
        endAdornment={
          // A pointer shortcut only: the field itself is the keyboard's way in.
          <span
            aria-hidden
            className={styles.arrow}
            data-state={open ? 'open' : 'closed'}
            onMouseDown={(event) => {
              event.preventDefault();
              inputRef.current?.focus();
              store.send({ type: 'open' });
            }}
          >
            <ChevronDownIcon size={20} />
          </span>
        }
      />
    </div>
  );
}
