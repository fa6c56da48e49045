// What may live in the `cart` key of browser storage (docs/product.md §3): a list of { ID, quantity }.
// Anything else — not JSON, not a list, a foreign shape, a bad number — is dropped line by line,
// never allowed to break the page. Duplicate IDs are summed (docs/product.md §3: summed when ordering).
import { CART_MAX_QUANTITY } from '@zdravo/contract';

export interface CartItem {
  ID: number;
  quantity: number;
}

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;
const clampQuantity = (n: number): number => Math.min(CART_MAX_QUANTITY, Math.max(1, Math.floor(n)));

/** Clean lines from any value; [] for anything that is not a list. */
export function sanitizeCart(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  const byId = new Map<number, number>();
  for (const line of value as unknown[]) {
    if (typeof line !== 'object' || line === null) continue;
    const { ID, quantity } = line as { ID?: unknown; quantity?: unknown };
    if (!isId(ID) || typeof quantity !== 'number' || !Number.isFinite(quantity) || quantity < 1) continue;
    byId.set(ID, clampQuantity((byId.get(ID) ?? 0) + quantity));
  }
  return [...byId].map(([ID, q]) => ({ ID, quantity: q }));
}

/** Parses the stored text; null when it is not JSON at all. */
export function parseStoredCart(raw: string | null): CartItem[] | null {
  if (raw === null) return [];
  try {
    return sanitizeCart(JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

export { clampQuantity };
