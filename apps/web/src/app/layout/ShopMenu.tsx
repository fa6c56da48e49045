// The header's shop dropdown (desktop): groups for now; the catalog issue adds the per-group
// offers carousel (spec §2, Header). Closes on Escape, outside click and navigation.
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { groupMessages } from '@zdravo/contract/messages/shell';
import { useT } from '../../lib/i18n.ts';
import { ChevronDownIcon } from '../../components/ui/icons.tsx';
import { GROUPS, groupHref } from './nav.ts';

export function ShopMenu() {
  const t = useT();
  const groups = useT(groupMessages);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div className="shop-menu" ref={root}>
      <button type="button" className="nav-link shop-menu__button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {t.navShop}
        <ChevronDownIcon size={16} className="shop-menu__chevron" />
      </button>
      <div id={panelId} className="shop-menu__panel" hidden={!open}>
        <p className="shop-menu__hint">{t.navShopHint}</p>
        <ul className="shop-menu__list">
          {GROUPS.map((group) => (
            <li key={group}>
              <Link href={groupHref(group)} className="shop-menu__link" onClick={close}>
                {groups[group]}
              </Link>
            </li>
          ))}
        </ul>
        <Link href="/most-popular" className="shop-menu__all" onClick={close}>
          {t.navShopAll}
        </Link>
      </div>
    </div>
  );
}
