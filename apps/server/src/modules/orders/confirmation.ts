// The order confirmation: right after an order, its number, what the courier collects
// and when the team will call — by SMS to the order's phone (every order has one), else by e-mail to the
// account. Queued in the order's own transaction, so an order gets exactly one (a repeated submit that
// answers the same order queues nothing) and none is sent for an order that was not stored.
import type { Kysely } from 'kysely';
import { fillText, formatMoney, fromMinor, textFor, type CountryCode } from '@zdravo/contract';
import { orderConfirmationTexts as t } from '@zdravo/contract/messages/orders';
import { callPromiseLine } from '@zdravo/contract/messages/call-promise';
import { addressOnCallText, deliveryAfterCallText } from '@zdravo/contract/messages/shop-hours';
import type { Database } from '../../db/schema/index.ts';
import { enqueueStatement } from '../../platform/outbox.ts';

export interface ConfirmedOrder {
  leadId: string;
  country: CountryCode;
  totalMinor: number;
  /** The order's phone, E.164; empty only if an order ever came without one. */
  phone: string;
  /** The account's e-mail, for an order without a phone. */
  email: string | null;
  at: Date;
}

/** The message for a channel: an SMS's text, or an e-mail's subject and text. */
export function confirmationPayload(
  order: ConfirmedOrder,
  channel: 'sms' | 'email',
  shopName: string,
): { subject?: string; text: string } {
  const say = (text: Parameters<typeof textFor>[0]) =>
    fillText(textFor(text, order.country), {
      shop: shopName,
      number: order.leadId,
      total: formatMoney(fromMinor(order.totalMinor), order.country),
    });
  // The same promise as the thank-you page: within 30–60 minutes in the call hours, else when the team opens.
  const callBack = callPromiseLine(order.country, order.at.getTime());
  // What the call settles (the address) and the one delivery promise, as checkout and the thank-you page say them.
  const address = addressOnCallText(order.country);
  const delivery = deliveryAfterCallText(order.country);
  if (channel === 'sms') return { text: fillText(say(t.sms), { callBack, address, delivery }) };
  return {
    subject: say(t.emailSubject),
    text: [
      say(t.emailIntro),
      '',
      say(t.emailNumber),
      say(t.emailTotal),
      '',
      `${callBack} ${address}`,
      delivery,
      say(t.emailTrack),
      '',
      say(t.emailSignature),
    ].join('\n'),
  };
}

/**
 * The outbox row that queues the confirmation, for the order's write set (so it commits with the order);
 * null when there is nowhere to send it.
 */
export function confirmationStatement(trx: Kysely<Database>, order: ConfirmedOrder, shopName: string) {
  const to =
    order.phone !== ''
      ? { channel: 'sms' as const, to: order.phone }
      : order.email
        ? { channel: 'email' as const, to: order.email }
        : null;
  if (!to) return null;
  return enqueueStatement(trx, {
    channel: to.channel,
    to: to.to,
    payload: confirmationPayload(order, to.channel, shopName),
  });
}
