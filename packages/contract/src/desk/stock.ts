// The desk's stock screen (docs/desk.md "Stock"): per product and country what the warehouse holds,
// its low-stock line and days of cover, and the answers of its writes.
import type { CountryCode } from '../countries.ts';

/**
 * The warehouses by their towns' names, as the desk shows them (the country table holds their ids,
 * `stockLocation`; a test checks every id has its name). Desk-only: the shop never names a warehouse.
 */
export const WAREHOUSE_NAMES: Readonly<Record<string, string>> = {
  sarajevo: 'Sarajevo',
  beograd: 'Beograd',
  zagreb: 'Zagreb',
};

export interface DeskStockRow {
  OfferID: number;
  Slog: string;
  Name: string;
  Country: CountryCode;
  /** The warehouse the country's parcels leave from (two countries may share one). */
  Location: string;
  Stocked: number;
  Reserved: number;
  Available: number;
  /** At or under this many available units the row is low. */
  LowAt: number;
  Low: boolean;
  /** Units shipped from the warehouse in the last 14 days. */
  Shipped14: number;
  /** Available ÷ the last 14 days' shipped units a day; null when nothing shipped. */
  DaysOfCover: number | null;
}

export interface StockBookedIn {
  Units: number;
}

export interface StocktakeResult {
  Written: number;
}

export type BookInOutcome = 'restock' | 'write_off';
export const BOOK_IN_OUTCOMES = ['restock', 'write_off'] as const satisfies readonly BookInOutcome[];
