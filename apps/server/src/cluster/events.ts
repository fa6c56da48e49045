// Events between server processes: a message published on a topic reaches every subscriber of that
// topic in every process (Redis pub/sub when REDIS_URL is set), or in this process only (the
// embedded default). Messages are best-effort: a process that is down or cut off misses them, so
// every use has a fallback (the catalog's version poll; progress is UI sugar).
import { EventEmitter } from 'node:events';

/** The topics the shop publishes on. */
export type Topic = 'progress' | 'catalog' | 'desk-queue' | 'desk-sessions';

export type EventHandler = (message: string) => void;

export interface ShopEvents {
  /** True when a message reaches every process (Redis), false when it stays in this one. */
  readonly shared: boolean;
  /** Never rejects: a failed publish is logged and dropped. */
  publish(topic: Topic, message: string): Promise<void>;
  /** Resolves once the subscription is live; answers the unsubscribe function. */
  subscribe(topic: Topic, handler: EventHandler): Promise<() => void>;
  close(): Promise<void>;
}

/** One process: publishers and subscribers meet in memory. */
export class LocalEvents implements ShopEvents {
  readonly shared = false;
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(topic: Topic, message: string): Promise<void> {
    this.emitter.emit(topic, message);
  }

  async subscribe(topic: Topic, handler: EventHandler): Promise<() => void> {
    this.emitter.on(topic, handler);
    return () => {
      this.emitter.off(topic, handler);
    };
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}
