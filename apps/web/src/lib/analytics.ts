// The one owner of the shop's GA4 e-commerce events in the data layer. Screens call these
// functions; nothing else pushes events. Rules:
// - an event is pushed only while the shopper allows analytics or marketing (no choice, or a
//   refusal, and the data layer stays untouched);
// - events carry products, amounts, list names, methods and sources only — never quiz answers,
//   review texts, names, e-mails or phone numbers (the types below have no place for them);
// - e-commerce events clear the previous `ecommerce` object first, as GA4's guide asks.
import type { CountryCode, CurrencyCode } from '@zdravo/contract';
import { COUNTRIES, fromMinor, moneySum } from '@zdravo/contract';
import type { Offer, OrderQuote, ShopOrder } from '@zdravo/contract';
import { hasMeasurementConsent } from './consent.ts';
import { dataLayer } from './tag-manager.ts';

export interface Ga4Item {
  item_id: string;
  item_name: string;
  item_category?: string;
  price: number;
  quantity: number;
  discount?: number;
  index?: number;
  item_list_id?: string;
  item_list_name?: string;
}

/** A product as the events need it: an offer, or an order line (which has no group). */
type Product = Pick<Offer, 'ID' | 'Name' | 'NewPrice' | 'OldPrice'> & { Group?: string };

/** Lists are capped: GA4 takes at most 200 items, and no shopper sees more at once. */
const MAX_LIST_ITEMS = 50;

export function toItem(product: Product, quantity = 1): Ga4Item {
  const discount = moneySum([
    [product.OldPrice, 1],
    [product.NewPrice, -1],
  ]);
  return {
    item_id: String(product.ID),
    item_name: product.Name,
    ...(product.Group ? { item_category: product.Group } : {}),
    price: product.NewPrice,
    quantity,
    ...(discount > 0 ? { discount } : {}),
  };
}

/** Σ price × quantity, exact to the minor unit. */
const valueOf = (items: readonly Ga4Item[]): number => moneySum(items.map((i) => [i.price, i.quantity] as const));

function push(event: string, params: Record<string, unknown>, ecommerce?: Record<string, unknown>): void {
  if (!hasMeasurementConsent()) return;
  const layer = dataLayer();
  if (ecommerce) layer.push({ ecommerce: null });
  layer.push({ event, ...params, ...(ecommerce ? { ecommerce } : {}) });
}

/** The server's quote of the cart: its goods after the club discount, and that discount. */
type QuotedSums = Pick<OrderQuote, 'Currency' | 'Subtotal' | 'ClubDiscount'>;

/**
 * A cart event. With the server's quote (view_cart, begin_checkout) the value is the cart as the
 * shopper sees it priced — the goods with the club discount taken, delivery apart, as for purchase —
 * and the discount is named; else the lines at their prices.
 */
function cartEvent(event: string, lines: readonly { offer: Offer; quantity: number }[], quote?: QuotedSums): void {
  const first = lines[0];
  if (!first) return;
  const items = lines.map((l) => toItem(l.offer, l.quantity));
  const discount = quote?.ClubDiscount;
  push(
    event,
    {},
    {
      currency: first.offer.Currency,
      value: quote ? quote.Subtotal : valueOf(items),
      ...(discount ? { discount } : {}),
      items,
    },
  );
}

export function trackViewItemList(list: { id: string; name: string }, offers: readonly Offer[]): void {
  const first = offers[0];
  if (!first) return;
  const items = offers
    .slice(0, MAX_LIST_ITEMS)
    .map((o, index) => ({ ...toItem(o), index, item_list_id: list.id, item_list_name: list.name }));
  push('view_item_list', {}, { currency: first.Currency, item_list_id: list.id, item_list_name: list.name, items });
}

export function trackViewItem(offer: Offer): void {
  const items = [toItem(offer)];
  push('view_item', {}, { currency: offer.Currency, value: valueOf(items), items });
}

export function trackAddToCart(offer: Offer, quantity: number): void {
  if (quantity > 0) cartEvent('add_to_cart', [{ offer, quantity }]);
}

export function trackRemoveFromCart(offer: Offer, quantity: number): void {
  if (quantity > 0) cartEvent('remove_from_cart', [{ offer, quantity }]);
}

export const trackViewCart = (lines: readonly { offer: Offer; quantity: number }[], quote: QuotedSums): void =>
  cartEvent('view_cart', lines, quote);
export const trackBeginCheckout = (lines: readonly { offer: Offer; quantity: number }[], quote: QuotedSums): void =>
  cartEvent('begin_checkout', lines, quote);

const purchasesReported = new Set<string>();

/** transaction_id is the order number the shopper sees (the LeadID); value is the goods, shipping apart. Once per order. */
export function trackPurchase(order: ShopOrder): void {
  if (purchasesReported.has(order.LeadID) || !hasMeasurementConsent()) return;
  purchasesReported.add(order.LeadID);
  const items = order.Articles.map((a) =>
    toItem({ ID: a.ID, Name: a.Name, NewPrice: a.Price, OldPrice: a.OldPrice }, a.Quantity),
  );
  push(
    'purchase',
    {},
    {
      transaction_id: order.LeadID,
      currency: order.Currency,
      value: order.Subtotal,
      shipping: order.DeliveryFee,
      ...(order.ClubDiscount > 0 ? { discount: order.ClubDiscount } : {}),
      items,
    },
  );
}

export const trackSignUp = (): void => push('sign_up', { method: 'email' });

/** How the shopper identified themselves (never the identifier itself). */
export const trackLogin = (method: 'email' | 'phone'): void => push('login', { method });

/**
 * A lead: the quiz's e-mail or phone step, or a club join request. Only where it came from and,
 * for the club, the fee's value — never the answers, the name, the e-mail or the phone.
 */
export function trackGenerateLead(source: 'quiz' | 'club', value?: { amount: number; currency: CurrencyCode }): void {
  push('generate_lead', { lead_source: source, ...(value ? { value: value.amount, currency: value.currency } : {}) });
}

/** The club fee as generate_lead's value, for the country (docs/product.md §9). */
export const clubFeeValue = (country: CountryCode): { amount: number; currency: CurrencyCode } => ({
  amount: fromMinor(COUNTRIES[country].clubFeeMinor),
  currency: COUNTRIES[country].currency,
});
