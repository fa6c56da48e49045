// The listing's category sidebar (docs/product.md §2); below 800 px wide it folds into a dropdown (docs/product.md §9).
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { BREAKPOINTS, LISTING_POPULAR, type ListingCategory } from '@zdravo/contract';
import { catalogMessages } from '@zdravo/contract/messages/catalog';
import { groupMessages } from '@zdravo/contract/messages/shell';
import { fill, useT } from '../../lib/i18n.ts';
import { useMediaQuery } from '../../lib/media.ts';
import { ChevronDownIcon } from '../../components/ui/icons.tsx';
import { useDismiss } from '../../components/ui/use-dismiss.ts';
import { LISTING_CATEGORIES, categoryHref, iconOf } from './categories.tsx';

const DROPDOWN_QUERY = `(max-width: ${BREAKPOINTS.bestSellersDropdownBelow - 0.02}px)`;

export function CategoryNav({ current }: { current: ListingCategory }) {
  const t = useT(catalogMessages);
  const groups = useT(groupMessages);
  const dropdown = useMediaQuery(DROPDOWN_QUERY);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLElement>(null);
  const nameOf = (c: ListingCategory) => (c === LISTING_POPULAR ? t.listingPopular : groups[c]);

  useEffect(() => setOpen(false), [current, dropdown]);
  useDismiss(open, root, () => setOpen(false));

  const AllIcon = iconOf('all');
  const CurrentIcon = iconOf(current);
  const list = (
    <ul id={listId} className="category-nav__list" hidden={dropdown && !open}>
      {LISTING_CATEGORIES.map((c) => {
        const Icon = iconOf(c);
        return (
          <li key={c}>
            <Link href={categoryHref(c)} className="category-nav__link" aria-current={c === current ? 'page' : undefined}>
              <span className="category-nav__icon">
                <Icon size={20} />
              </span>
              {nameOf(c)}
            </Link>
          </li>
        );
      })}
    </ul>
  );

  return (
    <nav ref={root} className={`category-nav${dropdown ? ' category-nav--dropdown' : ''}`} aria-label={t.categoriesLabel}>
      {dropdown ? (
        <button type="button" className="category-nav__toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
          <span className="category-nav__icon">
            <CurrentIcon size={20} />
          </span>
          <span className="category-nav__toggle-text">{fill(t.categoryPick, { name: nameOf(current) })}</span>
          <ChevronDownIcon size={20} className="category-nav__chevron" />
        </button>
      ) : (
        <p className="category-nav__heading">
          <span className="category-nav__icon">
            <AllIcon size={20} />
          </span>
          {t.listingAll}
        </p>
      )}
      {list}
    </nav>
  );
}
