// Stock per warehouse (migration 0052_stock; docs/decisions/059-stock-that-orders-reserve.md).
import type { Generated } from 'kysely';

/** One product at one stock location: on the shelf (stocked) and held by placed orders (reserved). */
interface StockLevelsTable {
  location: string;
  offer_id: number;
  stocked: number;
  reserved: Generated<number>;
  /** The desk's low-stock line shows at or under this many available units. */
  low_at: Generated<number>;
  updated_at: string;
}

/** Every movement of stock: why, for which order or by whom, by how much. */
interface StockLedgerTable {
  id: Generated<number>;
  location: string;
  offer_id: number;
  order_id: number | null;
  /** reserve | release | ship | restock | write_off | set | stocktake */
  reason: string;
  /** The units the movement is about (a write-off changes no level but counts its units). */
  quantity: number;
  stocked_delta: number;
  reserved_delta: number;
  /** 'shop' (an order), 'cli', or the staff member as the audit log names them. */
  actor: string;
  note: string | null;
  at: string;
}

/** A shopper waiting for a product to be back in a country ("javite mi kad stigne"); told once. */
interface StockWaitersTable {
  id: Generated<number>;
  offer_id: number;
  country: string;
  email: string | null;
  phone: string | null;
  created_at: string;
  notified_at: string | null;
}

export interface StockTables {
  stock_levels: StockLevelsTable;
  stock_ledger: StockLedgerTable;
  stock_waiters: StockWaitersTable;
}
