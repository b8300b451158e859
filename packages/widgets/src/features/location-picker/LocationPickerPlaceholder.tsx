import { Skeleton, vars } from '@coras/ui';
import { useTranslate } from '../../runtime/i18n/useTranslate';
import * as box from './locationPickerBox.css';
import { locationHeadingMessages } from './messages/en-GB.heading';

/** The rounded field's height (the kit's text field). */
const FIELD_HEIGHT = 44;

/**
 * The location picker's place until its chunk arrives (`useAfterFirstPage`): its heading, which is the
 * landing page's title and is read from the first paint on, and a placeholder of the field's size.
 */
export function LocationPickerPlaceholder({
  headingLevel = 2,
}: {
  headingLevel?: 1 | 2 | 3 | 4 | undefined;
}) {
  const t = useTranslate(locationHeadingMessages);
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={box.picker} data-placeholder="">
      <Heading className={box.heading}>{t('location.heading')}</Heading>
      <div className={box.field}>
        <Skeleton height={FIELD_HEIGHT} radius={vars.radius.pill} />
      </div>
    </div>
  );
}
