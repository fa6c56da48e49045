// The footer's country switcher (BA / RS / HR / ME): texts, contacts and prices follow it. Each
// country is a plain link to the same page in that country (`?country=RS`), so it works without a
// script (the server renders the page in the country the address names, decision 034); with one the
// shop switches in place and writes the country into the address, so a copied address keeps it.
import { useId } from 'react';
import { COUNTRIES, COUNTRY_CODES, COUNTRY_QUERY_PARAM } from '@zdravo/contract';
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
          <a
            key={code}
            href={`?${COUNTRY_QUERY_PARAM}=${code}`}
            className="country-switcher__option"
            aria-current={code === country || undefined}
            title={COUNTRIES[code].name}
            onClick={(event) => {
              event.preventDefault();
              setCountry(code);
            }}
          >
            <span aria-hidden="true">{code}</span>
            <span className="visually-hidden">{COUNTRIES[code].name}</span>
          </a>
        ))}
      </div>
    </div>
  );
}
