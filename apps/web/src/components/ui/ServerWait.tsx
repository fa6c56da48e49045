// A spinner while the shop waits for the server — the login state being unknown (docs/product.md §4: a transport
// error keeps it unknown and it is asked again every 2 s), or an answer still to come. When the wait
// passes ~3 s, a calm note under the spinner says the connection is lost and that we keep trying,
// instead of a spinner that turns forever without a word.
import { useEffect, useState } from 'react';
import { retryingErrors } from '@zdravo/contract/messages/errors/retrying';
import { useErrorText } from '../../lib/error-text.ts';
import './server-wait.css';

/** How long a wait looks normal before the note appears. */
const SERVER_WAIT_NOTE_MS = 3_000;

interface ServerWaitProps {
  /** Beside the spinner ("Provjeravamo prijavu…"); none: a spinner alone. */
  label?: string;
  /** A whole screen's wait (half the viewport high) instead of a part's. */
  tall?: boolean;
}

export function ServerWait({ label, tall = false }: ServerWaitProps) {
  const note = useErrorText(retryingErrors)('RPC_CLIENT_ERROR');
  const [late, setLate] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLate(true), SERVER_WAIT_NOTE_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className={`server-wait${tall ? ' server-wait--tall' : ''}`} role="status">
      <span className="server-wait__row">
        <span className="spinner" aria-hidden="true" />
        {label ? <span>{label}</span> : null}
      </span>
      {late ? (
        <span className="server-wait__note" data-testid="connection-note">
          {note}
        </span>
      ) : null}
    </div>
  );
}
