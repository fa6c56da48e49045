// Batch progress: calls of a batch sent with `X-Rpc-Progress: <streamId>` publish {done,total} here, and the
// built-in `batching.progress` subscription relays them to the SSE stream with that id.
//
// This bus is IN-PROCESS. With several server processes behind a load balancer the batch and its progress
// stream must land on the same process (sticky routing), or this must be swapped for a shared channel
// (PostgreSQL LISTEN/NOTIFY, Redis pub/sub). Progress is best-effort UI sugar; answers never depend on it.
import { z } from 'zod';
import type { BatchProgress } from '../wire.ts';
import type { SubscriptionDef } from './types.ts';

type Listener = (p: BatchProgress) => void;

export class ProgressBus {
  private readonly listeners = new Map<string, Set<Listener>>();

  publish(streamId: string, progress: BatchProgress): void {
    for (const l of this.listeners.get(streamId) ?? []) l(progress);
  }

  /** Returns the unsubscribe function. */
  listen(streamId: string, listener: Listener): () => void {
    let set = this.listeners.get(streamId);
    if (!set) this.listeners.set(streamId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(streamId);
    };
  }

  get size(): number {
    return this.listeners.size;
  }
}

/**
 * A progress stream id is made by the client from 96 random bits (hex): long enough that nobody can
 * guess another's. The stream is public to whoever knows its id, and carries only {done, total}.
 */
export const streamIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,100}$/);

export function progressSubscription(bus: ProgressBus): SubscriptionDef<unknown, { streamId: string }> {
  return {
    params: z.object({ streamId: streamIdSchema }),
    start: ({ streamId }, _ctx, emit, signal) => {
      const off = bus.listen(streamId, emit);
      signal.addEventListener('abort', off, { once: true });
    },
  };
}
