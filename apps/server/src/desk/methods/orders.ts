// Order lookup and the order view (agents and managers). A search reads as an order number, an
// e-mail, a phone in any form the shop accepts ("091 234 5678", "+385 91 234 5678", "00385…"; a local
// number is tried in the agent's country first, then the others), or else a name.
import { sql, type Kysely } from 'kysely';
import { fail } from '@zdravo/rpc/server';
import {
  COUNTRY_CODES,
  courierTrackingUrl,
  findCourier,
  foldForSearch,
  isLeadId,
  normalizeLeadId,
  parseCountry,
  type CountryCode,
} from '@zdravo/contract';
import type { OrderEventView, OrderHit, OrderView, OrderWithdrawalView } from '@zdravo/contract/desk';
import { ordersGetParams, ordersSearchParams } from '@zdravo/contract/desk/methods';
import type { Database } from '../../db/schema/index.ts';
import { parsePhone, phoneForDisplay } from '../../platform/phone.ts';
import { shipmentLines } from '../../modules/crm/index.ts';
import { deskMethod, type DeskAreaMethods } from '../method.ts';
import { countryOfStaff } from '../staff-store.ts';

const SEARCH_LIMIT = 50;

/** Every E.164 reading of what was typed, the agent's country first. */
export function phoneReadings(q: string, first: CountryCode): string[] {
  const order = [first, ...COUNTRY_CODES.filter((c) => c !== first)];
  return [...new Set(order.map((c) => parsePhone(q, c)).filter((p): p is string => p !== null))];
}

const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (c) => `\\${c}`);

async function search(db: Kysely<Database>, q: string, agentCountry: CountryCode): Promise<OrderHit[]> {
  let query = db
    .selectFrom('orders')
    .leftJoin('users', 'users.id', 'orders.user_id')
    .select([
      'orders.id',
      'orders.lead_id',
      'orders.created_at',
      'orders.status',
      'orders.country',
      'orders.first_name',
      'orders.last_name',
      'orders.phone',
      'orders.total_minor',
      'users.email',
    ]);
  const phones = /\d{6}/.test(q.replace(/\D/g, '')) ? phoneReadings(q, agentCountry) : [];
  if (q.includes('@')) query = query.where('users.email_key', '=', q.trim().toLowerCase());
  else if (phones.length > 0) query = query.where('orders.phone', 'in', phones);
  else {
    // A name, or an order number (which may also read as a name: both are looked for).
    // Both sides folded by the one rule (foldForSearch): "Đorđević", "djordjevic" and "DORDEVIC" are one name.
    const pattern = `%${escapeLike(foldForSearch(q))}%`;
    const number = normalizeLeadId(q);
    query = query.where((eb) => {
      const byName = eb('orders.name_key', 'like', sql<string>`${pattern} escape '\\'`);
      return isLeadId(number) ? eb.or([byName, eb('orders.lead_id', '=', number)]) : byName;
    });
  }
  const rows = await query.orderBy('orders.id', 'desc').limit(SEARCH_LIMIT).execute();
  return rows.map((r) => ({
    ID: r.id,
    Number: r.lead_id,
    CreatedAt: r.created_at,
    Status: r.status,
    Country: parseCountry(r.country),
    Name: `${r.first_name} ${r.last_name}`.trim(),
    Phone: r.phone,
    PhoneDisplay: phoneForDisplay(r.phone),
    Email: r.email ?? null,
    TotalMinor: r.total_minor,
  }));
}

async function withdrawalOf(db: Kysely<Database>, orderId: number): Promise<OrderWithdrawalView | null> {
  const w = await db
    .selectFrom('withdrawals')
    .selectAll()
    .where('subject_kind', '=', 'order')
    .where('subject_id', '=', orderId)
    .executeTakeFirst();
  if (!w) return null;
  const statement = JSON.parse(w.statement) as { stage?: string };
  return { At: w.created_at, Channel: w.channel, Recipient: w.recipient, Stage: statement.stage ?? '' };
}

/** What a message was, in a few words: an e-mail's subject, else the start of its text. */
function summary(channel: string, payload: string): string {
  try {
    const p = JSON.parse(payload) as { subject?: unknown; text?: unknown };
    if (typeof p.subject === 'string') return p.subject;
    if (typeof p.text === 'string') return p.text.length > 80 ? `${p.text.slice(0, 79)}…` : p.text;
  } catch {
    // A row whose payload is not JSON is still listed, by its channel.
  }
  return channel;
}

async function view(db: Kysely<Database>, id: number, reviewRequestDays: number): Promise<OrderView | null> {
  const o = await db
    .selectFrom('orders')
    .leftJoin('users', 'users.id', 'orders.user_id')
    .selectAll('orders')
    .select('users.email')
    .where('orders.id', '=', id)
    .executeTakeFirst();
  if (!o) return null;
  const [lines, messages, shipment, withdrawal, events] = await Promise.all([
    db.selectFrom('order_lines').selectAll().where('order_id', '=', id).orderBy('id').execute(),
    db
      .selectFrom('outbox')
      .select(['id', 'channel', 'recipient', 'payload', 'status', 'created_at', 'sent_at'])
      .where('order_id', '=', id)
      .orderBy('id')
      .limit(200)
      .execute(),
    shipmentLines(db, o.lead_id),
    withdrawalOf(db, id),
    db
      .selectFrom('order_events')
      .select(['kind', 'at', 'courier', 'tracking_number'])
      .where('order_id', '=', id)
      .orderBy('id')
      .execute(),
  ]);
  // Every status the order reached, from its history (order_events: each move writes one), in order.
  const history: OrderEventView[] = [{ At: o.created_at, Kind: 'placed', Note: null, Url: null }];
  if (o.lead_forwarded_at) history.push({ At: o.lead_forwarded_at, Kind: 'lead-forwarded', Note: null, Url: null });
  // Its 'received' row is the placing itself; a courier is named as the team knows it, not by its id.
  const courierName = (id: string | null) => (id ? (findCourier(parseCountry(o.country), id)?.name ?? id) : null);
  for (const e of events)
    if (e.kind !== 'received')
      history.push({
        At: e.at,
        Kind: e.kind,
        Note: [courierName(e.courier), e.tracking_number].filter(Boolean).join(' ') || null,
        Url: courierTrackingUrl(parseCountry(o.country), e.courier, e.tracking_number),
      });
  // An order moved before its history was kept still shows where it is.
  if (o.status !== 'received' && !events.some((e) => e.kind === o.status))
    history.push({ At: o.updated_at, Kind: o.status, Note: null, Url: null });
  history.sort((a, b) => a.At.localeCompare(b.At));
  return {
    ID: o.id,
    Number: o.lead_id,
    Status: o.status,
    Country: parseCountry(o.country),
    CreatedAt: o.created_at,
    UpdatedAt: o.updated_at,
    Customer: {
      FirstName: o.first_name,
      LastName: o.last_name,
      Phone: o.phone,
      PhoneDisplay: phoneForDisplay(o.phone),
      Email: o.email ?? null,
      UserID: o.user_id,
    },
    Lines: lines.map((l) => ({
      OfferID: l.offer_id,
      Name: l.name,
      Quantity: l.quantity,
      UnitOldMinor: l.unit_old_minor,
      UnitPriceMinor: l.unit_price_minor,
      TotalMinor: l.line_total_minor,
    })),
    SubtotalMinor: o.subtotal_minor,
    ClubDiscountMinor: o.club_discount_minor,
    DeliveryMinor: o.delivery_minor,
    TotalMinor: o.total_minor,
    History: history,
    LeadForwardedAt: o.lead_forwarded_at,
    Shipment: shipment,
    Withdrawal: withdrawal,
    ReviewRequest:
      o.delivered_at && reviewRequestDays > 0
        ? {
            DueAt: new Date(Date.parse(o.delivered_at) + reviewRequestDays * 86_400_000).toISOString(),
            SentAt: o.review_requested_at,
          }
        : null,
    Messages: messages.map((m) => ({
      ID: m.id,
      Channel: m.channel,
      Recipient: m.recipient,
      Kind: summary(m.channel, m.payload),
      Status: m.status,
      CreatedAt: m.created_at,
      SentAt: m.sent_at,
    })),
  };
}

export function deskOrderMethods(): DeskAreaMethods<'desk.orders.search' | 'desk.orders.get'> {
  return {
    'desk.orders.search': deskMethod('desk.orders.search', {
      params: ordersSearchParams,
      handler: ({ q }, ctx) => search(ctx.db, q, countryOfStaff(ctx.staff)),
    }),
    'desk.orders.get': deskMethod('desk.orders.get', {
      params: ordersGetParams,
      handler: async ({ id }, ctx) => (await view(ctx.db, id, ctx.config.reviewRequestDays)) ?? fail('NOT_FOUND'),
    }),
  };
}
