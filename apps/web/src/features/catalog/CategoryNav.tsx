// The listing's category sidebar (docs/product.md §2); below 800 px wide it folds into a dropdown (docs/product.md §9).
// Both forms are in the markup and the width picks one in CSS (catalog.css): the server cannot know the
// width, and markup that changed with it after hydration moved the whole listing on a phone (a layout
// shift of 0.37, decision 036).
import { useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { LISTING_POPULAR, type ListingCategory } from '@zdravo/contract';
import { catalogMessages } from '@zdravo/contract/messages/catalog';
import { groupMessages } from '@zdravo/contract/messages/shell';
import { fill, useT } from '../../lib/i18n.ts';
import { ChevronDownIcon } from '../../components/ui/icons.tsx';
import { useDismiss } from '../../components/ui/use-dismiss.ts';
import { LISTING_CATEGORIES, categoryHref, iconOf } from './categories.tsx';

export function CategoryNav({ current }: { current: ListingCategory }) {
  const t = useT(catalogMessages);
  const groups = useT(groupMessages);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLElement>(null);
  const nameOf = (c: ListingCategory) => (c === LISTING_POPULAR ? t.listingPopular : groups[c]);

  // Another category closes the list (while rendering, not in an effect after the paint).
  const [openFor, setOpenFor] = useState(current);
  if (openFor !== current) {
    setOpenFor(current);
    setOpen(false);
  }
  useDismiss(open, root, () => setOpen(false));

  const AllIcon = iconOf('all');
  const CurrentIcon = iconOf(current);
  const list = (
    <ul id={listId} className="category-nav__list">
      {LISTING_CATEGORIES.map((c) => {
        const Icon = iconOf(c);
        return (
          <li key={c}>
            <Link
              href={categoryHref(c)}
              className="category-nav__link"
              aria-current={c === current ? 'page' : undefined}
            >
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
    <nav ref={root} className={`category-nav${open ? ' category-nav--open' : ''}`} aria-label={t.categoriesLabel}>
      <button
        type="button"
        className="category-nav__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <span className="category-nav__icon">
          {/* eslint-disable-next-line react-hooks/static-components -- iconOf returns one of the fixed icon components of categories.tsx: none is created here */}
          <CurrentIcon size={20} />
        </span>
        <span className="category-nav__toggle-text">{fill(t.categoryPick, { name: nameOf(current) })}</span>
        <ChevronDownIcon size={20} className="category-nav__chevron" />
      </button>
      <p className="category-nav__heading">
        <span className="category-nav__icon">
          {/* eslint-disable-next-line react-hooks/static-components -- iconOf returns one of the fixed icon components of categories.tsx: none is created here */}
          <AllIcon size={20} />
        </span>
        {t.listingAll}
      </p>
      {list}
    </nav>
  );
}
