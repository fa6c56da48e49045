// The footer's country switcher (BA / RS / HR / ME): texts, contacts and prices follow it.
import { useId } from 'react';
import { COUNTRIES, COUNTRY_CODES } from '@zdravo/contract';
import { useCountry } from '../../lib/country.ts';
import { useT } from '../../lib/i18n.ts';

export function CountrySwitcher() {
  const t = useT();
  const { country, setCountry } = useCountry();
  const labelId = useId();
  return (
    <div className="country-switcher">
      <span className="country-switcher__label" id={labelId}>
        {t.countryLabel}
      </span>
      <div className="country-switcher__options" role="group" aria-labelledby={labelId}>
        {COUNTRY_CODES.map((code) => (
          <button
            key={code}
            type="button"
            className="country-switcher__option"
            aria-pressed={code === country}
            title={COUNTRIES[code].name}
            onClick={() => setCountry(code)}
          >
            <span aria-hidden="true">{code}</span>
            <span className="visually-hidden">{COUNTRIES[code].name}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
