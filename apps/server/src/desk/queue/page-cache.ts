// The queue's first page (and its backlog's counts), computed once per change and shared by every
// agent of this process: each change sends every agent's screen to ask again at once, and N agents need
// not cost N computations.
// A change (in any process: the 'desk-queue' topic) clears it; so does age, because events are
// best-effort and holds run out on their own.
import type { Kysely } from 'kysely';
import type { BacklogRow, QueueLead } from '@zdravo/contract/desk';
import type { Database } from '../../db/schema/index.ts';
import type { ShopEvents } from '../../cluster/index.ts';
import { queuePage, type QueueFilter } from './leads.ts';
import { backlog } from './supervision.ts';

const MAX_AGE_MS = 1000;

export class QueuePageCache {
  private readonly pages = new Map<string, { at: number; page: Promise<QueueLead[]> }>();
  private counts: { at: number; rows: Promise<BacklogRow[]> } | null = null;

  constructor(private readonly db: Kysely<Database>) {}

  /** Starts listening for changes; answers the way to stop. */
  listen(events: ShopEvents): Promise<() => void> {
    return events.subscribe('desk-queue', () => this.clear());
  }

  clear(): void {
    this.pages.clear();
    this.counts = null;
  }

  /** The backlog's counts, kept as briefly as a page. */
  backlog(): Promise<BacklogRow[]> {
    const hit = this.counts;
    if (hit && Date.now() - hit.at < MAX_AGE_MS) return hit.rows;
    const rows = backlog(this.db);
    const entry = { at: Date.now(), rows };
    this.counts = entry;
    rows.catch(() => this.counts === entry && (this.counts = null));
    return rows;
  }

  /** A page of the queue (the first, unfiltered one is what every agent asks for; others are kept as briefly). */
  get(filter: QueueFilter = {}): Promise<QueueLead[]> {
    const key = JSON.stringify([filter.country ?? '*', filter.due ?? '', filter.heldBy ?? '', filter.page ?? 0]);
    const hit = this.pages.get(key);
    if (hit && Date.now() - hit.at < MAX_AGE_MS) return hit.page;
    const page = queuePage(this.db, filter);
    this.pages.set(key, { at: Date.now(), page });
    // A failed computation is not kept.
    page.catch(() => this.pages.get(key)?.page === page && this.pages.delete(key));
    return page;
  }
}
