// The one look of what the desk says after an action (docs/desk.md, "Adding to the desk"): done in green,
// read out politely (role=status); refused in rose, read out at once (role=alert).
import type { ReactNode } from 'react';

interface Props {
  kind: 'ok' | 'error';
  children: ReactNode;
  /** Extra classes for the screen's own placing. */
  className?: string;
  testId?: string;
}

export function Notice({ kind, children, className, testId }: Props) {
  return (
    <div
      className={['desk-notice', kind === 'ok' ? 'desk-ok' : 'desk-error', className].filter(Boolean).join(' ')}
      role={kind === 'ok' ? 'status' : 'alert'}
      data-testid={testId}
    >
      {children}
    </div>
  );
}
