// The country dropdown of the phone input: a search box (debounced 250 ms, docs/product.md §5) and the
// allowed countries; arrows move, Enter picks, Esc closes (docs/product.md §9 key codes), a click outside closes.
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { COUNTRY_SEARCH_DEBOUNCE_MS, KEY_CODES } from '@zdravo/contract';
import { COUNTRY_NAMES, DIAL_CODES, FLAGS, type PhoneCountry } from './countries.ts';

interface CountryMenuProps {
  countries: readonly PhoneCountry[];
  selected: PhoneCountry;
  searchPlaceholder: string;
  searchNotFound: string;
  onPick: (country: PhoneCountry) => void;
  onClose: () => void;
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export function CountryMenu({
  countries,
  selected,
  searchPlaceholder,
  searchNotFound,
  onPick,
  onClose,
}: CountryMenuProps) {
  const [query, setQuery] = useState('');
  const search = useDebounced(query.trim().toLowerCase().replace(/^\+/, ''), COUNTRY_SEARCH_DEBOUNCE_MS);
  const shown = useMemo(
    () =>
      countries.filter(
        (c) =>
          !search ||
          COUNTRY_NAMES[c].toLowerCase().includes(search) ||
          DIAL_CODES[c].startsWith(search) ||
          c === search,
      ),
    [countries, search],
  );
  // The first match is active, also when the menu opens (as it was when a reset effect ran at mount).
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();

  // A new search starts at its first match (reset while rendering, not in an effect after the paint).
  const [activeSearch, setActiveSearch] = useState(search);
  if (activeSearch !== search) {
    setActiveSearch(search);
    setActive(0);
  }
  useEffect(() => {
    const onDown = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [onClose]);

  function onKeyDown(e: KeyboardEvent) {
    const code = e.keyCode;
    if (code === KEY_CODES.down || code === KEY_CODES.up) {
      e.preventDefault();
      const step = code === KEY_CODES.down ? 1 : -1;
      setActive((i) => (shown.length === 0 ? 0 : (i + step + shown.length) % shown.length));
    } else if (code === KEY_CODES.enter) {
      e.preventDefault(); // never submit the surrounding form from the menu
      const pick = shown[active];
      if (pick) onPick(pick);
    } else if (code === KEY_CODES.esc) {
      e.preventDefault();
      onClose();
    }
  }

  return (
    <div className="phone-input__menu" ref={root} onKeyDown={onKeyDown}>
      <input
        className="phone-input__search"
        type="search"
        placeholder={searchPlaceholder}
        aria-label={searchPlaceholder}
        aria-controls={listId}
        aria-activedescendant={shown[active] ? `${listId}-${shown[active]}` : undefined}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        autoFocus
      />
      <ul className="phone-input__list" role="listbox" id={listId} aria-label={searchPlaceholder}>
        {shown.length === 0 ? <li className="phone-input__empty">{searchNotFound}</li> : null}
        {shown.map((c, i) => (
          <li
            key={c}
            id={`${listId}-${c}`}
            role="option"
            aria-selected={c === selected}
            className={`phone-input__option${i === active ? ' is-active' : ''}`}
            onPointerEnter={() => setActive(i)}
            onClick={() => onPick(c)}
          >
            <img src={FLAGS[c]} alt="" width={22} height={16} />
            <span className="phone-input__name">{COUNTRY_NAMES[c]}</span>
            <span className="phone-input__dial">+{DIAL_CODES[c]}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
