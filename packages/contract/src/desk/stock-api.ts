// The stock's part of the desk's API map and access table (api.ts adds both): managers count the
// shelves and book returned parcels in (docs/desk.md "Stock").
import type { Call } from './call.ts';
import type { StaffRole } from './roles.ts';
import type { DeskStockRow, StockBookedIn, StocktakeResult } from './stock.ts';
import type { stockBookInParams, stockListParams, stockSetParams, stocktakeParams } from './stock-params.ts';

export type DeskStockApi = {
  'desk.stock.list': Call<typeof stockListParams, DeskStockRow[]>;
  'desk.stock.set': Call<typeof stockSetParams, DeskStockRow[]>;
  'desk.stock.bookIn': Call<typeof stockBookInParams, StockBookedIn>;
  'desk.stock.import': Call<typeof stocktakeParams, StocktakeResult>;
};

export const DESK_STOCK_ACCESS = {
  'desk.stock.list': ['manager'],
  'desk.stock.set': ['manager'],
  'desk.stock.bookIn': ['manager'],
  'desk.stock.import': ['manager'],
} as const satisfies Record<keyof DeskStockApi, readonly StaffRole[]>;
