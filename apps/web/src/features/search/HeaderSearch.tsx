// The header's search button (slot of the shell); the overlay's code loads on first open.
import { lazy, Suspense, useRef, useState } from 'react';
import { COUNTRY_QUERY_PARAM, SEARCH_PAGE_PATH, SEARCH_QUERY_PARAM } from '@zdravo/contract';
import { useT } from '../../lib/i18n.ts';
import { useCountry } from '../../lib/country.ts';
import { SearchIcon } from '../../components/ui/icons.tsx';

const SearchOverlay = lazy(() => import('./SearchOverlay.tsx'));

export function HeaderSearch() {
  const t = useT();
  const { country } = useCountry();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className="header-action"
        aria-label={t.search}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <SearchIcon size={22} />
      </button>
      {/* Without a script the button does nothing: a plain form the server answers instead
          (docs/decisions/058-search-without-javascript.md). With a script React leaves it unrendered. */}
      <noscript>
        <form method="get" action={SEARCH_PAGE_PATH} role="search" className="noscript-search">
          <input type="hidden" name={COUNTRY_QUERY_PARAM} value={country} />
          <input
            type="search"
            name={SEARCH_QUERY_PARAM}
            className="noscript-search__field"
            placeholder={t.searchPlaceholder}
            aria-label={t.search}
          />
          <button type="submit" className="noscript-search__submit">
            {t.search}
          </button>
        </form>
      </noscript>
      {open ? (
        <Suspense fallback={null}>
          <SearchOverlay onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
