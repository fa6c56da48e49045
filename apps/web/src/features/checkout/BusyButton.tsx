// A submit button with the busy spinner (docs/product.md §4); repeat clicks while busy are ignored by the form.
export function BusyButton({ busy, label, busyLabel, className = 'btn--primary' }: { busy: boolean; label: string; busyLabel: string; className?: string }) {
  return (
    <button type="submit" className={`btn btn--large ${className}`} aria-busy={busy} aria-disabled={busy}>
      {busy ? <span className="btn__spinner" aria-hidden="true" /> : null}
      <span>{busy ? busyLabel : label}</span>
    </button>
  );
}
