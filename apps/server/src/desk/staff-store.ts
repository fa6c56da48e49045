// Reading staff rows and turning them into what the desk shows.
import type { Kysely, Selectable } from 'kysely';
import { isCountryCode, type CountryCode } from '@zdravo/contract';
import { isStaffRole, type StaffMe, type StaffMember, type StaffRole } from '@zdravo/contract/desk';
import type { Database } from '../db/schema/index.ts';
import type { StaffTable } from '../db/schema/desk.ts';

export type StaffRow = Selectable<StaffTable>;

export const emailKey = (email: string): string => email.trim().toLowerCase();

export const roleOf = (row: StaffRow): StaffRole => (isStaffRole(row.role) ? row.role : 'agent');
export const countryOfStaff = (row: StaffRow): CountryCode => (isCountryCode(row.country) ? row.country : 'HR');

export const isEnrolled = (row: StaffRow): boolean => row.password_hash !== null && row.totp_secret !== null;

export const staffMe = (row: StaffRow): StaffMe => ({
  ID: row.id,
  Email: row.email,
  Name: row.name,
  Role: roleOf(row),
  Country: countryOfStaff(row),
});

export const staffMember = (row: StaffRow): StaffMember => ({
  ...staffMe(row),
  Disabled: row.disabled === 1,
  Enrolled: isEnrolled(row),
  LastSignInAt: row.last_sign_in_at,
  CreatedAt: row.created_at,
});

export const staffById = (db: Kysely<Database>, id: number): Promise<StaffRow | undefined> =>
  db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst();

export const staffByEmail = (db: Kysely<Database>, email: string): Promise<StaffRow | undefined> =>
  db.selectFrom('staff').selectAll().where('email_key', '=', emailKey(email)).executeTakeFirst();

/** "Ana Anić <ana@zdravo.hr>": how a person is named in the audit log. */
export const actorLabel = (row: StaffRow): string => `${row.name || '—'} <${row.email}>`;
