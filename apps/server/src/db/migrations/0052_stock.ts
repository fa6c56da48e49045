// Stock per warehouse (docs/decisions/059-stock-that-orders-reserve.md): a country ships from one
// stock location (the country table's `stockLocation`, so two countries may share one). Per location
// and product: what is on the shelf (stocked) and how much of it placed orders hold (reserved); the
// available quantity is stocked − reserved. Every movement is a row of stock_ledger. An offer with no
// stock_levels row at a location is not counted there (unlimited) until `stock:set` starts counting it.
// stock_waiters are the shoppers who asked to be told when a product is back ("javite mi kad stigne").
import { sql, type Kysely } from 'kysely';
import { dialectOf, withIdColumn } from '../dialect.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stock_levels')
    .addColumn('location', 'varchar(32)', (c) => c.notNull())
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('stocked', 'integer', (c) => c.notNull().check(sql`stocked >= 0`))
    .addColumn('reserved', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`reserved >= 0`),
    )
    // At or under this many available units the desk shows the product's low-stock line.
    .addColumn('low_at', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('stock_levels_pk', ['location', 'offer_id'])
    .execute();

  await withIdColumn(db, db.schema.createTable('stock_ledger'))
    .addColumn('location', 'varchar(32)', (c) => c.notNull())
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('cascade'))
    // reserve | release | ship | restock | write_off | set | stocktake
    .addColumn('reason', 'varchar(16)', (c) => c.notNull())
    // The units the movement is about (a write-off changes no level but counts its units).
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('stocked_delta', 'integer', (c) => c.notNull())
    .addColumn('reserved_delta', 'integer', (c) => c.notNull())
    // 'shop' (an order), 'cli', or the staff member as the audit log names them.
    .addColumn('actor', 'varchar(200)', (c) => c.notNull())
    .addColumn('note', 'varchar(500)')
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stock_ledger_by_order').on('stock_ledger').columns(['order_id']).execute();
  await db.schema
    .createIndex('stock_ledger_by_product')
    .on('stock_ledger')
    .columns(['location', 'offer_id', 'reason', 'at'])
    .execute();

  await withIdColumn(db, db.schema.createTable('stock_waiters'))
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('country', 'varchar(2)', (c) => c.notNull())
    .addColumn('email', 'varchar(320)')
    .addColumn('phone', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('notified_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('stock_waiters_waiting')
    .on('stock_waiters')
    .columns(['offer_id', 'country', 'notified_at'])
    .execute();

  if (dialectOf(db) !== 'postgres') return;
  // PostgreSQL: an order reserves its units inside the one statement that writes it (decision 037):
  // this function is the source of that statement's stock_ledger insert. Per product the order holds
  // (a bundle holds its products), in product order so two orders never wait on each other crosswise,
  // it takes the units only while enough are available — an UPDATE's condition is checked again on the
  // row's newest version after a wait, so parallel orders for the last units each see the others' — and
  // a counted product without enough raises SQLSTATE ZR409: the whole statement, the order with it,
  // writes nothing. A product not counted here (no row) is not held. A reservation that leaves nothing
  // available bumps the catalog version, so every process shows the offer as not for sale.
  await sql`
    create function stock_reserve(p_location varchar, p_offers integer[], p_quantities integer[])
    returns table (offer_id integer, quantity integer)
    language plpgsql volatile as $$
    declare
      u record;
      left_over integer;
      emptied boolean := false;
    begin
      for u in
        select coalesce(c.child_id, w.o) as product, sum(w.q)::integer as q
        from unnest(p_offers, p_quantities) as w(o, q)
        left join offer_children c on c.bundle_id = w.o
        group by 1 order by 1
      loop
        update stock_levels s set reserved = s.reserved + u.q
          where s.location = p_location and s.offer_id = u.product and s.stocked - s.reserved >= u.q
          returning s.stocked - s.reserved into left_over;
        if found then
          offer_id := u.product;
          quantity := u.q;
          emptied := emptied or left_over <= 0;
          return next;
        elsif exists (select 1 from stock_levels s where s.location = p_location and s.offer_id = u.product) then
          raise exception using errcode = 'ZR409', message = 'not enough stock', detail = u.product::text;
        end if;
      end loop;
      if emptied then
        insert into app_meta (key, value, updated_at) values ('catalog_version', md5(random()::text), to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
          on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at;
      end if;
    end
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') await sql`drop function stock_reserve(varchar, integer[], integer[])`.execute(db);
  await db.schema.dropTable('stock_waiters').execute();
  await db.schema.dropTable('stock_ledger').execute();
  await db.schema.dropTable('stock_levels').execute();
}
