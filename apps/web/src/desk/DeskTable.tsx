// The desk's table: a scrolling frame, a header row, the rows the screen gives. A column may be
// numeric (right-aligned) or read by screen readers only (a column of buttons).
import type { ReactNode } from 'react';

export interface Column {
  label: string;
  numeric?: boolean;
  hidden?: boolean;
}

export function DeskTable({ columns, className, children }: { columns: Column[]; className?: string; children: ReactNode }) {
  return (
    // A wide table scrolls sideways in its frame: focusable, so it scrolls by keyboard too.
    <div className="desk-table-wrap" tabIndex={0}>
      <table className={`desk-table${className ? ` ${className}` : ''}`}>
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
  return text ? (
    <p className="desk-error" role="alert">
      {text}
    </p>
  ) : null;
}

/** "Load more" under a paged list, shown while there is a next page (`onMore` null on the last). */
export function MoreButton({ label, onMore }: { label: string; onMore: (() => Promise<void>) | null }) {
  return onMore ? (
    <button type="button" className="btn btn--ghost desk-more" onClick={() => void onMore()}>
      {label}
    </button>
  ) : null;
}
