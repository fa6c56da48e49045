// shopOrders.add: one order, priced by the server, written with its lines and its lead (or the
// outbox row that forwards the lead) all at once — one statement on PostgreSQL, one transaction on
// SQLite (db/order-write.ts, decision 037). A repeated IdempotencyKey answers the order that key
// already made (and queues no second confirmation: confirmation.ts) — also when 20 copies race, because
// the UNIQUE (user_id, idempotency_key) constraint decides, not a read-then-write check.
import type { Kysely } from 'kysely';
import type { CountryCode } from '@zdravo/contract';
import { COUNTRY_TERMS, nameKeyOf } from '@zdravo/contract';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema/index.ts';
import { isUniqueViolation, nextSerialId, nowIso } from '../../db/dialect.ts';
import { writeNewOrder } from '../../db/order-write.ts';
import { insertRows, shapedQuery } from '../../db/shaped-query.ts';
import { newLeadId } from '../../platform/lead-id.ts';
import { activeMembership } from '../club/index.ts';
import { forwardStatement, leadOf } from './forward.ts';
import {
  offerPriceRows,
  priceRows,
  sumArticles,
  type OfferPriceRow,
  type PricedOrder,
  type WantedLine,
} from './pricing.ts';
import { receivedEventStatement } from './events.ts';
import { confirmationStatement } from './confirmation.ts';
import { openLeadStatement } from '../../platform/call-queue.ts';
import { announceEnqueued } from '../../platform/outbox.ts';
import { sessionInForce, type SessionUser } from '../auth/index.ts';

const HOUR_MS = 3_600_000;

export interface NewOrder {
  Articles: { ID: number; Quantity: number }[];
  FirstName: string;
  LastName: string;
  PhoneNumber: string;
  IdempotencyKey?: string | undefined;
}

export type CreateResult =
  | {
      ok: true;
      orderId: number;
      /** The caller's session, when the order's read looked it up. */ session: SessionUser | null;
    }
  | { ok: false; unknownOfferIds: number[] }
  | { ok: false; rateLimited: true }
  /** A product the order holds (itself or inside a bundle) has too few units in the country's warehouse. */
  | { ok: false; shortOfProduct: number | null }
  /** The session the order's read looked up is unknown or has ended. */
  | { ok: false; unauthorized: true };

// A LeadID collision (1 in 10^11 per order) just draws a new number.
const MAX_ATTEMPTS = 4;

async function orderByKey(db: Kysely<Database>, userId: number, key: string | undefined): Promise<number | undefined> {
  if (key === undefined) return undefined;
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row?.id;
}

/** Who places the order: an account known already, or a session the order's read looks up itself. */
export type Orderer = { userId: number } | { sessionTokenHash: string };

/** The catalog rows that price the cart, by name (`*` would keep the statement from being prepared). */
const OFFER_COLUMNS = ['id', 'scalelead_id', 'images', 'old_minor', 'new_minor', 'variant', 'name'] as const;

/**
 * Everything the order reads before it is written, in one statement: whether the account's club
 * membership counts now, the account's e-mail (a confirmation without a phone goes there), on PostgreSQL
 * the new order's id — and the catalog rows that price the cart, joined to that one row of the account's.
 * Not the order the key already made: a repeat is told by the write itself (the UNIQUE key refuses it),
 * and looked up only then, or when the cart could not be priced (docs/decisions/037-an-order-in-one-statement.md,
 * its amendment). Built once per country and number of offers (db/shaped-query.ts): it runs with every order.
 */
const readBeforeOrderQuery = shapedQuery(
  'readBeforeOrder',
  (country: CountryCode) => country,
  (db, country, v: { userId: number; now: string; offerIds: readonly number[] }) => {
    const account = db
      .selectNoFrom((eb) => [
        eb.exists(activeMembership(db, v.userId, v.now)).as('club'),
        eb.selectFrom('users').select('email').where('id', '=', v.userId).as('email'),
        nextSerialId(db, 'orders').as('next_id'),
      ])
      .as('account');
    return db
      .selectFrom(account)
      .leftJoin(offerPriceRows(db, country, v.offerIds, v.now).as('offer'), (j) => j.onTrue())
      .select(['club', 'email', 'next_id', ...OFFER_COLUMNS]);
  },
);

/**
 * The same read for a request whose session was left to the order (context.ts SESSION_IN_OWN_READ): the
 * account found by the session's token, with the session's row for its rules — no row when the token
 * is unknown. One round trip fewer per order (decision 037, amendment 4).
 */
const readBeforeOrderBySessionQuery = shapedQuery(
  'readBeforeOrderBySession',
  (country: CountryCode) => country,
  (db, country, v: { tokenHash: string; now: string; offerIds: readonly number[] }) => {
    const account = db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .where('sessions.token_hash', '=', v.tokenHash)
      .select((eb) => [
        'sessions.id as session_id',
        'sessions.user_id as user_id',
        'sessions.last_seen_at as last_seen_at',
        'sessions.expires_at as expires_at',
        eb.exists(activeMembership(db, eb.ref('sessions.user_id'), v.now)).as('club'),
        'users.email as email',
        nextSerialId(db, 'orders').as('next_id'),
      ])
      .as('account');
    return db
      .selectFrom(account)
      .leftJoin(offerPriceRows(db, country, v.offerIds, v.now).as('offer'), (j) => j.onTrue())
      .select(['session_id', 'user_id', 'last_seen_at', 'expires_at', 'club', 'email', 'next_id', ...OFFER_COLUMNS]);
  },
);

type OfferColumns = { [K in (typeof OFFER_COLUMNS)[number]]: OfferPriceRow[K] | null };

/** What the order knows before it is written; `session` the caller's, when the read looked it up. */
interface KnownBeforeOrder {
  userId: number;
  session: SessionUser | null;
  club: boolean;
  email: string | null;
  idAhead: number | null;
  offerRows: OfferPriceRow[];
}

function knownFrom(
  userId: number,
  session: SessionUser | null,
  rows: readonly ({ club: unknown; email: string | null; next_id: string | null } & OfferColumns)[],
): KnownBeforeOrder {
  const first = rows[0]!;
  return {
    userId,
    session,
    // PostgreSQL answers exists as a boolean, SQLite as 0/1.
    club: Boolean(first.club),
    email: first.email || null,
    idAhead: first.next_id === null ? null : Number(first.next_id),
    // An offer not sold here has no row (and a cart of only such offers leaves the account's row alone).
    offerRows: rows.flatMap((r): OfferPriceRow[] =>
      r.id === null
        ? []
        : [
            {
              id: r.id,
              scalelead_id: r.scalelead_id!,
              images: r.images!,
              old_minor: r.old_minor!,
              new_minor: r.new_minor!,
              variant: r.variant!,
              name: r.name!,
            },
          ],
    ),
  };
}

/** The read before the order; null when the session it looked up is unknown or has ended. */
async function readBeforeOrder(
  db: Kysely<Database>,
  orderer: Orderer,
  country: CountryCode,
  wanted: WantedLine[],
  now: string,
): Promise<KnownBeforeOrder | null> {
  const offerIds = wanted.map((w) => w.offerId);
  if ('userId' in orderer) {
    const rows = await readBeforeOrderQuery(db, country, { userId: orderer.userId, now, offerIds });
    return knownFrom(orderer.userId, null, rows);
  }
  const rows = await readBeforeOrderBySessionQuery(db, country, { tokenHash: orderer.sessionTokenHash, now, offerIds });
  const first = rows[0];
  if (!first) return null;
  // The session's own rules (an ended one is deleted; an old last use rewritten), as for any request.
  const session = await sessionInForce(
    db,
    { id: first.session_id, user_id: first.user_id, last_seen_at: first.last_seen_at, expires_at: first.expires_at },
    Date.parse(now),
  );
  return session ? knownFrom(session.id, session, rows) : null;
}

const orderLinesStatement = (db: Kysely<Database>, orderId: number, order: PricedOrder) =>
  insertRows(
    db,
    'order_lines',
    order.lines.map((l) => ({
      order_id: orderId,
      offer_id: l.offerId,
      name: l.name,
      image: l.image,
      quantity: l.quantity,
      unit_old_minor: l.unitOldMinor,
      unit_price_minor: l.unitPriceMinor,
      line_total_minor: l.lineTotalMinor,
    })),
  );

export async function createOrder(
  db: Kysely<Database>,
  config: AppConfig,
  orderer: Orderer,
  country: CountryCode,
  input: NewOrder,
): Promise<CreateResult> {
  const now = nowIso();
  const wanted = sumArticles(input.Articles);
  const known = await readBeforeOrder(db, orderer, country, wanted, now);
  if (!known) return { ok: false, unauthorized: true };
  const { userId, session } = known;
  const placedBefore = (orderId: number): CreateResult => ({ ok: true, orderId, session });
  const priced = await priceRows(db, country, wanted, known.offerRows, known.club, new Date(now));
  if (!priced.ok) {
    // A repeat of a key whose order is placed answers that order, also when its offers left the catalog since.
    const placed = await orderByKey(db, userId, input.IdempotencyKey);
    return placed !== undefined ? placedBefore(placed) : { ok: false, unknownOfferIds: priced.unknown };
  }
  const order = priced.order;

  for (let attempt = 1; ; attempt++) {
    const leadId = newLeadId();
    try {
      const outcome = await writeNewOrder(db, {
        userId,
        sinceIso: new Date(Date.parse(now) - HOUR_MS).toISOString(),
        limit: config.ordersPerHour,
        idAhead: known.idAhead,
        row: {
          status: 'received',
          country,
          currency: order.currency,
          first_name: input.FirstName,
          last_name: input.LastName,
          name_key: nameKeyOf(input.FirstName, input.LastName),
          phone: input.PhoneNumber,
          subtotal_minor: order.subtotalMinor,
          delivery_minor: order.deliveryMinor,
          total_minor: order.totalMinor,
          club_discount_minor: order.clubDiscountMinor,
          idempotency_key: input.IdempotencyKey ?? null,
          lead_id: leadId,
          // The in-process CRM takes the lead with the order itself.
          lead_forwarded_at: config.crmUrl ? null : now,
          created_at: now,
          updated_at: now,
        },
        // Everything else the order brings, written with it: its lines, its first history line, its
        // place in the desk's call queue (the team phones every order), the confirmation, and the
        // lead for the CRM.
        // The units it holds in the country's warehouse (a bundle holds its products): taken with the order.
        reserve: {
          location: COUNTRY_TERMS[country].stockLocation,
          lines: order.lines.map((l) => ({ offerId: l.offerId, quantity: l.quantity })),
          at: now,
        },
        dependents: (w, id) => {
          const confirmation = confirmationStatement(
            w,
            {
              leadId,
              country,
              totalMinor: order.totalMinor,
              phone: input.PhoneNumber,
              email: known.email,
              at: new Date(now),
            },
            config.shopName,
          );
          return [
            orderLinesStatement(w, id, order),
            receivedEventStatement(w, id, now),
            openLeadStatement(w, id, country, now),
            ...(confirmation ? [confirmation] : []),
            forwardStatement(w, config, { orderId: id, lead: leadOf(leadId, country, input, order) }),
          ];
        },
      });
      if (outcome === 'limit' || outcome instanceof Error) {
        // A repeat of a key whose order is placed answers that order, also at the limit or out of stock.
        const placed = await orderByKey(db, userId, input.IdempotencyKey);
        if (placed !== undefined) return placedBefore(placed);
        return outcome === 'limit'
          ? { ok: false, rateLimited: true }
          : { ok: false, shortOfProduct: outcome.productId };
      }
      announceEnqueued();
      return placedBefore(outcome.orderId);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The key's order was placed before (a retry), or a concurrent submit with the same key won: answer
      // that order. Else the LeadID collided.
      const winner = await orderByKey(db, userId, input.IdempotencyKey);
      if (winner !== undefined) return placedBefore(winner);
      if (attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}
