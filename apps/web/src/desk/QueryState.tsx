// The loading and failure states of a desk screen part, with a retry.
import { deskShellMessages } from '@zdravo/contract/messages/desk';
import { Loading } from '../components/ui/LoadState.tsx';
import { useDeskErrorText, useT } from './texts.ts';
import type { DeskQuery } from './use-desk-query.ts';

export function QueryState({ query, reload }: { query: DeskQuery<unknown>; reload: () => void }) {
  const t = useT(deskShellMessages);
  const errorText = useDeskErrorText();
  if (query.state === 'loading') return <Loading label={t.loading} />;
  if (query.state !== 'error') return null;
  return (
    <div className="desk-state" role="alert">
      <p>{query.code === 'SERVER_ERROR' || query.code === 'RPC_CLIENT_ERROR' ? t.loadFailed : errorText(query.code)}</p>
      <button type="button" className="btn btn--ghost btn--small" onClick={reload}>
        {t.retry}
      </button>
    </div>
  );
}
