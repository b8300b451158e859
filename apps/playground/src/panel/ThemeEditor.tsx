import { defaultTheme } from '@coras/ui';
import { useId } from 'react';
import { contrastRatio, THEME_FONTS, type ThemeSettings } from '../settings';
import * as styles from './Panel.css';

export interface ThemeEditorProps {
  theme: ThemeSettings;
  onThemeChange(theme: ThemeSettings): void;
}

const DEFAULT_RADIUS = Number.parseInt(defaultTheme.radius.md, 10);

/** Brand colour, font and corner radius, applied to the widget as they change (the ui kit's runtime theme). */
export function ThemeEditor({ theme, onThemeChange }: ThemeEditorProps) {
  const id = useId();
  const brand = theme.brand || defaultTheme.color.brand;
  const contrast = contrastRatio(brand, '#ffffff');
  const radius = theme.radius ?? DEFAULT_RADIUS;
  return (
    <div>
      <div className={styles.field}>
        <label htmlFor={`${id}-brand`}>Brand colour</label>
        <input
          id={`${id}-brand`}
          type="color"
          className={styles.input}
          value={brand}
          aria-describedby={`${id}-contrast`}
          onChange={(event) => onThemeChange({ ...theme, brand: event.target.value })}
        />
        <span id={`${id}-contrast`} className={styles.hint}>
          {brand} on white: {contrast.toFixed(1)}:1
        </span>
        {contrast < 4.5 && (
          <p className={styles.warning}>
            Below 4.5:1 — links and button texts in this colour fail WCAG AA on white.
          </p>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-font`}>Font</label>
        <select
          id={`${id}-font`}
          className={styles.input}
          value={theme.font}
          onChange={(event) => onThemeChange({ ...theme, font: event.target.value })}
        >
          <option value="">Default (Inter)</option>
          {THEME_FONTS.map((font) => (
            <option key={font.label} value={font.value}>
              {font.label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-radius`}>Corner radius</label>
        <input
          id={`${id}-radius`}
          type="range"
          min={0}
          max={24}
          value={radius}
          aria-valuetext={`${radius} px`}
          onChange={(event) => onThemeChange({ ...theme, radius: event.target.valueAsNumber })}
        />
        <output htmlFor={`${id}-radius`} className={styles.hint}>
          {radius} px
        </output>
      </div>
      <button
        type="button"
        className={styles.button}
        onClick={() => onThemeChange({ brand: '', font: '', radius: null })}
      >
        Reset theme
      </button>
    </div>
  );
}
