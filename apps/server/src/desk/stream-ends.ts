// A person's open desk streams end as soon as their sessions do (docs/desk.md, "Streams"): disabled,
// role changed, two-factor reset, signed out. Whoever ends sessions announces it on the cluster's
// `desk-sessions` topic once the change has committed; every server process then checks each stream of
// that person against the database and ends those whose session no longer holds. Events are
// best-effort, so each open stream is also checked every minute.
import type { Kysely } from 'kysely';
import { DESK_ACCESS, roleMayUse } from '@zdravo/contract/desk';
import type { ShopEvents } from '../cluster/index.ts';
import type { Database } from '../db/schema/index.ts';
import type { DeskSession } from './session.ts';
import { roleOf, type StaffRow } from './staff-store.ts';

const TOPIC = 'desk-sessions';
const SWEEP_MS = 60_000;

/** Who may hold a desk stream: a complete session of a role that reads the queue. */
export const mayHoldDeskStream = (session: DeskSession | null): boolean =>
  session?.stage === 'full' && roleMayUse(roleOf(session.staff), DESK_ACCESS['desk.queue.list']);

/** Tells every process that a person's sessions ended or changed. Call after the change has committed. */
export async function announceSessionsChanged(events: ShopEvents | undefined, staffId: number): Promise<void> {
  await events?.publish(TOPIC, String(staffId));
}

interface Watched {
  sessionId: number;
  end: () => void;
}

export class DeskStreamWatch {
  private readonly byStaff = new Map<number, Set<Watched>>();

  constructor(private readonly db: Kysely<Database>) {}

  /** Listens for ended sessions and sweeps every minute; answers the stop function. */
  async listen(events: ShopEvents): Promise<() => void> {
    const stop = await events.subscribe(TOPIC, (message) => void this.check(Number(message)));
    const sweep = setInterval(() => {
      for (const staffId of this.byStaff.keys()) void this.check(staffId);
    }, SWEEP_MS);
    sweep.unref();
    return () => {
      clearInterval(sweep);
      stop();
    };
  }

  track(session: DeskSession, end: () => void, signal: AbortSignal): void {
    const staffId = session.staff.id;
    const watched: Watched = { sessionId: session.id, end };
    const set = this.byStaff.get(staffId) ?? new Set();
    set.add(watched);
    this.byStaff.set(staffId, set);
    signal.addEventListener(
      'abort',
      () => {
        set.delete(watched);
        if (set.size === 0 && this.byStaff.get(staffId) === set) this.byStaff.delete(staffId);
      },
      { once: true },
    );
  }

  private async check(staffId: number): Promise<void> {
    const set = this.byStaff.get(staffId);
    if (!set) return;
    for (const watched of [...set]) {
      try {
        if (!(await this.holds(watched.sessionId))) watched.end();
      } catch {
        // The database away: the next announcement or sweep decides.
      }
    }
  }

  /** Whether the session is still there, complete, its person enabled and allowed a stream. */
  private async holds(sessionId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('staff_sessions')
      .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
      .selectAll('staff')
      .select(['staff_sessions.stage', 'staff_sessions.expires_at'])
      .where('staff_sessions.id', '=', sessionId)
      .executeTakeFirst();
    if (!row || row.disabled === 1 || Date.parse(row.expires_at) <= Date.now()) return false;
    const { stage, expires_at: _expires, ...staff } = row;
    return mayHoldDeskStream({ id: sessionId, stage, staff: staff as StaffRow });
  }
}
