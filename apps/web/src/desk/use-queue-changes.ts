// Calls `onChange` when the call queue changed in any server process (the server's stream), and at
// least every 30 seconds besides: events are best-effort, a screen must not depend on every one.
import { useEffect, useRef, useState } from 'react';
import { deskRpc } from './rpc.ts';

const FALLBACK_POLL_MS = 30_000;
/** Several changes in a burst (a take and a release) ask for the queue once. */
const SETTLE_MS = 150;

export function useQueueChanges(onChange: () => void): void {
  const latest = useRef(onChange);
  // The newest callback, kept after each render (a ref is written in an effect, never while rendering).
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const changed = () => {
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(), SETTLE_MS);
    };
    // Once the stream is open (and again after a reconnect) the queue is asked for once more: a
    // change between the first answer and the stream's opening is not missed.
    const stream = deskRpc.subscribe('desk.queue.changes', {}, { onData: changed, onOpen: changed, reconnect: true });
    const poll = setInterval(changed, FALLBACK_POLL_MS);
    return () => {
      clearTimeout(timer);
      clearInterval(poll);
      if ('close' in stream) stream.close();
    };
  }, []);
}

/** Re-renders every `ms` so clocks on screen move. */
export function useTicker(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(id);
  }, [ms]);
  return now;
}
