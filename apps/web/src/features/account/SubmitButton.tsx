// The primary submit button with the busy spinner of docs/product.md §4 (repeat clicks are ignored while busy).
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" className="btn btn--primary btn--large auth-form__submit" aria-busy={busy} aria-disabled={busy}>
      {busy ? <span className="btn__spinner" aria-hidden="true" /> : null}
      <span>{busy ? busyLabel : label}</span>
    </button>
  );
}
