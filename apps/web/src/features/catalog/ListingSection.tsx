// The offer lists' section (/most-popular, /shop/{group}, /bundles): the screen's title with its lead
// (and the number of products, once they are in) in the listing head, then the list. The heading
// names the section for a screen reader.
import type { ReactNode } from 'react';

interface ListingSectionProps {
  className: string;
  titleId: string;
  title: string;
  lead: string;
  /** How many products there are, once they are in. */
  count?: string | null;
  children: ReactNode;
}

export function ListingSection({ className, titleId, title, lead, count, children }: ListingSectionProps) {
  return (
    <section className={className} aria-labelledby={titleId}>
      <header className="listing__head">
        <h1 id={titleId} className="listing__title">
          {title}
        </h1>
        <p className="listing__lead">{lead}</p>
        {count ? <p className="listing__count">{count}</p> : null}
      </header>
      {children}
    </section>
  );
}
