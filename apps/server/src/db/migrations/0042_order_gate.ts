// PostgreSQL only: the gate an order passes inside the single statement that writes it
// (docs/decisions/037-an-order-in-one-statement.md). It takes the account's row lock — one account's
// orders are placed one at a time — and then counts the account's orders since `p_since`; past the
// hourly limit it raises SQLSTATE ZR429, so the statement writes nothing. A VOLATILE function takes a
// fresh snapshot for each query it runs, so the count sees the order the previous lock holder just
// committed (one plain statement could not: all of it shares the snapshot taken before the lock wait).
// SQLite needs none of this: its write transaction already runs alone (db/locks.ts).
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`
    create function order_gate(p_user_id integer, p_since varchar, p_limit integer) returns integer
    language plpgsql volatile as $$
    begin
      perform 1 from users where id = p_user_id for update;
      if (select count(*) from orders where user_id = p_user_id and created_at > p_since) >= p_limit then
        raise exception using errcode = 'ZR429', message = 'the account reached its hourly order limit';
      end if;
      return p_user_id;
    end
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`drop function order_gate(integer, varchar, integer)`.execute(db);
}
