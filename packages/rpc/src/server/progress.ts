// Batch progress: calls of a batch sent with `X-Rpc-Progress: <streamId>` publish {done,total} here, and the
// built-in `batching.progress` subscription relays them to the SSE stream with that id.
//
// The channel is pluggable: ProgressBus below is in-process, so with several server processes the batch
// and its stream must land on the same one. An app hands the plugin a shared channel (the shop's is
// Redis pub/sub) to carry progress across processes. Progress is best-effort UI sugar; answers never
// depend on it, so a channel may drop a message.
import { z } from 'zod';
import type { BatchProgress } from '../wire.ts';
import type { ProgressChannel, SubscriptionDef } from './types.ts';

export type { ProgressChannel } from './types.ts';

type Listener = (p: BatchProgress) => void;

/** The in-process channel (the default): listeners of one process hear publishers of the same process. */
export class ProgressBus implements ProgressChannel {
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

export function progressSubscription(bus: ProgressChannel): SubscriptionDef<unknown, { streamId: string }> {
  return {
    params: z.object({ streamId: streamIdSchema }),
    start: ({ streamId }, _ctx, emit, signal) => {
      const off = bus.listen(streamId, emit);
      signal.addEventListener('abort', off, { once: true });
    },
  };
}
