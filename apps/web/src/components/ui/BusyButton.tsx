// A button with the busy spinner (docs/product.md §4): while busy it says so (aria-busy, the busy label)
// and the form or handler ignores repeat clicks; aria-disabled rather than disabled keeps it focusable.
interface BusyButtonProps {
  busy: boolean;
  label: string;
  busyLabel: string;
  /** The button's modifiers after `btn` (its colour, size and place). */
  className?: string;
  /** A plain button runs `onClick`; a submit button submits its form. */
  onClick?: () => void;
}

export function BusyButton({
  busy,
  label,
  busyLabel,
  className = 'btn--primary btn--large',
  onClick,
}: BusyButtonProps) {
  return (
    <button
      type={onClick ? 'button' : 'submit'}
      className={`btn ${className}`}
      aria-busy={busy}
      aria-disabled={busy}
      onClick={onClick}
    >
      {busy ? <span className="btn__spinner" aria-hidden="true" /> : null}
      <span>{busy ? busyLabel : label}</span>
    </button>
  );
}
