// Batch progress over the shop's events: a batch on one process publishes {done,total}, and the
// `batching.progress` stream with that id hears it on whichever process it is open (every process
// when the events are Redis-backed; this process only otherwise).
import { ProgressBus, type ProgressChannel } from '@zdravo/rpc/server';
import type { ShopEvents } from './events.ts';

interface ProgressMessage {
  s: string;
  done: number;
  total: number;
}

function parse(message: string): ProgressMessage | null {
  try {
    const m = JSON.parse(message) as Partial<ProgressMessage>;
    return typeof m.s === 'string' && typeof m.done === 'number' && typeof m.total === 'number'
      ? (m as ProgressMessage)
      : null;
  } catch {
    return null;
  }
}

export async function sharedProgress(events: ShopEvents): Promise<ProgressChannel> {
  const local = new ProgressBus();
  await events.subscribe('progress', (message) => {
    const m = parse(message);
    if (m) local.publish(m.s, { done: m.done, total: m.total });
  });
  return {
    // Every process hears its own publications too, so nothing is delivered locally twice.
    publish: (streamId, p) =>
      void events.publish('progress', JSON.stringify({ s: streamId, done: p.done, total: p.total })),
    listen: (streamId, listener) => local.listen(streamId, listener),
  };
}
