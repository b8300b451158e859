import type { Location } from '@coras/api-client';
import {
  type Coordinates,
  countryFlagUrl,
  isSearchableTerm,
  type LocationPickerState,
  locationFieldPlaceholder,
  locationFieldValue,
  showsNearMe,
  visibleLocations,
} from '@coras/booking-core';
import {
  ChevronDownIcon,
  Chip,
  type FieldHandOver,
  Flag,
  Pin,
  PinIcon,
  Popover,
  Spinner,
  TextField,
  useFieldHandOver,
  visuallyHidden,
} from '@coras/ui';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { type ControlsTranslate, useControlsTranslate } from '../i18n/useControlsTranslate';
import { useCorasContext } from '../provider/context';
import { isTypingKey, keepFieldFocus, moveActive, optionId, useFieldEvents } from './combobox';
import * as combobox from './combobox.css';
import { browserGeolocation, type GeolocationAdapter } from './geolocation';
import * as styles from './LocationPicker.css';
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

/** What the dropdown offers: 'Near me' (under 'Popular') and places. */
type PickerOption = { kind: 'nearMe' } | { kind: 'location'; location: Location };

/**
 * The location picker of the landing hero (spec 1 §2 'Location picker', §4 'Location dropdown'):
 * 'Things to do in' beside a rounded field that reads 'Where are you going?' until a place is
 * chosen, and a dropdown with 'Near me' under 'Popular', the popular places, and from 3 typed
 * characters the matching ones — countries with their flag, other places with a pin.
 *
 * An ARIA combobox: the focus stays in the field, ArrowDown and ArrowUp move through the options
 * (announced through `aria-activedescendant`), Enter chooses the active option — or, with none,
 * the only result of a term of 3 characters or more, then leaves the field (spec 1 §4); with
 * nothing to choose it keeps the focus and the list open — and
 * Escape or a click outside closes. A polite live region says how many places were found.
 *
 * Choosing a place navigates the landing page to it (a country clears the city; a city brings its
 * country). It reads and changes the page through the provider, so it takes no value props.
 *
 * @example
 * <LandingPage locationPicker={<LocationPicker geolocation={myGeolocation} />} />
 */
export function LocationPicker({ geolocation, headingLevel = 2, className, handOver }: LocationPickerProps) {
  const t = useControlsTranslate();
  const { config } = useCorasContext();
  const [browser] = useState(browserGeolocation);
  const inputRef = useRef<HTMLInputElement>(null);
  const fieldRef = useRef<HTMLDivElement>(null);
  const fieldEvents = useFieldEvents(fieldRef);
  const { store, state, flagCodes } = useLocationPicker({
    inputRef,
    geolocation: geolocation === undefined ? browser : (geolocation ?? undefined),
  });
  useFieldHandOver(handOver, inputRef, ({ value, focused }) => {
    if (value !== '') store.send({ type: 'type', term: value });
    else if (focused) store.send({ type: 'open' });
  });

  const ids = useId();
  const headingId = `${ids}-heading`;
  const listboxId = `${ids}-listbox`;
  const popularId = `${ids}-popular`;
  const open = state.status === 'open';
  const nearMe = showsNearMe(state);
  const locations = visibleLocations(state);
  const options = useMemo<PickerOption[]>(
    () => [
      ...(nearMe ? [{ kind: 'nearMe' } as const] : []),
      ...locations.map((location) => ({ kind: 'location' as const, location })),
    ],
    [nearMe, locations],
  );

  // A new list starts with no active option; the keyboard moves into it.
  const [active, setActive] = useState(-1);
  const listKey = `${state.term}|${JSON.stringify(state.coordinates)}|${locations.length}|${open}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: listKey names a new list.
  useEffect(() => setActive(-1), [listKey]);

  const choose = (option: PickerOption) => {
    if (option.kind === 'nearMe') void store.requestGeolocation();
    else store.send({ type: 'select', location: option.location });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          store.send({ type: 'open' });
          return;
        }
        setActive((current) => moveActive(current, options.length, event.key === 'ArrowDown' ? 1 : -1));
        return;
      }
      case 'Enter': {
        // Spec 1 §4: Enter never submits a surrounding form.
        event.preventDefault();
        const chosen = open ? options[active] : undefined;
        if (chosen) choose(chosen);
        else store.send({ type: 'enter' });
        return;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          store.send({ type: 'escape' });
        }
        return;
      default:
        // Typing into the closed field starts a new term rather than editing the chosen name.
        if (!open && (isTypingKey(event) || event.key === 'Backspace')) store.send({ type: 'open' });
    }
  };

  const Heading = `h${headingLevel}` as const;
  return (
    <div className={[styles.picker, className].filter(Boolean).join(' ')}>
      <Heading id={headingId} className={styles.heading}>
        {t('location.heading')}
      </Heading>
      <Popover.Root open={open}>
        <Popover.Anchor asChild>
          <div ref={fieldRef} className={styles.field} {...fieldEvents.fieldProps}>
            <TextField
              ref={(element) => {
                inputRef.current = element instanceof HTMLInputElement ? element : null;
              }}
              shape="rounded"
              role="combobox"
              aria-labelledby={headingId}
              aria-expanded={open}
              aria-controls={open ? listboxId : undefined}
              aria-autocomplete="list"
              aria-activedescendant={open && active >= 0 ? optionId(listboxId, active) : undefined}
              autoComplete="off"
              spellCheck={false}
              value={locationFieldValue(state)}
              // Spec 1 §2: while focused (open) the chosen name replaces 'Where are you going?'.
              placeholder={locationFieldPlaceholder(state) ?? t('location.placeholder')}
              onValueChange={(term) => store.send({ type: 'type', term })}
              onFocus={() => store.send({ type: 'open' })}
              onClick={() => store.send({ type: 'open' })}
              onKeyDown={onKeyDown}
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
        </Popover.Anchor>
        <Popover.Content
          role="presentation"
          className={styles.popup}
          onMouseDown={keepFieldFocus}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onEscapeKeyDown={() => store.send({ type: 'escape' })}
          onPointerDownOutside={(event) => {
            if (fieldEvents.isFromField(event)) event.preventDefault();
            else store.send({ type: 'outsideClick' });
          }}
          onFocusOutside={(event) => {
            if (fieldEvents.isFromField(event)) event.preventDefault();
            else store.send({ type: 'outsideClick' });
          }}
        >
          {nearMe ? (
            <p id={popularId} className={combobox.groupHeading}>
              {t('location.popular')}
            </p>
          ) : null}
          <div
            role="listbox"
            id={listboxId}
            aria-labelledby={nearMe ? popularId : headingId}
            className={combobox.listbox}
          >
            {options.map((option, index) => (
              // Options are reached through the field's aria-activedescendant, never focused.
              // biome-ignore lint/a11y/useKeyWithClickEvents: the field handles the keyboard.
              // biome-ignore lint/a11y/useFocusableInteractive: the field points at options, which keep no focus.
              <div
                key={
                  option.kind === 'nearMe'
                    ? 'near-me'
                    : `${option.location.location_type}:${option.location.slug}`
                }
                id={optionId(listboxId, index)}
                role="option"
                aria-label={option.kind === 'location' ? locationLabel(option.location) : undefined}
                aria-selected={isSelected(option, state.selected, state.coordinates !== undefined)}
                data-active={index === active ? '' : undefined}
                className={[combobox.option, option.kind === 'nearMe' ? styles.nearMe : undefined]
                  .filter(Boolean)
                  .join(' ')}
                onMouseDown={keepFieldFocus}
                onPointerMove={() => {
                  if (index !== active) setActive(index);
                }}
                onClick={() => choose(option)}
              >
                {option.kind === 'nearMe' ? (
                  <Chip variant={state.coordinates ? 'brand' : 'outlined'} icon={<PinIcon size={16} />}>
                    {t('location.nearMe')}
                  </Chip>
                ) : (
                  <LocationOption
                    location={option.location}
                    flagCode={flagCodes.get(option.location.slug)}
                    assetsUrl={config.assetsUrl}
                  />
                )}
              </div>
            ))}
          </div>
          <PickerMessage state={state} count={locations.length} />
        </Popover.Content>
      </Popover.Root>
      {/* Mounted with the dropdown, before any answer, so the count that follows is announced. */}
      {open ? (
        <div role="status" aria-live="polite" className={visuallyHidden}>
          {announcement(state, locations.length, t)}
        </div>
      ) : null}
    </div>
  );
}

function isSelected(option: PickerOption, selected: Location | undefined, located: boolean): boolean {
  if (option.kind === 'nearMe') return located;
  return (
    selected !== undefined &&
    selected.slug === option.location.slug &&
    selected.location_type === option.location.location_type
  );
}

/** A place's name, with a city's country: 'Cork, Ireland'. */
function locationLabel(location: Location): string {
  const parent = location.location_type === 'country' ? undefined : location.parent_location?.name;
  return parent ? `${location.name}, ${parent}` : location.name;
}

/** A place: a flag for a country, a pin for anything else (spec 1 §2), and a city's country. */
function LocationOption({
  location,
  flagCode,
  assetsUrl,
}: {
  location: Location;
  flagCode: string | undefined;
  assetsUrl: string;
}) {
  const country = location.location_type === 'country';
  const parent = country ? undefined : location.parent_location?.name;
  return (
    <>
      <span aria-hidden className={combobox.optionIcon}>
        {country ? <Flag src={countryFlagUrl(assetsUrl, flagCode)} size={20} /> : <Pin size={20} />}
      </span>
      <span className={combobox.optionLabel}>
        {location.name}
        {parent ? <span className={combobox.optionDetail}>{`, ${parent}`}</span> : null}
      </span>
    </>
  );
}

/** The term or position the dropdown lists results for; `undefined` while it lists popular places. */
function searchedFor(state: LocationPickerState): string | Coordinates | undefined {
  if (state.coordinates) return state.coordinates;
  return isSearchableTerm(state.term) ? state.term : undefined;
}

/** True once the results of the current search have arrived. */
function isAnswered(state: LocationPickerState): boolean {
  const searched = searchedFor(state);
  const answer = state.resultsFor;
  if (searched === undefined || answer === undefined) return false;
  if (typeof searched === 'string' || typeof answer === 'string') return searched === answer;
  return searched.latitude === answer.latitude && searched.longitude === answer.longitude;
}

/** The line under the options while there is nothing to choose: loading, too short, nothing found. */
function PickerMessage({ state, count }: { state: LocationPickerState; count: number }) {
  const t = useControlsTranslate();
  if (count > 0) return null;
  const loading = (
    <p className={combobox.message}>
      <Spinner size={16} label={null} />
      {t('location.searching')}
    </p>
  );
  if (searchedFor(state) === undefined) {
    if (state.term !== '') return <p className={combobox.message}>{t('location.typeMore')}</p>;
    return state.popular === undefined ? loading : null;
  }
  return isAnswered(state) ? (
    <p className={combobox.message}>{t('location.results', { count: 0 })}</p>
  ) : (
    loading
  );
}

/** What the live region says once a search has answered: how many places it found. */
function announcement(state: LocationPickerState, count: number, t: ControlsTranslate): string {
  return isAnswered(state) ? t('location.results', { count }) : '';
}
