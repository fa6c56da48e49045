// Replaceable slot: the search button and its overlay. The catalog issue fills the overlay with
// the offer filter (spec §2, Search overlay); for now it shows the field and a friendly note.
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useT } from '../../lib/i18n.ts';
import { CloseIcon, SearchIcon } from '../../components/ui/icons.tsx';

export function HeaderSearch() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    input.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <>
      <button ref={button} type="button" className="header-action" aria-label={t.search} aria-expanded={open} onClick={() => setOpen(true)}>
        <SearchIcon size={22} />
      </button>
      {open ? (
        <div className="search-overlay" role="dialog" aria-modal="true" aria-labelledby={titleId}>
          <button type="button" className="search-overlay__scrim" tabIndex={-1} aria-hidden="true" onClick={close} />
          <div className="search-overlay__panel">
            <div className="container">
              <h2 id={titleId} className="visually-hidden">
                {t.search}
              </h2>
              <form className="search-field" role="search" onSubmit={(event) => event.preventDefault()}>
                <SearchIcon size={22} className="search-field__icon" />
                <input ref={input} type="search" className="search-field__input" placeholder={t.searchPlaceholder} aria-label={t.search} />
                <button type="button" className="icon-button" aria-label={t.close} onClick={close}>
                  <CloseIcon size={22} />
                </button>
              </form>
              <p className="search-overlay__note">
                {t.searchSoon}{' '}
                <Link href="/most-popular" onClick={() => setOpen(false)}>
                  {t.navMostPopular}
                </Link>
              </p>
            </div>
          </div>
        </div>
      ) : null}
    </>
  );
}
