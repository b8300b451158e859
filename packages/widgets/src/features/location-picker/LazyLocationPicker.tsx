import { ChevronDownIcon, fieldHandOver, TextFieldStandIn, useStandIn } from '@coras/ui';
import { useId, useRef } from 'react';
import { useTranslate } from '../../runtime/i18n/useTranslate';
import type { LocationPickerProps } from './LocationPicker';
import * as styles from './LocationPicker.css';
import * as box from './locationPickerBox.css';
import { locationPickerEnglish } from './messages/en-GB';
import { locationPickerPart } from './parts';
import { usePlaceName } from './usePlaceName';

/**
 * The location picker with its code out of the page's first load: until `LocationPicker` arrives
 * (on idle after the first render, or at once on the first pointer, touch or focus) a light
 * stand-in shows the same heading and field, with the same role and name. The text typed in it,
 * the caret and the focus move into the real picker when it arrives.
 */
export function LazyLocationPicker(props: LocationPickerProps) {
  const t = useTranslate(locationPickerEnglish);
  const standIn = useStandIn(locationPickerPart);
  const placeName = usePlaceName();
  const headingId = `${useId()}-heading`;
  const input = useRef<HTMLInputElement>(null);
  const { handOver, setHandOver } = standIn;

  if (standIn.module) return <standIn.module.LocationPicker {...props} handOver={handOver} />;

  // As the real picker: focused (open) the field empties and the place's name is the placeholder.
  const open = handOver !== undefined;
  const Heading = `h${props.headingLevel ?? 2}` as const;
  return (
    <div className={[box.picker, props.className].filter(Boolean).join(' ')} {...standIn.intentProps}>
      <Heading id={headingId} className={box.heading}>
        {t('location.heading')}
      </Heading>
      <div className={box.field}>
        <TextFieldStandIn
          ref={input}
          shape="rounded"
          role="combobox"
          aria-labelledby={headingId}
          aria-expanded={false}
          aria-autocomplete="list"
          autoComplete="off"
          spellCheck={false}
          value={open ? handOver.value : (placeName ?? '')}
          placeholder={(open ? placeName : undefined) ?? t('location.placeholder')}
          onFocus={(event) => {
            if (!open) setHandOver(fieldHandOver(event.currentTarget, { value: '', focused: true }));
          }}
          onChange={(event) => setHandOver(fieldHandOver(event.currentTarget, { focused: true }))}
          onSelect={(event) => {
            if (open) setHandOver(fieldHandOver(event.currentTarget));
          }}
          onBlur={() => setHandOver(undefined)}
          onKeyDown={(event) => {
            // Spec 1 §4: Enter never submits a surrounding form.
            if (event.key === 'Enter') event.preventDefault();
          }}
          endAdornment={
            <span
              aria-hidden
              className={styles.arrow}
              data-state="closed"
              onMouseDown={(event) => {
                event.preventDefault();
                input.current?.focus();
              }}
            >
              <ChevronDownIcon size={20} />
            </span>
          }
        />
      </div>
    </div>
  );
}
