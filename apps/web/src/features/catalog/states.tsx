// Loading and failure states of the catalog screens (spec §2: a spinner while fetching,
// 'Došlo je do greške!' on failure), with a retry.
export function Loading({ label }: { label: string }) {
  return (
    <div className="catalog-state" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

export function LoadFailed({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <div className="catalog-state" role="alert">
      <p className="catalog-state__message">{message}</p>
      <button type="button" className="btn btn--ghost" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
