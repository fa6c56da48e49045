// 'Preuzmi moje podatke': everything the shop holds that is the caller's, as one JSON document.
// What counts as the caller's (docs/decisions/011-privacy-and-measurement.md): rows linked to the account (orders, reviews, club
// memberships, consents made while logged in), and mailing-list / call-back sign-ups made with the
// account's own e-mail or phone — of those only what the account holder gave us already (the e-mail
// or phone, the list, the date, the consents given with them), never the name, IP or quiz answers
// stored with them: the shop does not verify e-mail ownership, so another person may have typed
// that address (and health answers go only to the person they are about, after an identity check).
import type { Kysely, Selectable } from 'kysely';
import { fromMinor, isOrderStatus, parseCountry, type CurrencyCode } from '@zdravo/contract';
import type { DataExport, ExportedOrder, ExportedReview, SignUpConsents } from '@zdravo/contract/methods';
import type { Database } from '../../db/schema/index.ts';
import type { SubscribersTable } from '../../db/schema/orders.ts';
import { nowIso } from '../../db/dialect.ts';
import type { UserRow } from '../auth/index.ts';
import { lineOut } from '../orders/index.ts';
import { parseAttachments } from '../reviews/index.ts';
import type { Limit } from '../../platform/rate-limit.ts';
import { consentsOfUser } from './consents.ts';
import { ownSubscriptions } from './own-subscriptions.ts';
import { IMAGE_NAME_PATTERN, photoOf } from '../reviews/index.ts';

const photoUrl = (ref: string): string => (IMAGE_NAME_PATTERN.test(ref) ? photoOf(ref).Full : ref);

/** An export reads every table the account touches: a few per hour is plenty for a person. */
export const EXPORT_LIMIT: Limit = { max: 10, windowMs: 60 * 60_000 };
export const exportLimitKey = (userId: number): string => `export:user:${userId}`;

async function ordersOf(db: Kysely<Database>, userId: number): Promise<ExportedOrder[]> {
  const orders = await db.selectFrom('orders').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  if (orders.length === 0) return [];
  const lines = await db
    .selectFrom('order_lines')
    .selectAll()
    .where(
      'order_id',
      'in',
      orders.map((o) => o.id),
    )
    .orderBy('id')
    .execute();
  return orders.map((o) => ({
    LeadID: o.lead_id,
    Status: isOrderStatus(o.status) ? o.status : 'received',
    Country: parseCountry(o.country),
    Currency: o.currency as CurrencyCode,
    FirstName: o.first_name,
    LastName: o.last_name,
    PhoneNumber: o.phone,
    Articles: lines.filter((l) => l.order_id === o.id).map(lineOut),
    Subtotal: fromMinor(o.subtotal_minor),
    DeliveryFee: fromMinor(o.delivery_minor),
    ClubDiscount: fromMinor(o.club_discount_minor),
    Total: fromMinor(o.total_minor),
    createdAt: o.created_at,
  }));
}

async function reviewsOf(db: Kysely<Database>, userId: number): Promise<ExportedReview[]> {
  const rows = await db.selectFrom('reviews').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  return rows.map((r) => ({
    OfferID: r.offer_id,
    Rating: r.rating,
    ReviewHead: r.review_head,
    Review: r.review,
    IsApproved: r.is_approved === 1,
    Attachments: parseAttachments(r.attachments).map(photoUrl),
    createdAt: r.created_at,
    Reply: r.reply,
  }));
}

type ConsentColumns = Pick<
  Selectable<SubscribersTable>,
  'created_at' | 'consent_version' | 'consent_at' | 'health_consent_version' | 'health_consent_at'
>;

/** The consents of a quiz sign-up; never its answers (see SignUpConsents). */
function signUpConsents(r: ConsentColumns): SignUpConsents {
  return {
    Consent: r.consent_version === null ? null : { Version: r.consent_version, At: r.consent_at ?? r.created_at },
    HealthAnswers: {
      Kept: r.health_consent_version !== null,
      ConsentVersion: r.health_consent_version,
      ConsentAt: r.health_consent_at,
    },
  };
}

async function subscriptionsOf(db: Kysely<Database>, user: UserRow): Promise<DataExport['subscriptions']> {
  const own = await ownSubscriptions(db, user);
  const byIds = (ids: number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('subscribers')
          .select([
            'email',
            'phone',
            'mailing_group',
            'offer_ref',
            'created_at',
            'consent_version',
            'consent_at',
            'health_consent_version',
            'health_consent_at',
          ])
          .where('id', 'in', ids)
          .orderBy('id')
          .execute();
  const newsletter = await byIds(own.newsletterIds);
  const callBacks = await byIds(own.callBackIds);
  const club = await db.selectFrom('club_members').selectAll().where('user_id', '=', user.id).orderBy('id').execute();
  return {
    newsletter: newsletter.map((r) => ({
      Email: r.email ?? '',
      MailingGroup: r.mailing_group,
      createdAt: r.created_at,
      ...signUpConsents(r),
    })),
    callBacks: callBacks.map((r) => ({
      PhoneNumber: r.phone ?? '',
      OfferID: r.offer_ref,
      createdAt: r.created_at,
      ...signUpConsents(r),
    })),
    club: club.map((r) => ({
      ClubName: r.club_name,
      FirstLastName: r.first_last_name,
      PhoneNumber: r.phone,
      Country: r.country,
      expiresAt: r.expires_at,
      createdAt: r.created_at,
    })),
  };
}

export async function exportUserData(db: Kysely<Database>, user: UserRow): Promise<DataExport> {
  return {
    format: 'zdravo-data-export/1',
    exportedAt: nowIso(),
    profile: {
      FirstName: user.first_name,
      LastName: user.last_name,
      Email: user.email,
      PhoneNumber: user.phone,
      createdAt: user.created_at,
      updatedAt: user.updated_at,
    },
    orders: await ordersOf(db, user.id),
    reviews: await reviewsOf(db, user.id),
    reviewPhotos: (
      await db
        .selectFrom('review_images')
        .select(['name', 'image_name', 'created_at'])
        .where('user_id', '=', user.id)
        .orderBy('id')
        .execute()
    ).map((p) => ({ URL: photoOf(p.name).Full, ImageName: p.image_name, createdAt: p.created_at })),
    subscriptions: await subscriptionsOf(db, user),
    consents: await consentsOfUser(db, user.id),
  };
}
