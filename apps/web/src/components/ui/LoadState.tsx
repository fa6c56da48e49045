// Loading and failure states of a screen part (docs/product.md §2: a spinner while fetching, the area's error
// message on failure), with a retry. The message comes from the error table (useErrorText).
import type { ErrorArea } from '@zdravo/contract/messages/errors/area';
import { useErrorText } from '../../lib/error-text.ts';
import './load-state.css';

// The spinner lives apart, so a screen that shows it without the error table (the offer page's first
// load) does not carry the table.
export { Loading } from './Loading.tsx';

interface LoadFailedProps {
  /** The screen's area of the error table, and the code the call answered. */
  errors: ErrorArea;
  code: string;
  retryLabel: string;
  onRetry: () => void;
}

export function LoadFailed({ errors, code, retryLabel, onRetry }: LoadFailedProps) {
  const message = useErrorText(errors)(code);
  return (
    <div className="catalog-state" role="alert">
      <p className="catalog-state__message">{message}</p>
      <button type="button" className="btn btn--ghost" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
