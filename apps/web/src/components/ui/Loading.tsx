// A screen part's loading state (docs/product.md §2: a spinner while fetching). Apart from LoadState's
// failure state, which needs the whole error table.
import './load-state.css';

export function Loading({ label }: { label: string }) {
  return (
    <div className="catalog-state" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
