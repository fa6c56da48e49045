// The operator commands of orders and the CRM, run as the CLI runs them, on each database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CliUsageError } from '../../cli/types.ts';
import { createTestApp, runShopCommand, testDbKinds, type TestApp } from '../../testing.ts';
import { loggedInShopper } from '../users/testing.ts';
import { offersIn, orderParams } from './testing.ts';

describe.each(testDbKinds)('operator commands for orders on %s', (kind) => {
  let t: TestApp;
  const shop = (name: string, ...args: string[]) => runShopCommand(t, name, ...args);

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  it('lists, shows and moves an order, adds shipment lines, lists leads', async () => {
    const [offer] = await offersIn(t, 'BA');
    const { shopper } = await loggedInShopper(t);
    const id = Number((await shopper.call('shopOrders.add', orderParams([{ ID: offer!.id, Quantity: 2 }]))).data);
    const leadId = (await t.db.selectFrom('orders').select('lead_id').where('id', '=', id).executeTakeFirstOrThrow())
      .lead_id;

    expect((await shop('orders:list')).join('\n')).toMatch(
      new RegExp(`#${id}\\s+${leadId} .* received\\s+BA .*Amra Hodžić, \\+38761234567\\s+\\(lead sent\\)`),
    );
    expect(await shop('orders:list', 'shipped')).toEqual(['No shipped orders.']);
    const shown = (await shop('orders:show', leadId.toLowerCase())).join('\n');
    expect(shown).toContain(`Order #${id}, number ${leadId}, received (Primljena)`);
    expect(shown).toContain('2 × ');
    expect(shown).toContain('Narudžba je primljena. Nazvat ćemo vas da je potvrdimo.');

    await expect(shop('orders:status', String(id), 'delivered')).rejects.toThrow(/can go to confirmed or cancelled/);
    await expect(shop('orders:status', String(id), 'lost')).rejects.toBeInstanceOf(CliUsageError);
    expect(await shop('orders:status', String(id), 'confirmed')).toEqual([
      `Order #${id} (${leadId}): received → confirmed.`,
    ]);
    await expect(shop('orders:status', leadId, 'shipped', '--courier', 'Euro Express')).rejects.toThrow(
      /both --courier and --number/,
    );
    await expect(shop('orders:status', leadId, 'cancelled', '--courier', 'X', '--number', '1')).rejects.toThrow(
      /use them with "shipped"/,
    );
    // A courier the country's table does not know is refused, naming the ones it has; one given by its
    // id is kept and printed by its name, as the desk writes it.
    await expect(
      shop('orders:status', leadId, 'shipped', '--courier', 'Euro Express', '--number=EE123456789BA'),
    ).rejects.toThrow('No courier "Euro Express" in BA: EuroExpress (euroexpress), BH Pošta Express (bhpx)');
    expect(
      await shop('orders:status', leadId, 'shipped', '--courier', 'EUROEXPRESS', '--number=EE123456789BA'),
    ).toEqual([`Order #${id} (${leadId}): confirmed → shipped (EuroExpress EE123456789BA).`]);
    const history = await shopper.call('shopOrders.f.getAll');
    expect(history.status === 'ok' && history.data[0]?.StatusLabel).toBe('Poslana');

    const added = await shop('shipment:add', leadId, 'Paket', 'je', 'predan', 'kuriru');
    // The order's own history (received, confirmed, shipped) and the CRM's line, in time order.
    expect(added[0]).toBe(`Added to ${leadId}: "Paket je predan kuriru". The shopper now sees 4 line(s):`);
    expect(added.slice(1).map((l) => l.split(' · ')[1])).toEqual([
      'Narudžba je primljena. Nazvat ćemo vas da je potvrdimo.',
      'Narudžba je potvrđena. Paket pripremamo za slanje.',
      'Paket je predan kuriru EuroExpress, broj pošiljke EE123456789BA. https://www.euroexpress.ba/pracenje-posiljke/?broj=EE123456789BA',
      'Paket je predan kuriru',
    ]);
    await expect(shop('shipment:add', 'ZZZZZZZZ', 'x')).rejects.toThrow(/No lead ZZZZZZZZ/);
    await expect(shop('shipment:add', leadId)).rejects.toThrow(/text of the line/);
    await expect(shop('shipment:add', 'bad', 'x')).rejects.toThrow(/not an order number/);

    expect((await shop('leads:list')).join('\n')).toMatch(
      new RegExp(`${leadId} .* BA .* Amra Hodžić, \\+38761234567\\s+\\(1 shipment line\\(s\\)\\)`),
    );
  });

  it('lists subscribers and retries the outbox', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/leads/addSubscriber',
      headers: { 'content-type': 'application/json' },
      payload: { PhoneNumber: '+385 91 555 1234', OfferID: 7 },
    });
    expect((await shop('subscribers:list')).join('\n')).toContain('+385 91 555 1234 for offer 7');
    // The first test's order confirmation SMS may still be on its way through the dev transport.
    await expect
      .poll(() => shop('outbox:retry'), { timeout: 5000 })
      .toEqual(['Nothing to retry: every outbox message was sent.']);
    await t.db
      .insertInto('outbox')
      .values({
        channel: 'crm',
        recipient: 'x',
        payload: '{}',
        status: 'failed',
        attempts: 12,
        next_attempt_at: '2000-01-01T00:00:00.000Z',
        locked_until: null,
        last_error: 'down',
        delivered_by: null,
        created_at: new Date().toISOString(),
        sent_at: null,
      })
      .execute();
    expect((await shop('outbox:retry'))[0]).toMatch(/^1 message\(s\) due now/);
    await expect(shop('outbox:retry', '999999')).rejects.toThrow(/does not exist or was already sent/);
  });
});
