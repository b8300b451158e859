import type { CountryEntry } from '@coras/api-client';
import { countryFlagUrl, countryName, dialCode, filterCountries } from '@coras/booking-core';
import { ChevronDownIcon, Flag, Popover, SelectList, TextField } from '@coras/ui';
import { forwardRef, type KeyboardEvent, useMemo, useRef, useState } from 'react';
import type { CheckoutTranslate } from '../i18n/translate';
import * as styles from './PhoneField.css';

export interface PhoneFieldProps {
  /** The countries of `countries/{language_code}` (empty when the call failed). */
  countries: readonly CountryEntry[];
  assetsUrl: string;
  /** The chosen country's ISO code (spec 2 §9: US by default). */
  country: string;
  onCountryChange(code: string): void;
  value: string;
  onValueChange(value: string): void;
  label: string;
  validated: boolean;
  error?: string | undefined;
  disabled?: boolean | undefined;
  locale: string;
  t: CheckoutTranslate;
}

/**
 * The contact's phone number with its country (spec 2 §3, §5): a button showing the country's flag
 * (`{assets}/flags/{code}.svg`) and dialling code opens a list of countries filtered by the start of
 * their name, case-insensitively; the number itself is a `tel` field autofilled as `tel-national`.
 */
export const PhoneField = forwardRef<HTMLInputElement, PhoneFieldProps>(function PhoneField(
  {
    countries,
    assetsUrl,
    country,
    onCountryChange,
    value,
    onValueChange,
    label,
    validated,
    error,
    disabled,
    locale,
    t,
  },
  ref,
) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const chosen = countries.find((entry) => entry.code.toUpperCase() === country.toUpperCase());
  // Known from the first paint for the default country, before the list arrives (issue 19 §3).
  const dial = dialCode(countries, country);
  const name = countryName(countries, country, locale);
  const filtered = useMemo(() => filterCountries(countries, query, locale), [countries, query, locale]);
  const options = filtered.map((entry) => ({
    value: entry.code,
    label: `${entry.name} (+${entry.phone_code.replace(/\D/g, '')})`,
    icon: <Flag src={countryFlagUrl(assetsUrl, entry.code)} />,
  }));

  const onSearchKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowDown' && options.length > 0) {
      event.preventDefault();
      listRef.current?.focus();
    }
  };

  return (
    <div className={styles.phone}>
      <Popover.Root
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setQuery('');
        }}
      >
        <Popover.Trigger asChild>
          <button
            type="button"
            className={styles.countryButton}
            disabled={disabled}
            aria-label={
              dial
                ? t('checkout.phone.country', { country: name, dial })
                : t('checkout.phone.countryNoDial', { country: name })
            }
          >
            <Flag src={countryFlagUrl(assetsUrl, country)} />
            {dial ? <span>+{dial}</span> : null}
            <ChevronDownIcon size={16} aria-hidden />
          </button>
        </Popover.Trigger>
        <Popover.Content aria-label={t('checkout.phone.countries')} matchTriggerWidth={false}>
          <div className={styles.picker}>
            <TextField
              label={t('checkout.phone.search')}
              value={query}
              onValueChange={setQuery}
              autoComplete="off"
              type="search"
              onKeyDown={onSearchKeyDown}
            />
            {options.length > 0 ? (
              <SelectList
                ref={listRef}
                aria-label={t('checkout.phone.countries')}
                size="short"
                className={styles.countryList}
                locale={locale}
                options={options}
                value={chosen?.code ?? ''}
                onChoose={(code) => {
                  onCountryChange(code);
                  setOpen(false);
                  setQuery('');
                }}
              />
            ) : (
              <p className={styles.noMatch} role="status">
                {t('checkout.phone.noMatch')}
              </p>
            )}
          </div>
        </Popover.Content>
      </Popover.Root>
      <TextField
        ref={ref}
        className={styles.number}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        label={label}
        value={value}
        onValueChange={onValueChange}
        validated={validated}
        error={error}
        disabled={disabled}
        aria-required="true"
      />
    </div>
  );
});
