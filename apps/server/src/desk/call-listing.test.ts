// An order changed on the call follows the catalog's listing (docs/product.md §11): an offer that is a
// draft or shown-but-not-for-sale in the order's country is not offered on the call and cannot be added
// (OFFER_NOT_AVAILABLE, nothing written); the order's own lines stay, whatever their listing now.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, testDbKinds, type TestApp } from '../testing.ts';
import { placedOrder } from '../modules/orders/testing.ts';
import { changeOffer } from '../modules/catalog/testing.ts';
import { enrolledStaff, type EnrolledStaff } from './testing.ts';

describe.each(testDbKinds)('the call and the listing on %s', (kind) => {
  let t: TestApp;
  let agent: EnrolledStaff;
  beforeAll(async () => {
    t = await createTestApp(kind);
    agent = await enrolledStaff(t, 'agent', 'BA');
  });
  afterAll(async () => t.close());

  const idOf = async (slog: string) =>
    (await t.db.selectFrom('offers').select('id').where('slog', '=', slog).executeTakeFirstOrThrow()).id;

  it('an unavailable or draft offer is not offered and cannot be added; the order’s own line stays', async () => {
    const { id: orderId } = await placedOrder(t, { country: 'BA', phone: '+387 61 555 101' });
    const [own] = await t.db
      .selectFrom('order_lines')
      .select(['offer_id', 'quantity'])
      .where('order_id', '=', orderId)
      .execute();
    const ownSlog = (
      await t.db.selectFrom('offers').select('slog').where('id', '=', own!.offer_id).executeTakeFirstOrThrow()
    ).slog;
    const other = ownSlog === 'beauty-fem' ? 'libido' : 'beauty-fem';
    const otherId = await idOf(other);
    await agent.browser.call('desk.queue.take', { orderId });
    const quote = (lines: { offerId: number; quantity: number }[]) =>
      agent.browser.call('desk.calls.quote', { orderId, lines });

    // For sale: offered, and it can be added.
    const before = await quote([{ offerId: own!.offer_id, quantity: 1 }]);
    expect(before.status === 'ok' && before.data.Offers.map((o) => o.ID)).toContain(otherId);
    expect(
      (
        await quote([
          { offerId: own!.offer_id, quantity: 1 },
          { offerId: otherId, quantity: 1 },
        ])
      ).status,
    ).toBe('ok');

    // Shown but not for sale in BA, and a draft in BA: neither is offered nor can be added.
    for (const status of ['unavailable', 'draft'] as const) {
      await changeOffer(t, other, (o) => (o.status.BA = status));
      const listed = await quote([{ offerId: own!.offer_id, quantity: 1 }]);
      expect(listed.status === 'ok' && listed.data.Offers.map((o) => o.ID)).not.toContain(otherId);
      expect(
        await quote([
          { offerId: own!.offer_id, quantity: 1 },
          { offerId: otherId, quantity: 1 },
        ]),
      ).toMatchObject({
        status: 'error',
        data: 'OFFER_NOT_AVAILABLE',
        details: [{ path: ['lines', 1, 'offerId'] }],
      });
      const amended = await agent.browser.call('desk.calls.amend', {
        orderId,
        lines: [
          { offerId: own!.offer_id, quantity: 1 },
          { offerId: otherId, quantity: 1 },
        ],
        firstName: 'Amra',
        lastName: 'Hodžić',
        phone: '+387 61 555 101',
      });
      expect(amended).toMatchObject({ status: 'error', data: 'OFFER_NOT_AVAILABLE' });
      expect(await t.db.selectFrom('order_lines').select('offer_id').where('order_id', '=', orderId).execute()).toEqual(
        [{ offer_id: own!.offer_id }],
      );
    }

    // The order's own product taken off sale: its line stays, its quantity can still change.
    await changeOffer(t, ownSlog, (o) => (o.status.BA = 'unavailable'));
    expect(await quote([{ offerId: own!.offer_id, quantity: 2 }])).toMatchObject({
      status: 'ok',
      data: { Lines: [{ OfferID: own!.offer_id, Quantity: 2 }] },
    });
    // An id that is no offer at all stays a validation error.
    expect(await quote([{ offerId: 999_999, quantity: 1 }])).toMatchObject({
      status: 'error',
      data: 'VALIDATION_ERROR',
    });
  });
});
