// A desk call in an effect (the shop's useQuery), with a way to ask again: the answer for the
// current key, 'loading' before it, or the code it failed with.
import { useEffect, useState } from 'react';
import type { RpcAnswer } from '@zdravo/rpc';
import type { DeskErrorCode } from '@zdravo/contract/desk';
import { useQuery } from '../lib/use-query.ts';
import { setDeskUser } from './session.ts';

export type DeskQuery<T> = { state: 'loading' } | { state: 'ok'; data: T } | { state: 'error'; code: DeskErrorCode };

export function useDeskQuery<T>(
  key: string | null,
  load: () => Promise<RpcAnswer<T, DeskErrorCode>>,
): DeskQuery<T> & { reload: () => void } {
  const [round, setRound] = useState(0);
  const query = useQuery(key === null ? null : `${key}#${round}`, load);
  const reload = () => setRound((r) => r + 1);
  const code = query.settled && query.value?.status === 'error' ? query.value.data : null;
  // The session ended (idle, disabled, signed out elsewhere): back to the sign-in screen.
  useEffect(() => {
    if (code === 'STAFF_LOGIN_REQUIRED') setDeskUser(null);
  }, [code]);
  if (!query.settled || !query.value) return { state: 'loading', reload };
  const answer = query.value;
  return answer.status === 'ok'
    ? { state: 'ok', data: answer.data, reload }
    : { state: 'error', code: answer.data, reload };
}
