// Attempt counters and "known address" marks held 24 hex digits of an unsalted SHA-256 of the
// address, reversible by trying every IPv4 address. They now hold a 16-bit group of the account and
// the address (modules/auth/rate-limit.ts): the old rows go. An owner's address is known again at
// the next login; a running count of wrong passwords from an address starts again.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from rate_limits where key like 'known:%' or key like 'login:user:%:at:%'`.execute(db);
}

export async function down(): Promise<void> {
  // Nothing to bring back: the rows were only marks and counters.
}
