// The desk's table: a scrolling frame, a header row, the rows the screen gives. A column may be
// numeric (right-aligned) or read by screen readers only (a column of buttons). A table too wide for a
// phone may read there as cards (`cards`): one card a row, its cells one under another.
import type { ReactNode } from 'react';
import { Notice } from './Notice.tsx';

interface Column {
  label: string;
  numeric?: boolean;
  hidden?: boolean;
}

interface DeskTableProps {
  columns: Column[];
  className?: string;
  /** On a phone each row is a card (desk.css, .desk-table--cards); the screen's CSS may lay out its cells. */
  cards?: boolean;
  children: ReactNode;
}

export function DeskTable({ columns, className, cards = false, children }: DeskTableProps) {
  const classes = ['desk-table', cards ? 'desk-table--cards' : null, className].filter(Boolean).join(' ');
  return (
    // A wide table scrolls sideways in its frame: focusable, so it scrolls by keyboard too.
    <div className="desk-table-wrap" tabIndex={0}>
      <table className={classes}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={c.numeric ? 'desk-num' : undefined}>
                {c.hidden ? <span className="visually-hidden">{c.label}</span> : c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A failure said where it happened, announced. */
export function ErrorLine({ text }: { text: string | null }) {
  return text ? <Notice kind="error">{text}</Notice> : null;
}

/** "Load more" under a paged list, shown while there is a next page (`onMore` null on the last). */
export function MoreButton({ label, onMore }: { label: string; onMore: (() => Promise<void>) | null }) {
  return onMore ? (
    <button type="button" className="btn btn--ghost desk-more" onClick={() => void onMore()}>
      {label}
    </button>
  ) : null;
}
