// The header's shop dropdown (docs/product.md §2 Header): the groups, each a link to its listing, beside a
// carousel of offers of the group the shopper points at; plus all products. Closes on Escape,
// outside click and navigation. The carousel's code loads on first open.
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { ShopGroup } from '@zdravo/contract';
import { groupMessages } from '@zdravo/contract/messages/shell';
import { useT } from '../../lib/i18n.ts';
import { ChevronDownIcon } from '../../components/ui/icons.tsx';
import { useDismiss } from '../../components/ui/use-dismiss.ts';
import { loadShopMenuOffers } from '../../features/catalog/index.ts';
import { GROUPS, groupHref } from './nav.ts';
import './shop-menu.css';

const ShopMenuOffers = lazy(loadShopMenuOffers);

export function ShopMenu() {
  const t = useT();
  const groups = useT(groupMessages);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [group, setGroup] = useState<ShopGroup | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = () => setOpen(false);
  useDismiss(open, root, (by) => {
    // Escape inside the menu hands the focus back to "Proizvodi", not to the page (the panel it was in hides).
    if (by === 'escape' && root.current?.contains(document.activeElement)) button.current?.focus();
    close();
  });
  // Once opened, stays opened (set while rendering: no second pass after the first paint).
  if (open && !opened) setOpened(true);

  return (
    <div className="shop-menu shop-menu--wide" ref={root}>
      <button
        ref={button}
        type="button"
        className="nav-link shop-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {t.navShop}
        <ChevronDownIcon size={16} className="shop-menu__chevron" />
      </button>
      <div id={panelId} className="shop-menu__panel shop-menu__panel--wide" hidden={!open}>
        <div className="shop-menu__groups">
          <p className="shop-menu__hint">{t.navShopHint}</p>
          <ul className="shop-menu__list">
            {GROUPS.map((g) => (
              <li key={g}>
                <Link
                  href={groupHref(g)}
                  className={`shop-menu__link${g === group ? ' is-active' : ''}`}
                  onClick={close}
                  onMouseEnter={() => setGroup(g)}
                  onFocus={() => setGroup(g)}
                >
                  {groups[g]}
                </Link>
              </li>
            ))}
          </ul>
          <Link
            href="/most-popular"
            className="shop-menu__all"
            onClick={close}
            onMouseEnter={() => setGroup(null)}
            onFocus={() => setGroup(null)}
          >
            {t.navShopAll}
          </Link>
        </div>
        {opened ? (
          <Suspense fallback={null}>
            <ShopMenuOffers group={group} onPick={close} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
