// The header's search button (slot of the shell); the overlay's code loads on first open.
import { lazy, Suspense, useRef, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { SearchIcon } from '../../components/ui/icons.tsx';

const SearchOverlay = lazy(() => import('./SearchOverlay.tsx'));

export function HeaderSearch() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <button ref={button} type="button" className="header-action" aria-label={t.search} aria-expanded={open} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <SearchIcon size={22} />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SearchOverlay onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
