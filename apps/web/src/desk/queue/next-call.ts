// N and "after saving": the server chooses the next callable lead and holds it for the agent
// (docs/desk.md, "The call queue"); the agent's one setting says whether a saved call opens the next
// one or goes back to the list. The setting is this browser's (each agent has their own).
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { CountryCode } from '@zdravo/contract';
import { deskRpc } from '../rpc.ts';

const AFTER_SAVE_KEY = 'desk.afterSave';

/** Whether a saved call opens the next one (the default) or goes back to the list. */
export function useAfterSaveNext(): [boolean, (next: boolean) => void] {
  const [next, setNext] = useState(() => globalThis.localStorage?.getItem(AFTER_SAVE_KEY) !== 'list');
  return [
    next,
    (value: boolean) => {
      globalThis.localStorage?.setItem(AFTER_SAVE_KEY, value ? 'next' : 'list');
      setNext(value);
    },
  ];
}

/** The queue's one-line message after N found nothing (read once by the queue screen). */
export const NONE_CALLABLE = 'none';

/**
 * Takes the next callable lead and opens its call; with none, the queue (saying so). Answers the error
 * code when the server refused.
 */
export function useOpenNext(): (country?: CountryCode | '') => Promise<string | null> {
  const [, navigate] = useLocation();
  return async (country) => {
    const answer = await deskRpc.call('desk.queue.next', country ? { country } : {});
    if (answer.status !== 'ok') return answer.data;
    if (answer.data) navigate(`/queue/${answer.data.OrderID}`);
    else navigate(`/queue?${NONE_CALLABLE}=1`);
    return null;
  };
}
