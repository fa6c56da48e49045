// A screen part's loading state (docs/product.md §2: a spinner while fetching). Apart from LoadState's
// failure state, which needs the whole error table.
import { useT } from '../../lib/i18n.ts';
import './load-state.css';

/** `label`: what is loading, read by screen readers; the shell's "loading" by default. */
export function Loading({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className="catalog-state" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t.loading}</span>
    </div>
  );
}
