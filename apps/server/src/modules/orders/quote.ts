// shopOrders.quote's answer: the priced cart of pricing.ts in the wire's main units. The screens
// show these numbers as they are; shopOrders.add stores the very same PricedOrder.
import { fromMinor, type CurrencyCode } from '@zdravo/contract';
import type { OrderQuote } from '@zdravo/contract/methods';
import type { PricedOrder } from './pricing.ts';

export function toQuote(order: PricedOrder): OrderQuote {
  let count = 0;
  let listTotal = 0;
  let catalogSavings = 0;
  for (const l of order.lines) {
    count += l.quantity;
    listTotal += l.unitListMinor * l.quantity;
    catalogSavings += Math.max(0, l.unitOldMinor - l.unitListMinor) * l.quantity;
  }
  return {
    Currency: order.currency as CurrencyCode,
    Lines: order.lines.map((l) => ({
      ID: l.offerId,
      Quantity: l.quantity,
      OldPrice: fromMinor(l.unitOldMinor),
      ListPrice: fromMinor(l.unitListMinor),
      Price: fromMinor(l.unitPriceMinor),
      Total: fromMinor(l.lineTotalMinor),
      // The higher of the old and the list price: what the shopper would pay without any discount.
      WasTotal: fromMinor(Math.max(l.unitOldMinor, l.unitListMinor) * l.quantity),
    })),
    Count: count,
    ListTotal: fromMinor(listTotal),
    // Everything the shopper saves against the old prices: the catalog's reduction and the club's.
    Savings: fromMinor(catalogSavings + order.clubDiscountMinor),
    ClubDiscount: fromMinor(order.clubDiscountMinor),
    Subtotal: fromMinor(order.subtotalMinor),
    DeliveryFee: fromMinor(order.deliveryMinor),
    Total: fromMinor(order.totalMinor),
    ClubMember: order.clubMember,
  };
}
