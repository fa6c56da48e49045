// Promised calls and a merge in real Chromium, on a server of its own: a quiz taker who left a phone
// with the consent to be called and a club join request (each sent to the shop's own endpoints, as the
// quiz and the club page send them) are counted in the queue's backlog, opened from it and worked on
// "Obećani pozivi"; two open orders from one phone are merged on the call into one parcel with one
// delivery fee (re-priced by the server), and the shopper is told by SMS; once the shopper erases the
// account, the order's row says the data were erased at their request instead of an empty name.
import type { Browser, Page } from '@playwright/test';
import { formatMoney, fromMinor, parseCountry, textFor } from '@zdravo/contract';
import { deskRequestOutcomes } from '@zdravo/contract/messages/desk-requests';
import { deskCallFlowMessages } from '@zdravo/contract/messages/desk-call-flow';
import { deskSupervisionMessages } from '@zdravo/contract/messages/desk-supervision';
import { test, expect, DESKTOP, screenshot } from './fixtures.ts';
import { startServer, type E2eServer } from './server.ts';
import { axe, enrol } from './desk-staff.ts';
import { person } from './people.ts';
import { placedOrder, rpcCall, signedUp } from './rpc.ts';
import { openDatabase, type DbHandle } from '../apps/server/src/db/connection.ts';
import { CLI_ACTOR } from '../apps/server/src/platform/audit.ts';
import { invite } from '../apps/server/src/desk/index.ts';

const ba = (text: Parameters<typeof textFor>[0]) => textFor(text, 'BA');

async function agentPage(browser: Browser, server: E2eServer, handle: DbHandle): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: server.baseURL, viewport: DESKTOP })).newPage();
  const made = await invite(
    handle.db,
    { email: `lejla.${Date.now()}@zdravo.test`, role: 'agent', country: 'BA' },
    CLI_ACTOR,
    server.baseURL,
  );
  if (!('Link' in made)) throw new Error('invite failed');
  await enrol(page, made.Link, 'Lejla Agent');
  await page.getByRole('button', { name: 'Sačuvao/la sam kodove' }).click();
  await expect(page.getByRole('heading', { name: 'Red poziva' })).toBeVisible();
  return page;
}

test('a quiz phone lead and a club request are in the queue and worked; two orders from one phone become one parcel', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const server = await startServer({ ORDERS_PER_HOUR: '1000' });
  const handle = openDatabase({ dataDir: server.dataDir, databaseUrl: undefined, poolSize: 1 });
  try {
    const agent = await agentPage(browser, server, handle);
    const offer = (await handle.db.selectFrom('offers').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const shop = await browser.newContext({ baseURL: server.baseURL });
    const quizPhone = person('kviz.broj', '95');
    expect(
      (
        await shop.request.post('/api/leads/addSubscriber', {
          data: { PhoneNumber: quizPhone.phone, OfferID: offer, Country: 'BA', Consent: { Version: 1 } },
        })
      ).ok(),
    ).toBe(true);
    // Without the consent to be contacted, no call is promised.
    expect(
      (
        await shop.request.post('/api/leads/addSubscriber', {
          data: { PhoneNumber: person('kviz.bez', '97').phone, OfferID: offer, Country: 'BA' },
        })
      ).ok(),
    ).toBe(true);
    expect(
      (
        await shop.request.post('/api/leads/clubJoin', {
          data: {
            FirstLastName: 'Edin Klub',
            PhoneNumber: person('klub.broj', '99').phone,
            ClubName: 'Zdravo klub',
            Country: 'BA',
          },
        })
      ).ok(),
    ).toBe(true);

    // The backlog counts them; the quiz row opens its list.
    await agent.reload();
    const backlog = agent.getByTestId('backlog');
    await expect(backlog.locator('tr[data-backlog="BA:quiz"] td').nth(1)).toHaveText('1');
    await expect(backlog.locator('tr[data-backlog="BA:club"] td').nth(1)).toHaveText('1');
    await backlog.getByRole('link', { name: 'BA · Kviz' }).click();
    await expect(agent.getByRole('heading', { name: 'Obećani pozivi' })).toBeVisible();
    const rows = agent.locator('main tbody tr');
    await expect(rows).toHaveCount(1);
    await rows.getByRole('button', { name: /^Preuzmi: Kviz/ }).click();
    await agent.getByLabel('Ishod').selectOption({ label: ba(deskRequestOutcomes.advised) });
    await agent.getByLabel('Bilješka').fill('Preporučen Pure Fit, javit će se');
    await screenshot(agent, 'requests-working-1280.png', { fullPage: true });
    const violations = await axe(agent, 'requests, working');
    await agent.getByRole('button', { name: 'Sačuvaj' }).click();
    await expect(rows).toHaveCount(0);

    await agent.getByLabel('Vrsta').selectOption({ label: 'Klub' });
    await expect(rows).toHaveCount(1);
    await rows.getByRole('button', { name: /^Preuzmi: Klub/ }).click();
    await agent.getByLabel('Ishod').selectOption({ label: ba(deskRequestOutcomes.willPay) });
    await agent.getByRole('button', { name: 'Sačuvaj' }).click();
    await expect(rows).toHaveCount(0);
    const worked = await handle.db
      .selectFrom('call_requests')
      .select(['kind', 'outcome', 'closed_at'])
      .orderBy('kind')
      .execute();
    expect(worked.map((r) => [r.kind, r.outcome, r.closed_at !== null])).toEqual([
      ['club', 'willPay', true],
      ['quiz', 'advised', true],
    ]);

    // Two orders from one phone, an hour apart in the shopper's day: merged on the call.
    const buyer = person('spoj.kupac', '98');
    const names = { FirstName: 'Amela', LastName: 'Begić' };
    await signedUp(shop.request, buyer, names);
    const phone = person('spoj.broj', '91').phone;
    const first = await placedOrder(shop.request, {
      ...names,
      PhoneNumber: phone,
      IdempotencyKey: `spoj-${buyer.tag}-1`,
    });
    const second = await placedOrder(shop.request, {
      ...names,
      PhoneNumber: phone,
      IdempotencyKey: `spoj-${buyer.tag}-2`,
    });
    const before = await handle.db
      .selectFrom('orders')
      .select(['lead_id', 'subtotal_minor', 'delivery_minor', 'total_minor'])
      .where('lead_id', 'in', [first.LeadID, second.LeadID])
      .execute();
    const one = before.find((o) => o.lead_id === first.LeadID)!;
    const two = before.find((o) => o.lead_id === second.LeadID)!;

    await agent.getByRole('navigation').getByRole('link', { name: 'Red poziva' }).click();
    await agent.getByRole('button', { name: `Preuzmi ${second.LeadID}` }).click();
    await expect(agent.getByRole('heading', { name: `Poziv: narudžba ${second.LeadID}` })).toBeVisible();
    // The flag names the other order by its number; 6 offers it by number.
    await expect(agent.locator('.desk-flag--duplicate')).toContainText(first.LeadID);
    await agent.keyboard.press('6');
    const other = agent.getByLabel('Ista kao narudžba');
    await expect(other).toBeFocused();
    await other.selectOption(first.LeadID);
    const merge = agent.getByRole('button', {
      name: ba(deskCallFlowMessages.mergeInto).replace('{number}', first.LeadID),
    });
    await screenshot(agent, 'call-merge-1280.png', { fullPage: true });
    violations.push(...(await axe(agent, 'call, merge')));
    await merge.click();
    await expect(agent.getByRole('heading', { name: `Poziv: narudžba ${second.LeadID}` })).toHaveCount(0);

    const after = await handle.db
      .selectFrom('orders')
      .select(['id', 'lead_id', 'status', 'subtotal_minor', 'delivery_minor', 'total_minor', 'country'])
      .where('lead_id', 'in', [first.LeadID, second.LeadID])
      .execute();
    const kept = after.find((o) => o.lead_id === first.LeadID)!;
    expect(after.find((o) => o.lead_id === second.LeadID)!.status).toBe('cancelled');
    expect(kept.status).toBe('received');
    // One parcel: both orders' goods, one delivery fee (or none, past the free-delivery line), priced again.
    expect(kept.subtotal_minor).toBe(one.subtotal_minor + two.subtotal_minor);
    expect(kept.delivery_minor).toBeLessThanOrEqual(one.delivery_minor);
    expect(kept.total_minor).toBe(kept.subtotal_minor + kept.delivery_minor);
    expect(kept.total_minor).toBeLessThan(one.total_minor + two.total_minor);
    // The agent reads what the merge made of the parcel on the screen that opens next.
    await expect(agent.locator('.desk-notice[role=status]')).toHaveText(
      `${second.LeadID} spojena u ${first.LeadID}: jedan paket, za naplatu ${formatMoney(fromMinor(kept.total_minor), parseCountry(kept.country))}.`,
    );
    const sms = await handle.db
      .selectFrom('outbox')
      .select('payload')
      .where('order_id', '=', kept.id)
      .where('channel', '=', 'sms')
      .execute();
    expect(sms.map((m) => JSON.parse(m.payload).text as string).some((text) => text.includes(kept.lead_id))).toBe(true);
    expect(violations).toEqual([]);

    // The shopper erases the account: the open order stays, without a name, and the queue says why.
    await rpcCall(shop.request, 'shopUsers.f.delete', { password: buyer.password });
    await agent.getByRole('navigation').getByRole('link', { name: 'Red poziva' }).click();
    await expect(agent.locator(`tr[data-order="${first.LeadID}"] td[data-label="Kupac"]`)).toContainText(
      ba(deskSupervisionMessages.erasedCustomer),
    );
  } finally {
    await handle.close();
    await server.stop();
  }
});
