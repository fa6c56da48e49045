// A form's message under its fields (an error, a success, a note), apart from the fields: a screen
// that shows only a message does not load the fields' code and texts (decision 040).
import type { ReactNode } from 'react';
import './form.css';

/** A message for the whole form: an error (announced) or a success. */
export function FormMessage({ kind, children }: { kind: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <p className={`form-message form-message--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
