// User rows: lookups by id, e-mail (case-insensitive through email_key) or phone (E.164), and
// the UserInfo shape of docs/product.md §3.
import type { Kysely, Selectable } from 'kysely';
import { looksLikeEmail, type CountryCode } from '@zdravo/contract';
import type { UserInfo } from '@zdravo/contract/methods';
import type { Database } from '../../db/schema/index.ts';
import type { UsersTable } from '../../db/schema/accounts.ts';
import { parsePhone, phoneForDisplay } from '../../platform/phone.ts';

export type UserRow = Selectable<UsersTable>;

export const emailKey = (email: string): string => email.trim().toLowerCase();

export function toUserInfo(row: UserRow): UserInfo {
  return {
    FirstName: row.first_name,
    LastName: row.last_name,
    Username: row.email,
    PhoneNumber: row.phone,
    PhoneDisplay: phoneForDisplay(row.phone),
    Email: row.email,
  };
}

export async function userById(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function userByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email_key', '=', emailKey(email)).executeTakeFirst();
}

export async function userByPhone(db: Kysely<Database>, e164: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('phone', '=', e164).executeTakeFirst();
}

/** "E-mail or phone" as login and password reset take it, normalised; null when it is neither. */
export function normalizeIdentifier(
  raw: string,
  country: CountryCode,
): { kind: 'email' | 'phone'; value: string } | null {
  if (looksLikeEmail(raw)) return { kind: 'email', value: emailKey(raw) };
  const phone = parsePhone(raw, country);
  return phone ? { kind: 'phone', value: phone } : null;
}

export async function userByIdentifier(
  db: Kysely<Database>,
  id: { kind: 'email' | 'phone'; value: string } | null,
): Promise<UserRow | undefined> {
  if (!id) return undefined;
  return id.kind === 'email' ? userByEmail(db, id.value) : userByPhone(db, id.value);
}
