// The order confirmation right after an order: one SMS to the order's phone with the number, the total
// and when the team calls (the contract's callPromiseLine), once per order whatever the retries; an
// e-mail in the country's words for an order without a phone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@zdravo/contract';
import { callPromiseLine } from '@zdravo/contract/messages/call-promise';
import type { ShopOrder } from '@zdravo/contract/methods';
import { createTestApp, testDbKinds, type TestApp } from '../../testing.ts';
import { loggedInShopper } from '../users/testing.ts';
import { newKey, offersIn, orderParams } from './testing.ts';
import { confirmationPayload } from './confirmation.ts';

describe.each(testDbKinds)('order confirmation on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  it('HR: one SMS to the order phone with the number, the total and the call-back, also after a retried submit', async () => {
    const { shopper } = await loggedInShopper(t, { country: 'HR' });
    const [offer] = await offersIn(t, 'HR');
    const params = orderParams([{ ID: offer!.id, Quantity: 2 }], {
      PhoneNumber: '091 234 5678',
      IdempotencyKey: newKey(),
    });
    const first = await shopper.call('shopOrders.add', params);
    const again = await shopper.call('shopOrders.add', params);
    expect(again.data).toBe(first.data);
    const [order] = ((await shopper.call('shopOrders.f.getAll')).data as ShopOrder[]).filter(
      (o) => o.ID === first.data,
    );
    const messages = await t.db.selectFrom('outbox').selectAll().where('recipient', '=', '+385912345678').execute();
    expect(messages).toHaveLength(1);
    expect(messages[0]!.channel).toBe('sms');
    const { text } = JSON.parse(messages[0]!.payload) as { text: string };
    expect(text).toBe(
      `${t.config.shopName}: hvala na narudžbi ${order!.LeadID}. Za plaćanje pouzećem: ${formatMoney(order!.Total, 'HR')}. ${callPromiseLine('HR', Date.parse(order!.createdAt))} Adresu dostave potvrđujemo s vama u tom pozivu. Paket stiže za 1–2 radna dana nakon potvrde u pozivu.`,
    );
  });

  it('RS: ekavian; by e-mail when an order has no phone', () => {
    // Thursday 26 November 2026, 10:00 in Belgrade: the team is on, so a call within the hour.
    const order = {
      leadId: 'K7M2Q9XR',
      country: 'RS' as const,
      totalMinor: 359000,
      phone: '',
      email: 'kupac@example.com',
      at: new Date('2026-11-26T10:00:00+01:00'),
    };
    expect(confirmationPayload(order, 'sms', 'Zdravo').text).toBe(
      'Zdravo: hvala na porudžbini K7M2Q9XR. Za plaćanje pouzećem: 3.590,00 RSD. Naš tim će vas pozvati u roku od 30 do 60 minuta da potvrdi porudžbinu. Adresu dostave potvrđujemo sa vama u tom pozivu. Paket stiže za 1–3 radna dana nakon potvrde u pozivu.',
    );
    // At 23:05 it says when the team opens.
    expect(confirmationPayload({ ...order, at: new Date('2026-11-25T23:05:00+01:00') }, 'sms', 'Zdravo').text).toBe(
      'Zdravo: hvala na porudžbini K7M2Q9XR. Za plaćanje pouzećem: 3.590,00 RSD. Naš tim sada ne radi: pozvaćemo vas sutra od 8:00 da potvrdimo porudžbinu. Adresu dostave potvrđujemo sa vama u tom pozivu. Paket stiže za 1–3 radna dana nakon potvrde u pozivu.',
    );
    const mail = confirmationPayload(order, 'email', 'Zdravo');
    expect(mail.subject).toBe('Porudžbina K7M2Q9XR je primljena');
    expect(mail.text).toContain('Broj porudžbine: K7M2Q9XR');
    expect(mail.text).toContain('Za plaćanje pouzećem, kuriru pri preuzimanju: 3.590,00 RSD');
    expect(mail.text).toContain(
      'Adresu dostave potvrđujemo sa vama u tom pozivu.\nPaket stiže za 1–3 radna dana nakon potvrde u pozivu.',
    );
  });

  it.each([
    ['BA', '2–3'],
    ['ME', '2–4'],
  ] as const)("%s: the SMS promises the country table's delivery days (%s radna dana)", (country, days) => {
    const order = {
      leadId: 'K7M2Q9XR',
      country,
      totalMinor: 5617,
      phone: '+38761000111',
      email: null,
      at: new Date('2026-11-26T10:00:00+01:00'),
    };
    expect(confirmationPayload(order, 'sms', 'Zdravo').text).toMatch(
      new RegExp(
        `Adresu dostave potvrđujemo s vama u tom pozivu\\. Paket stiže za ${days} radna dana nakon potvrde u pozivu\\.$`,
      ),
    );
  });
});
