// The search overlay (docs/product.md §2): filters offers as the shopper types (names, categories, benefits,
// ingredients: match.ts); no match offers the categories instead of a dead end. Keys (docs/product.md §9):
// up 38 / down 40 move through the results, enter 13 opens the highlighted one, esc 27 closes.
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { COUNTRIES, KEY_CODES, SHOP_GROUPS, formatMoney } from '@zdravo/contract';
import { matchOffers } from '@zdravo/contract/offer-match';
import { Link } from 'wouter';
import { groupMessages } from '@zdravo/contract/messages/shell';
import { catalogMessages } from '@zdravo/contract/messages/catalog';
import { useT } from '../../lib/i18n.ts';
import { useCountry } from '../../lib/country.ts';
import { useTransitionNavigate } from '../../lib/transition.ts';
import { CloseIcon, SearchIcon } from '../../components/ui/icons.tsx';
import { useOffers } from '../../lib/offers.ts';
import './search.css';

const keyIs = (event: KeyboardEvent, code: number, key: string) => event.keyCode === code || event.key === key;

export default function SearchOverlay({ onClose }: { onClose: () => void }) {
  const shell = useT();
  const t = useT(catalogMessages);
  const groups = useT(groupMessages);
  const { country } = useCountry();
  const navigate = useTransitionNavigate();
  const [offers] = useOffers('all');
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const listId = useId();

  const results = useMemo(
    () => (offers.status === 'ok' ? matchOffers(offers.data, query, COUNTRIES[country].locale, groups) : []),
    [offers, query, country, groups],
  );

  useEffect(() => input.current?.focus(), []);
  // A new query starts at its first result (reset while rendering, not in an effect after the paint).
  const [activeQuery, setActiveQuery] = useState(query);
  if (activeQuery !== query) {
    setActiveQuery(query);
    setActive(0);
  }

  const open = (slog: string) => {
    onClose();
    navigate(`/offers/${slog}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (keyIs(event, KEY_CODES.esc, 'Escape')) {
      event.preventDefault();
      onClose();
    } else if (keyIs(event, KEY_CODES.down, 'ArrowDown') && results.length > 0) {
      event.preventDefault();
      setActive((i) => (i + 1) % results.length);
    } else if (keyIs(event, KEY_CODES.up, 'ArrowUp') && results.length > 0) {
      event.preventDefault();
      setActive((i) => (i - 1 + results.length) % results.length);
    } else if (keyIs(event, KEY_CODES.enter, 'Enter')) {
      event.preventDefault();
      const hit = results[active];
      if (hit) open(hit.Slog);
    }
  };

  const trimmed = query.trim();
  const optionId = (i: number) => `${listId}-${i}`;

  return (
    <div className="search-overlay" role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <button type="button" className="search-overlay__scrim" tabIndex={-1} aria-hidden="true" onClick={onClose} />
      <div className="search-overlay__panel">
        <div className="container">
          <h2 id={titleId} className="visually-hidden">
            {shell.search}
          </h2>
          <div className="search-field" role="search">
            <SearchIcon size={22} className="search-field__icon" />
            <input
              ref={input}
              type="search"
              className="search-field__input"
              placeholder={shell.searchPlaceholder}
              aria-label={shell.search}
              role="combobox"
              aria-expanded={results.length > 0}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={results.length > 0 ? optionId(active) : undefined}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              autoComplete="off"
              enterKeyHint="search"
            />
            <button type="button" className="icon-button" aria-label={shell.close} onClick={onClose}>
              <CloseIcon size={22} />
            </button>
          </div>

          {trimmed === '' ? (
            <p className="search-overlay__note">{t.searchHint}</p>
          ) : offers.status === 'loading' ? (
            <p className="search-overlay__note" role="status">
              <span className="spinner spinner--inline" aria-hidden="true" /> {t.loading}
            </p>
          ) : offers.status === 'error' ? (
            <p className="search-overlay__note" role="alert">
              {t.error}
            </p>
          ) : results.length === 0 ? (
            <div className="search-overlay__none-block">
              <p className="search-overlay__note search-overlay__none" role="status">
                {t.searchNoMatch}
              </p>
              <p className="search-overlay__note">{t.searchCategories}</p>
              <ul className="search-categories" data-testid="search-categories">
                {SHOP_GROUPS.map((group) => (
                  <li key={group}>
                    <Link href={`/shop/${group}`} className="search-category" onClick={onClose}>
                      {groups[group]}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}

          <ul
            id={listId}
            className="search-results"
            role="listbox"
            aria-label={t.searchResults}
            hidden={results.length === 0}
          >
            {results.map((offer, i) => (
              <li
                key={offer.ID}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className={`search-result${i === active ? ' is-active' : ''}`}
                onMouseEnter={() => setActive(i)}
                onClick={() => open(offer.Slog)}
              >
                <img src={offer.Images[0]} alt="" width={48} height={48} />
                <span className="search-result__name">{offer.Name}</span>
                <span className="search-result__price">{formatMoney(offer.NewPrice, country, offer.Currency)}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
