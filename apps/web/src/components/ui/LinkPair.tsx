// Two ways onward (a thank-you, a not-found, a guest's account, the phone menu's foot): the
// way most shoppers take as the primary button, the other beside it as a ghost one.
import type { ReactNode } from 'react';
import { Link } from 'wouter';

interface LinkPairProps {
  /** The row's own class (its spacing on that screen). */
  className: string;
  primary: { href: string; label: ReactNode };
  secondary: { href: string; label: ReactNode };
  large?: boolean;
  /** The first way's colour: the brand green, or the accent where it leads to the quiz. */
  accent?: boolean;
}

export function LinkPair({ className, primary, secondary, large = false, accent = false }: LinkPairProps) {
  const size = large ? ' btn--large' : '';
  return (
    <div className={className}>
      <Link href={primary.href} className={`btn ${accent ? 'btn--accent' : 'btn--primary'}${size}`}>
        {primary.label}
      </Link>
      <Link href={secondary.href} className={`btn btn--ghost${size}`}>
        {secondary.label}
      </Link>
    </div>
  );
}
