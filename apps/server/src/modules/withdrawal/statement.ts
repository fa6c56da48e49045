// The withdrawal statement as the shopper confirmed it, and the acknowledgement the shop sends for
// it on a durable medium: the statement's content, the date and time it was received, in the
// shopper's spelling — by e-mail, or by SMS when there is no e-mail to send to.
import { plainName, type Recipient } from '../../platform/recipient.ts';
import {
  COUNTRIES,
  fillText,
  formatMoney,
  fromMinor,
  SELLERS,
  shopDateTime,
  textFor,
  WITHDRAWAL_PERIOD_DAYS,
  withdrawalStage,
  type CountryCode,
  type OrderStatus,
  type WithdrawalStage,
} from '@zdravo/contract';
import { printedIban } from '@zdravo/contract/refund';
import {
  withdrawalAcknowledgement as ack,
  withdrawalNextSteps,
  withdrawalStatement,
} from '@zdravo/contract/messages/withdrawal';

/** Stored as JSON with the withdrawal: what the shopper confirmed, word for word. */
export interface WithdrawalStatement {
  name: string;
  /** The order number. */
  reference: string;
  orderedAt: string;
  items: { name: string; quantity: number }[];
  stage: WithdrawalStage;
  /** The statement's words in the shopper's spelling. */
  text: string;
}

export function orderStatement(
  order: { first_name: string; last_name: string; lead_id: string; created_at: string; status: OrderStatus },
  lines: { name: string; quantity: number }[],
  country: CountryCode,
): WithdrawalStatement {
  return {
    name: plainName(`${order.first_name} ${order.last_name}`),
    reference: order.lead_id,
    orderedAt: order.created_at,
    items: lines.map((l) => ({ name: l.name, quantity: l.quantity })),
    stage: withdrawalStage(order.status),
    text: textFor(withdrawalStatement, country),
  };
}

/** What the shopper gets back after a delivered parcel: the amount, by when, and to which account. */
export interface RefundNotice {
  amountMinor: number;
  dueOn: string;
  iban: string | null;
}

function refundLine(refund: RefundNotice, country: CountryCode): string {
  const [y, m, d] = refund.dueOn.split('-').map(Number);
  const vars = {
    amount: formatMoney(fromMinor(refund.amountMinor), country),
    date: `${d}. ${m}. ${y}.`,
    iban: refund.iban ? printedIban(refund.iban) : '',
  };
  return fillText(textFor(refund.iban ? ack.refund : ack.refundNoIban, country), vars);
}

/** The acknowledgement's outbox payload for the channel. */
export function acknowledgement(
  statement: WithdrawalStatement,
  receivedAt: string,
  country: CountryCode,
  shopName: string,
  channel: Recipient['channel'],
  refund: RefundNotice | null = null,
): { subject?: string; text: string } {
  const t = (text: Parameters<typeof textFor>[0], vars: Record<string, string | number> = {}) =>
    fillText(textFor(text, country), vars);
  const { date, time } = shopDateTime(receivedAt);
  const number = statement.reference;
  const items = statement.items.map((i) => `${i.quantity} × ${i.name}`);
  if (channel === 'sms') return { text: t(ack.sms, { shop: shopName, date, time, number, items: items.join(', ') }) };

  const seller = SELLERS[country];
  const contact = COUNTRIES[country].contact;
  const text = [
    t(ack.greeting, { name: plainName(statement.name) }),
    '',
    t(ack.received, { date, time }),
    '',
    `„${statement.text}`,
    ...items.map((line, i) => `– ${line}${i === items.length - 1 ? '“' : ''}`),
    '',
    t(ack.order, { number, orderDate: shopDateTime(statement.orderedAt).date, name: plainName(statement.name) }),
    '',
    `${t(ack.next)} ${t(withdrawalNextSteps[statement.stage], { days: WITHDRAWAL_PERIOD_DAYS })}`,
    ...(refund ? [refundLine(refund, country)] : []),
    '',
    t(ack.keep),
    '',
    `${shopName} · ${seller.legalName}, ${seller.address}`,
    `${contact.email} · ${contact.phone}`,
  ].join('\n');
  return { subject: t(ack.subject, { number }), text };
}
