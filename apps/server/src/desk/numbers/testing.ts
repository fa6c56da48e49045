// Orders in known states for the numbers' tests and bench: written straight into the tables (orders,
// their history, their leads and calls) in multi-row statements, so 100,000 orders take seconds.
// `handFixture` is three days in two countries whose every figure the tests compute by hand.
import type { Kysely } from 'kysely';
import {
  COUNTRIES,
  LEAD_ID_ALPHABET,
  LEAD_ID_LENGTH,
  localMidnight,
  type CountryCode,
  type OrderStatus,
} from '@zdravo/contract';
import type { CallOutcome } from '@zdravo/contract/desk';
import type { Database } from '../../db/schema/index.ts';
import { REACHED_STAGE } from '../../modules/orders/index.ts';

interface FixtureCall {
  staffId: number;
  outcome: CallOutcome;
  at: string;
}

export interface FixtureOrder {
  country: CountryCode;
  placedAt: string;
  status: OrderStatus;
  totalMinor: number;
  /** The statuses it went through after 'received', in order (the last one is `status`). */
  path: OrderStatus[];
  /** When its first call was promised; no lead when absent. */
  dueAt?: string;
  calls?: FixtureCall[];
  addedMinor?: number;
}

const HOUR = 3_600_000;
const CHUNK = 400;

/** The instant of a local time on a day of the shop's clock ("2026-10-05", 9.5 = 09:30). */
export function localAt(isoDay: string, hours: number): string {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  return new Date(localMidnight(y, m, d).getTime() + hours * HOUR).toISOString();
}

/** Distinct order numbers from a random start (a fixture never collides with itself). */
function leadIds(count: number): string[] {
  const base = LEAD_ID_ALPHABET.length;
  let n = Math.floor(Math.random() * 1e12);
  return Array.from({ length: count }, () => {
    let id = '';
    for (let v = n++, i = 0; i < LEAD_ID_LENGTH; i++, v = Math.floor(v / base)) id = LEAD_ID_ALPHABET[v % base]! + id;
    return id;
  });
}

async function chunks<T>(items: readonly T[], write: (part: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += CHUNK) await write(items.slice(i, i + CHUNK));
}

/** A shopper the fixture's orders belong to. */
export async function fixtureUser(db: Kysely<Database>): Promise<number> {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const now = new Date().toISOString();
  const row = await db
    .insertInto('users')
    .values({
      email: `numbers-${tag}@example.com`,
      email_key: `numbers-${tag}@example.com`,
      phone: `+3859${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      first_name: 'Broj',
      last_name: 'Kupac',
      password_hash: 'x',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Agents who made the fixture's calls (staff rows without sign-in: they never open the desk). */
export async function fixtureAgents(db: Kysely<Database>, names: readonly string[]): Promise<number[]> {
  const now = new Date().toISOString();
  const ids: number[] = [];
  for (const name of names) {
    const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Math.random().toString(36).slice(2, 8)}@zdravo.test`;
    const row = await db
      .insertInto('staff')
      .values({ email, email_key: email, name, role: 'agent', country: 'HR', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

export async function insertFixtureOrders(
  db: Kysely<Database>,
  userId: number,
  orders: readonly FixtureOrder[],
): Promise<void> {
  const ids = leadIds(orders.length);
  const offers = await db.selectFrom('offers').select(['id', 'slog']).orderBy('id').limit(3).execute();
  await chunks(
    orders.map((o, i) => ({ o, leadId: ids[i]! })),
    async (part) => {
      const inserted = await db
        .insertInto('orders')
        .values(
          part.map(({ o, leadId }) => ({
            user_id: userId,
            status: o.status,
            country: o.country,
            currency: COUNTRIES[o.country].currency,
            first_name: 'Broj',
            last_name: 'Kupac',
            phone: '+385911234567',
            subtotal_minor: o.totalMinor,
            delivery_minor: 0,
            total_minor: o.totalMinor,
            club_discount_minor: 0,
            lead_id: leadId,
            lead_forwarded_at: o.placedAt,
            created_at: o.placedAt,
            updated_at: o.placedAt,
            delivered_at: null,
            withdrawn_at: null,
            reached_stage: Math.max(0, ...o.path.map((kind) => REACHED_STAGE[kind] ?? 0)),
          })),
        )
        .returning(['id', 'lead_id'])
        .execute();
      const idOf = new Map(inserted.map((r) => [r.lead_id, r.id]));
      const rows = part.map(({ o, leadId }) => ({ o, id: idOf.get(leadId)! }));
      const events = rows.flatMap(({ o, id }) =>
        ['received' as const, ...o.path].map((kind, step) => {
          const at = new Date(Date.parse(o.placedAt) + step * HOUR).toISOString();
          return { order_id: id, kind, at, courier: null, tracking_number: null, created_at: at };
        }),
      );
      await db.insertInto('order_events').values(events).execute();
      // One line each, of the catalog's first products in turn: the returns by product read the lines.
      if (offers.length > 0) {
        await db
          .insertInto('order_lines')
          .values(
            rows.map(({ o, id }, i) => ({
              order_id: id,
              offer_id: offers[i % offers.length]!.id,
              name: offers[i % offers.length]!.slog,
              image: null,
              quantity: 1,
              unit_old_minor: o.totalMinor,
              unit_price_minor: o.totalMinor,
              line_total_minor: o.totalMinor,
            })),
          )
          .execute();
      }
      const leads = rows.filter(({ o }) => o.dueAt);
      if (leads.length > 0) {
        await db
          .insertInto('call_leads')
          .values(
            leads.map(({ o, id }) => {
              const first = o.calls?.map((c) => c.at).sort()[0] ?? null;
              return {
                order_id: id,
                country: o.country,
                due_at: o.dueAt!,
                next_call_at: o.dueAt!,
                first_called_at: first,
                first_wait_seconds:
                  first === null ? null : Math.round((Date.parse(first) - Date.parse(o.placedAt)) / 1000),
                closed_at: o.status === 'received' ? null : (o.calls?.at(-1)?.at ?? o.placedAt),
                created_at: o.placedAt,
                added_minor: o.addedMinor ?? 0,
                no_answers: (o.calls ?? []).filter((c) => c.outcome === 'noAnswer').length,
                closed_status:
                  o.status === 'received'
                    ? null
                    : (o.calls ?? []).some((c) => c.outcome === 'confirmed')
                      ? 'confirmed'
                      : o.status,
              };
            }),
          )
          .execute();
      }
      const calls = rows.flatMap(({ o, id }) =>
        (o.calls ?? []).map((c) => ({
          order_id: id,
          staff_id: c.staffId,
          outcome: c.outcome,
          note: null,
          data_json: null,
          at: c.at,
          country: o.country,
          added_minor: c.outcome === 'confirmed' ? (o.addedMinor ?? 0) : 0,
        })),
      );
      if (calls.length > 0) await db.insertInto('call_outcomes').values(calls).execute();
    },
  );
}
