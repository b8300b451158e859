import { SUPPORTED_CURRENCIES, SUPPORTED_LOCALES } from '@coras/booking-core';
import { CONFIG_ATTRIBUTES } from '@coras/widgets';
import { type FormEvent, useId, useState } from 'react';
import { type ConfigSettings, POINTS_ROUNDINGS, type PointsFormula, type PointsRounding } from '../settings';
import * as styles from './Panel.css';

const TEXT_FIELDS: ReadonlyArray<{ key: keyof ConfigSettings; label: string; placeholder?: string }> = [
  { key: 'apiHost', label: 'API host' },
  { key: 'distributorId', label: 'Distributor id' },
  { key: 'assetsUrl', label: 'Assets URL', placeholder: 'API host + /assets' },
  { key: 'currencies', label: 'Currencies (comma list)' },
  { key: 'locales', label: 'Locales (comma list)' },
  { key: 'pointsUnit', label: 'Points unit', placeholder: 'e.g. Avios (optional)' },
  { key: 'pointsLogoUrl', label: 'Points logo URL' },
  { key: 'pointsIconUrl', label: 'Points icon URL' },
  {
    key: 'stripePublishableKey',
    label: 'Stripe publishable key',
    placeholder: 'pk_live_… (with the Stripe provider)',
  },
  {
    key: 'seatingChartUrl',
    label: 'Seating chart script URL',
    placeholder: 'empty: the sandbox stand-in',
  },
];

/** The card providers a page may choose: the sandbox's stand-in only by name (issue 28 item 1). */
const PAYMENT_PROVIDERS = [
  { value: 'sandbox', label: 'sandbox (test mode: no real payment)' },
  { value: '', label: 'Stripe (needs the publishable key)' },
];

export interface ConfigFormProps {
  config: ConfigSettings;
  points: PointsFormula;
  onApply(config: ConfigSettings, points: PointsFormula): void;
}

/**
 * Every configuration attribute, as the integrator would set it on their site. Edits are a draft
 * until 'Apply': the widget restarts once with the new settings, not on every keystroke.
 */
export function ConfigForm({ config, points, onApply }: ConfigFormProps) {
  const id = useId();
  const [draft, setDraft] = useState(config);
  const [formula, setFormula] = useState(points);
  const [status, setStatus] = useState('');

  const set = (key: keyof ConfigSettings) => (value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setStatus('');
  };

  function apply(event: FormEvent) {
    event.preventDefault();
    onApply(draft, formula);
    setStatus('Settings applied');
  }

  const textField = ({ key, label, placeholder }: (typeof TEXT_FIELDS)[number]) => (
    <div className={styles.field} key={key}>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        className={styles.input}
        value={draft[key]}
        placeholder={placeholder}
        aria-describedby={`${id}-${key}-attribute`}
        spellCheck={false}
        autoComplete="off"
        onChange={(event) => set(key)(event.target.value)}
      />
      <span id={`${id}-${key}-attribute`} className={styles.hint}>
        Attribute <code>{CONFIG_ATTRIBUTES[key]}</code>
      </span>
    </div>
  );

  const selectField = (
    key: 'currency' | 'locale' | 'paymentProvider',
    label: string,
    options: ReadonlyArray<string | { value: string; label: string }>,
  ) => (
    <div className={styles.field} key={key}>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <select
        id={`${id}-${key}`}
        className={styles.input}
        value={draft[key]}
        aria-describedby={`${id}-${key}-attribute`}
        onChange={(event) => set(key)(event.target.value)}
      >
        {options.map((option) =>
          typeof option === 'string' ? (
            <option key={option}>{option}</option>
          ) : (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ),
        )}
      </select>
      <span id={`${id}-${key}-attribute`} className={styles.hint}>
        Attribute <code>{CONFIG_ATTRIBUTES[key]}</code>
      </span>
    </div>
  );

  return (
    <form onSubmit={apply} aria-label="Configuration">
      {TEXT_FIELDS.slice(0, 3).map(textField)}
      {selectField('currency', 'Start currency', SUPPORTED_CURRENCIES)}
      {textField(TEXT_FIELDS[3] as (typeof TEXT_FIELDS)[number])}
      {selectField('locale', 'Start locale', SUPPORTED_LOCALES)}
      {TEXT_FIELDS.slice(4).map(textField)}
      {selectField('paymentProvider', 'Payment provider', PAYMENT_PROVIDERS)}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Reward points formula</legend>
        <div className={styles.checkboxField}>
          <input
            id={`${id}-points`}
            type="checkbox"
            checked={formula.shown}
            onChange={(event) => {
              const shown = event.target.checked;
              setFormula((current) => ({ ...current, shown }));
              setStatus('');
            }}
          />
          <label htmlFor={`${id}-points`}>Show reward points</label>
        </div>
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor={`${id}-rate`}>Points per currency unit</label>
            <input
              id={`${id}-rate`}
              className={styles.input}
              type="number"
              min={0}
              step="any"
              value={formula.rate}
              onChange={(event) => {
                const rate = event.target.valueAsNumber;
                setFormula((current) => ({ ...current, rate: Number.isFinite(rate) ? rate : 0 }));
                setStatus('');
              }}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-rounding`}>Rounding</label>
            <select
              id={`${id}-rounding`}
              className={styles.input}
              value={formula.rounding}
              onChange={(event) => {
                setFormula((current) => ({ ...current, rounding: event.target.value as PointsRounding }));
                setStatus('');
              }}
            >
              {POINTS_ROUNDINGS.map((rounding) => (
                <option key={rounding}>{rounding}</option>
              ))}
            </select>
          </div>
        </div>
        <span className={styles.hint}>
          The <code>rewardPoints</code> property:{' '}
          <code>{`Math.${formula.rounding}(price × ${formula.rate})`}</code>, shown with the points unit, logo
          or icon where set (each optional).
        </span>
      </fieldset>
      <button type="submit" className={styles.primary}>
        Apply
      </button>
      <span role="status" className={styles.status}>
        {status}
      </span>
    </form>
  );
}
