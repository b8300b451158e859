import { useId } from 'react';
import { type FrameWidth, WIDTH_PRESETS } from '../settings';
import * as styles from './Panel.css';

export interface WidthControlProps {
  width: FrameWidth;
  onWidthChange(width: FrameWidth): void;
}

/**
 * The widget's container width: the presets its container queries switch at, the whole stage, or
 * any width — typed here, or dragged from the frame's corner.
 */
export function WidthControl({ width, onWidthChange }: WidthControlProps) {
  const id = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Presets</legend>
      <div className={styles.choices}>
        <label>
          <input
            type="radio"
            name={`${id}-width`}
            checked={width === 'fill'}
            onChange={() => onWidthChange('fill')}
          />{' '}
          Fill
        </label>
        {WIDTH_PRESETS.map((preset) => (
          <label key={preset}>
            <input
              type="radio"
              name={`${id}-width`}
              checked={width === preset}
              onChange={() => onWidthChange(preset)}
            />{' '}
            {preset} px
          </label>
        ))}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-free`}>Free width (px)</label>
        <input
          id={`${id}-free`}
          className={styles.input}
          type="number"
          min={280}
          max={2400}
          step={1}
          value={width === 'fill' ? '' : width}
          placeholder="Fill"
          aria-describedby={`${id}-drag`}
          onChange={(event) => {
            const value = event.target.valueAsNumber;
            if (Number.isFinite(value) && value >= 280) onWidthChange(Math.round(value));
          }}
        />
        <span id={`${id}-drag`} className={styles.hint}>
          Or drag the frame's bottom-right corner.
        </span>
      </div>
    </fieldset>
  );
}
