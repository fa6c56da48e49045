// The phone input of docs/product.md §5, on react-international-phone's headless hook (formatting, caret,
// dial-code handling and country guessing; ~9 kB) with our own dropdown and locally shipped flags:
// - countries ba, rs, me, hr only, defaulting to the visitor's country;
// - the country follows the typed dial code (first digits) unless disableCountryGuess;
// - at most 15 digits; each country's grouping as people write it (countries.ts), else the mask
//   '... ... ... ... ..'; prefix '+'; search 'search' / 'No entries to show';
// - what is typed or pasted is read as the rule reads it (validation.ts toInternational): after
//   "+385 ", "091 234 5678" shows "+385 91 234 5678"; "00385…" becomes "+385…"; a local "091…" in an
//   emptied field takes the selected country's dial code;
// - isValid(value, country) may answer true, false or a message: false or a message shows the
//   invalid style, with the message (or defaultErrorMessage, '' by default) under the field.
import { useCallback, useId, useState, type InputHTMLAttributes } from 'react';
import { usePhoneInput } from 'react-international-phone';
import { PHONE_DIGITS_MAX, toInternational, type CountryCode } from '@zdravo/contract';
import { useCountry } from '../../../lib/country.ts';
import { ChevronDownIcon } from '../icons.tsx';
import { CountryMenu } from './CountryMenu.tsx';
import { COUNTRY_NAMES, countryData, FLAGS, isPhoneCountry, PHONE_COUNTRIES, type PhoneCountry } from './countries.ts';
import './phone-input.css';

export interface PhoneInputProps {
  /** The phone as "+38761234567" (E.164 while complete); '' or just the dial code when empty. */
  value: string;
  onChange: (phone: string, meta: { inputValue: string; country: PhoneCountry }) => void;
  /** Default: the visitor's country. */
  country?: PhoneCountry;
  onlyCountries?: readonly PhoneCountry[];
  disableCountryGuess?: boolean;
  defaultMask?: string;
  prefix?: string;
  searchPlaceholder?: string;
  searchNotFound?: string;
  /** The caller's rule: true = valid; false or a message = invalid. */
  isValid?: (value: string, country: PhoneCountry) => boolean | string;
  defaultErrorMessage?: string;
  /** Passed to the <input> (id, name, aria-*, autoComplete, onBlur…). */
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'>;
  /** Accessible name of the country button. */
  countryLabel?: string;
}

const digitCount = (s: string) => s.replace(/\D/g, '').length;

/**
 * Reads what the field now holds the way the rule reads it (validation.ts toInternational), before
 * the hook formats it: "00385…" becomes "+385…", a 0 typed right after the dial code does not
 * appear, and a local "091…" typed into an emptied field takes the selected country's dial code.
 * The caret keeps its place relative to the end of the change.
 */
function readTypedNumber(field: HTMLInputElement, country: PhoneCountry): void {
  const typed = field.value;
  const fixed = toInternational(typed, country.toUpperCase() as CountryCode);
  if (fixed === typed || fixed === typed.trim()) return;
  const caret = field.selectionStart ?? typed.length;
  field.value = fixed;
  const next = Math.max(0, Math.min(fixed.length, caret + fixed.length - typed.length));
  field.setSelectionRange(next, next);
}

export function PhoneInput({
  value,
  onChange,
  country,
  onlyCountries = PHONE_COUNTRIES,
  disableCountryGuess = false,
  defaultMask = '... ... ... ... ..',
  prefix = '+',
  searchPlaceholder = 'search',
  searchNotFound = 'No entries to show',
  isValid,
  defaultErrorMessage = '',
  inputProps,
  countryLabel = 'Država',
}: PhoneInputProps) {
  const visitor = useCountry().info.phoneIso;
  const [countries] = useState(() => countryData(onlyCountries));
  const fallback = country ?? (onlyCountries.includes(visitor) ? visitor : (onlyCountries[0] ?? 'ba'));
  const [open, setOpen] = useState(false);
  const messageId = useId();

  const phone = usePhoneInput({
    defaultCountry: fallback,
    value,
    countries,
    prefix,
    defaultMask,
    disableCountryGuess,
    onChange: (data) => {
      const iso = isPhoneCountry(data.country.iso2) ? data.country.iso2 : fallback;
      onChange(data.phone, { inputValue: data.inputValue, country: iso });
    },
  });
  const selected: PhoneCountry = isPhoneCountry(phone.country.iso2) ? phone.country.iso2 : fallback;

  const verdict = isValid ? isValid(value, selected) : true;
  const invalid = verdict !== true;
  const message = typeof verdict === 'string' ? verdict : invalid ? defaultErrorMessage : '';

  const close = useCallback(() => setOpen(false), []);
  const pick = useCallback(
    (iso: PhoneCountry) => {
      setOpen(false);
      phone.setCountry(iso, { focusOnInput: true });
    },
    [phone],
  );

  return (
    <div className={`phone-input${invalid ? ' phone-input--invalid' : ''}`}>
      <div className="phone-input__row">
        <button
          type="button"
          className="phone-input__country"
          aria-label={`${countryLabel}: ${COUNTRY_NAMES[selected]}`}
          aria-haspopup="listbox"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        >
          <img src={FLAGS[selected]} alt="" width={22} height={16} />
          <ChevronDownIcon size={16} />
        </button>
        <input
          {...inputProps}
          // eslint-disable-next-line react-hooks/refs -- usePhoneInput's result is one object: its ref is handed to `ref` and its value is state, neither is a ref read while rendering
          ref={phone.inputRef}
          type="tel"
          inputMode="tel"
          className="phone-input__field"
          // eslint-disable-next-line react-hooks/refs -- usePhoneInput's result is one object: its ref is handed to `ref` and its value is state, neither is a ref read while rendering
          value={phone.inputValue}
          aria-invalid={invalid || undefined}
          aria-describedby={message ? messageId : inputProps?.['aria-describedby']}
          onChange={(e) => {
            readTypedNumber(e.target, selected);
            // docs/product.md §9: 15 digits at most. Refusing the change leaves the field as it was.
            if (digitCount(e.target.value) > PHONE_DIGITS_MAX) return;
            phone.handlePhoneValueChange(e);
          }}
        />
      </div>
      {open ? (
        <CountryMenu
          countries={onlyCountries}
          selected={selected}
          searchPlaceholder={searchPlaceholder}
          searchNotFound={searchNotFound}
          onPick={pick}
          onClose={close}
        />
      ) : null}
      {message ? (
        <p className="phone-input__message" id={messageId} role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
