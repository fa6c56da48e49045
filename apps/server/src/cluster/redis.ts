// Redis for the shop (REDIS_URL): one connection for commands and publishing, one for subscribing
// (a subscribed Redis connection can do nothing else). Every key and channel carries REDIS_PREFIX,
// so two shops, or two test runs, share one Redis without meeting.
import { Redis } from 'ioredis';
import type { EventHandler, ShopEvents, Topic } from './events.ts';
import type { JobLog as Log } from './jobs.ts';

export interface RedisHandle {
  /** Commands and publishing. */
  command: Redis;
  prefix: string;
  events: ShopEvents;
  /** Whether both connections are up and Redis answers a PING within a second. */
  answers(): Promise<boolean>;
  close(): Promise<void>;
}

const PING_TIMEOUT_MS = 1_000;

function connection(url: string, log: Log, role: string): Redis {
  const redis = new Redis(url, {
    lazyConnect: true,
    // A command waits for at most one reconnect, then fails: a job skips its turn and a publish is
    // dropped, rather than requests piling up behind a Redis that is away.
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  let lastLogged = 0;
  redis.on('error', (err: Error) => {
    // Reconnect attempts each raise an error; one line every 10 s is enough to see the outage.
    if (Date.now() - lastLogged < 10_000) return;
    lastLogged = Date.now();
    log.warn({ err: err.message, role }, 'redis connection problem');
  });
  return redis;
}

/** Connects both connections; a Redis that does not answer stops the start with its error. */
export async function openRedis(url: string, prefix: string, log: Log): Promise<RedisHandle> {
  const command = connection(url, log, 'command');
  const subscriber = connection(url, log, 'subscriber');
  // connect() itself only says "Connection is closed"; the socket's own error says why.
  let cause: Error | undefined;
  const remember = (err: Error) => (cause ??= err);
  command.on('error', remember);
  subscriber.on('error', remember);
  try {
    await Promise.all([command.connect(), subscriber.connect()]);
  } catch (error) {
    command.disconnect();
    subscriber.disconnect();
    throw new Error(
      `Redis at REDIS_URL did not answer: ${(cause ?? (error instanceof Error ? error : new Error(String(error)))).message}`,
    );
  } finally {
    command.off('error', remember);
    subscriber.off('error', remember);
  }
  const events = new RedisEvents(command, subscriber, prefix, log);
  return {
    command,
    prefix,
    events,
    async answers() {
      if (command.status !== 'ready' || subscriber.status !== 'ready') return false;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS)));
      try {
        return await Promise.race([command.ping().then((pong) => pong === 'PONG'), late]);
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      await events.close();
      await command.quit().catch(() => command.disconnect());
    },
  };
}

class RedisEvents implements ShopEvents {
  readonly shared = true;
  private readonly handlers = new Map<string, Set<EventHandler>>();
  private readonly subscribing = new Map<string, Promise<unknown>>();
  private lastWarned = 0;

  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly prefix: string,
    private readonly log: Log,
  ) {
    subscriber.on('message', (channel: string, message: string) => {
      for (const handler of this.handlers.get(channel) ?? []) {
        try {
          handler(message);
        } catch (err) {
          log.error({ err, channel }, 'event handler failed');
        }
      }
    });
  }

  async publish(topic: Topic, message: string): Promise<void> {
    try {
      await this.publisher.publish(this.prefix + topic, message);
    } catch (err) {
      // A batch publishes once per call: while Redis is away, one line per 10 s says so.
      if (Date.now() - this.lastWarned < 10_000) return;
      this.lastWarned = Date.now();
      this.log.warn(
        { err: err instanceof Error ? err.message : String(err), topic },
        'events not published (Redis away); dropped',
      );
    }
  }

  async subscribe(topic: Topic, handler: EventHandler): Promise<() => void> {
    const channel = this.prefix + topic;
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      this.subscribing.set(channel, this.subscriber.subscribe(channel));
    }
    set.add(handler);
    await this.subscribing.get(channel);
    return () => {
      set.delete(handler);
      if (set.size > 0 || this.handlers.get(channel) !== set) return;
      this.handlers.delete(channel);
      this.subscribing.delete(channel);
      this.subscriber.unsubscribe(channel).catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    this.handlers.clear();
    await this.subscriber.quit().catch(() => this.subscriber.disconnect());
  }
}
