// An order named on the command line by its id (42) or its number (K7M2Q9XR).
import type { Kysely } from 'kysely';
import { normalizeLeadId } from '@zdravo/contract';
import { CliUsageError } from '../../cli/types.ts';
import type { Database } from '../../db/schema/index.ts';

/** An order by its id (42) or its number (K7M2Q9XR). */
export async function findOrderId(db: Kysely<Database>, ref: string | undefined): Promise<number> {
  if (!ref) throw new CliUsageError('Give an order id or order number (LeadID)');
  if (/^\d+$/.test(ref)) return Number(ref);
  const row = await db.selectFrom('orders').select('id').where('lead_id', '=', normalizeLeadId(ref)).executeTakeFirst();
  if (!row) throw new CliUsageError(`No order with number "${ref}"`);
  return row.id;
}
