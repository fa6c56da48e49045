// Supervision in real Chromium, on a server of its own: a manager reads the backlog by country and lead
// type on top of the queue, filters the queue by holder, hands a lead an agent holds to another agent,
// and finds that hand-over in the audit log by the order's number, read as a sentence; a price the
// manager schedules reads there with the product's name and the amount in KM, not as a key or minor
// units, and the person's column keeps a name whole. Then every desk
// screen, as a manager, at 390 px: nothing scrolls sideways. axe at 1280 px on the changed screens.
import type { Browser, Page } from '@playwright/test';
import { fillText, textFor } from '@zdravo/contract';
import { deskAuditActions, deskSupervisionMessages } from '@zdravo/contract/messages/desk-supervision';
import { deskAuditMessages, deskErrorMessages, deskSignInMessages } from '@zdravo/contract/messages/desk';
import type { CatalogOfferIn } from '@zdravo/contract/desk/catalog-params';
import { test, expect, DESKTOP, PHONE, screenshot } from './fixtures.ts';
import { startServer, type E2eServer } from './server.ts';
import { axe, deskCall, enrol } from './desk-staff.ts';
import { person } from './people.ts';
import { placedOrder, signedUp } from './rpc.ts';
import { openDatabase, type DbHandle } from '../apps/server/src/db/connection.ts';
import { CLI_ACTOR } from '../apps/server/src/platform/audit.ts';
import { invite } from '../apps/server/src/desk/index.ts';
import { openCallRequest } from '../apps/server/src/platform/call-queue.ts';

const ba = (text: Parameters<typeof textFor>[0]) => textFor(text, 'BA');
const words = deskSupervisionMessages;

async function staffPage(
  browser: Browser,
  server: E2eServer,
  handle: DbHandle,
  name: string,
  role: 'agent' | 'manager',
): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: server.baseURL, viewport: DESKTOP })).newPage();
  const made = await invite(
    handle.db,
    { email: `${name.split(' ')[0]!.toLowerCase()}.${Date.now()}@zdravo.test`, role, country: 'BA' },
    CLI_ACTOR,
    server.baseURL,
  );
  if (!('Link' in made)) throw new Error('invite failed');
  await enrol(page, made.Link, name);
  await page.getByRole('button', { name: 'Sačuvao/la sam kodove' }).click();
  await expect(page.getByRole('heading', { name: 'Red poziva' })).toBeVisible();
  return page;
}

/** Nothing wider than the window: the page's own width, and what sticks out named in the failure. */
async function fitsPhone(page: Page, screen: string): Promise<void> {
  const { scroll, client, wide } = await page.evaluate(
    (max) => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
      wide: [...document.querySelectorAll('body *')]
        .filter((e) => e.getBoundingClientRect().right > max + 1)
        .slice(0, 5)
        .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')}`),
    }),
    PHONE.width,
  );
  expect(scroll, `${screen} at 390 px: ${wide.join(', ')}`).toBeLessThanOrEqual(client);
  await screenshot(page, `${screen.replace(/\W+/g, '_')}-390.png`, { fullPage: true });
}

test('a manager reads the backlog, filters the queue, hands a held lead to another agent and finds it in the audit log; every desk screen fits a phone', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const server = await startServer({ ORDERS_PER_HOUR: '1000' });
  const handle = openDatabase({ dataDir: server.dataDir, databaseUrl: undefined, poolSize: 1 });
  try {
    const manager = await staffPage(browser, server, handle, 'Amra Menadžer', 'manager');
    const lejla = await staffPage(browser, server, handle, 'Lejla Agent', 'agent');
    await staffPage(browser, server, handle, 'Mirza Agent', 'agent');

    // Two orders (the shop's country, HR) and a club join request in BA.
    const shopper = await browser.newContext({ baseURL: server.baseURL });
    const buyer = person('nadzor.kupac', '98');
    const names = { FirstName: 'Selma', LastName: 'Hodžić' };
    await signedUp(shopper.request, buyer, names);
    const numbers: string[] = [];
    for (let n = 0; n < 2; n += 1)
      numbers.push(
        (
          await placedOrder(shopper.request, {
            ...names,
            PhoneNumber: person('nadzor.broj', '91').phone,
            IdempotencyKey: `nadzor-${buyer.tag}-${n}`,
          })
        ).LeadID,
      );
    await openCallRequest(handle.db, {
      kind: 'club',
      subjectId: 1,
      country: 'BA',
      phone: '+38761222333',
      name: 'Klub Kupac',
      about: 'Klub',
      at: new Date().toISOString(),
    });
    const [held, other] = numbers as [string, string];
    const orderId = (
      await handle.db.selectFrom('orders').select('id').where('lead_id', '=', held).executeTakeFirstOrThrow()
    ).id;

    // Lejla takes the first order.
    await lejla.reload();
    await lejla.getByRole('button', { name: `Preuzmi ${held}` }).click();
    await expect(lejla.getByRole('heading', { name: `Poziv: narudžba ${held}` })).toBeVisible();

    // The manager's backlog: two BA orders, one BA club request.
    await manager.reload();
    const backlog = manager.getByTestId('backlog');
    await expect(backlog.locator('tr[data-backlog="HR:order"] td').nth(1)).toHaveText('2');
    await expect(backlog.locator('tr[data-backlog="BA:club"] td').nth(1)).toHaveText('1');
    const holder = manager.locator(`tr[data-order="${held}"] .desk-queue__actions > .desk-muted`);
    await expect(holder).toHaveText('Preuzeo/la: Lejla Agent');

    // Only the free leads: Lejla's is not among them.
    await manager.getByLabel(ba(words.heldBy), { exact: true }).selectOption('free');
    await expect(manager.locator('tr[data-order]')).toHaveCount(1);
    await expect(manager.locator(`tr[data-order="${other}"]`)).toBeVisible();
    await manager.getByLabel(ba(words.heldBy), { exact: true }).selectOption('');
    await expect(manager.locator('tr[data-order]')).toHaveCount(2);
    await screenshot(manager, 'queue-manager-1280.png', { fullPage: true });
    const violations = await axe(manager, 'queue');

    // Hand it to Mirza: choosing him in the list (as arrowing through it does) hands nothing over;
    // "Predaj" does, and the row says so.
    const heldRow = manager.locator(`tr[data-order="${held}"]`);
    const hand = manager.getByRole('button', { name: `${ba(words.reassign)} ${held}` });
    await expect(hand).toBeDisabled();
    // A button that cannot be pressed looks it: grey, and the pointer says no.
    await expect(hand).toHaveCSS('cursor', 'not-allowed');
    await expect(hand).toHaveCSS('background-color', 'rgb(236, 232, 223)');
    await manager.getByLabel(`Predaj poziv ${held} agentu`).selectOption({ label: 'Mirza Agent' });
    await expect(hand).toBeEnabled();
    await expect(hand).not.toHaveCSS('cursor', 'not-allowed');
    await manager.waitForTimeout(300);
    await expect(holder).toHaveText('Preuzeo/la: Lejla Agent');
    expect(
      await handle.db.selectFrom('audit_log').where('action', '=', 'lead.reassign').select('id').execute(),
    ).toEqual([]);
    // Refused (Mirza was disabled after the list was read): the row says why, in the desk's words.
    const mirza = await handle.db
      .selectFrom('staff')
      .select('id')
      .where('name', '=', 'Mirza Agent')
      .executeTakeFirstOrThrow();
    await handle.db.updateTable('staff').set({ disabled: 1 }).where('id', '=', mirza.id).execute();
    await hand.click();
    await expect(heldRow.getByRole('alert')).toHaveText(ba(deskErrorMessages.NOT_AN_AGENT));
    await expect(holder).toHaveText('Preuzeo/la: Lejla Agent');
    await handle.db.updateTable('staff').set({ disabled: 0 }).where('id', '=', mirza.id).execute();
    await hand.click();
    await expect(heldRow.getByRole('status')).toHaveText(fillText(ba(words.handedTo), { name: 'Mirza Agent' }));
    await expect(heldRow.getByRole('alert')).toHaveCount(0);
    await expect(holder).toHaveText('Preuzeo/la: Mirza Agent');
    await screenshot(manager, 'queue-handed-1280.png', { fullPage: true });
    const row = await handle.db
      .selectFrom('call_leads')
      .innerJoin('staff', 'staff.id', 'call_leads.held_by')
      .select('staff.name')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('Mirza Agent');

    // The audit log, found by the order's number as typed, reads the hand-over as a sentence.
    await manager.goto(`${server.baseURL}/desk/#/audit`);
    await manager.getByLabel(ba(words.find)).fill(held.toLowerCase());
    await manager.getByRole('button', { name: 'Primijeni' }).click();
    const sentence = textFor(deskAuditActions['lead.reassign'], 'BA').replace('{subject}', held);
    await expect(manager.locator('td[data-action="lead.reassign"]')).toHaveText(sentence);
    // Its change names the people, not their ids.
    const change = manager
      .locator('tr', { has: manager.locator('td[data-action="lead.reassign"]') })
      .locator('td')
      .nth(3);
    // A line per field: its name once, before → after.
    await expect(change).toContainText('Drži: Lejla Agent → Mirza Agent');
    await expect(manager.locator('td[data-action="lead.take"]').first()).toHaveText(
      textFor(deskAuditActions['lead.take'], 'BA').replace('{subject}', held),
    );
    expect(await manager.locator('td[data-action] code').count()).toBe(0);

    // A BA price the manager schedules reads as a sentence naming the product, its money in KM.
    const offer = await handle.db
      .selectFrom('offers')
      .innerJoin('offer_texts', 'offer_texts.offer_id', 'offers.id')
      .select(['offers.id', 'offer_texts.name'])
      .where('offers.slog', '=', 'hemo-calm')
      .where('offer_texts.variant', '=', 'ije')
      .executeTakeFirstOrThrow();
    const editor = await deskCall(manager, 'desk.catalog.get', { id: offer.id });
    // A save that changes a text: the text is behind "izmijenjeno", never inline JSON.
    const edited = structuredClone(editor.offer) as CatalogOfferIn;
    edited.texts.ije.description = `${edited.texts.ije.description} Novi pasus opisa za provjeru dnevnika.`;
    edited.prices.BA = { new: 6990, old: edited.prices.BA!.old };
    await deskCall(manager, 'desk.catalog.save', { version: editor.version, offer: edited });
    await deskCall(manager, 'desk.catalog.schedulePrice', {
      offerId: offer.id,
      version: editor.version + 1,
      country: 'BA',
      price: { new: 6580, old: 8000 },
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
      endsAt: null,
    });
    await manager.getByLabel(ba(words.find)).fill('');
    await manager.getByRole('button', { name: 'Primijeni' }).click();
    const priced = manager.locator('td[data-action="offer.schedulePrice"]');
    await expect(priced).toHaveText(
      textFor(deskAuditActions['offer.schedulePrice'], 'BA').replace('{subject}', offer.name),
    );
    const priceChange = manager.locator('tr', { has: priced }).locator('td').nth(3);
    await expect(priceChange).toContainText('Sada: 65,80 KM');
    await expect(priceChange).toContainText('Prije: 80,00 KM');
    await expect(priceChange).not.toContainText('6580');
    await expect(priceChange).not.toContainText('startsAt');
    const saved = manager
      .locator('tr', { has: manager.locator('td[data-action="offer.save"]') })
      .locator('td')
      .nth(3);
    await expect(saved).toContainText('BA: 69,90 KM');
    const text = saved.locator('details.desk-audit__long');
    await expect(text.locator('summary')).toHaveText(ba(deskAuditMessages.changed));
    await expect(text.getByText('Novi pasus opisa')).toBeHidden();
    await text.locator('summary').click();
    await expect(text.getByText('Novi pasus opisa')).toBeVisible();
    await expect(saved).not.toContainText('{"');
    // The person's column keeps the name whole: a line of its own, wider than a few letters.
    const who = manager.locator('tr', { has: priced }).locator('.desk-audit__name');
    await expect(who).toHaveText('Amra Menadžer');
    expect((await who.boundingBox())!.height).toBeLessThan(30);
    await screenshot(manager, 'audit-1280.png', { fullPage: true });
    violations.push(...(await axe(manager, 'audit')));

    for (const screen of ['requests', 'staff', 'phones']) {
      await manager.goto(`${server.baseURL}/desk/#/${screen}`);
      await expect(manager.locator('main h1')).toBeVisible();
      await screenshot(manager, `${screen}-1280.png`, { fullPage: true });
      violations.push(...(await axe(manager, screen)));
    }
    expect(violations).toEqual([]);

    // Every desk screen a manager may open, at 390 px: nothing scrolls sideways.
    await manager.setViewportSize(PHONE);
    // The call screen on the lead nobody holds (the manager takes it by opening it).
    const freeId = (
      await handle.db.selectFrom('orders').select('id').where('lead_id', '=', other).executeTakeFirstOrThrow()
    ).id;
    const routes = [
      'queue',
      `queue/${freeId}`,
      'requests',
      'orders',
      `orders/${orderId}`,
      'staff',
      'audit',
      'dispatch',
      'phones',
      'numbers',
      'withdrawals',
      'quiz-leads',
      'club',
      'reviews',
      'reviews/published',
      'reviews/base',
      'catalog',
    ];
    for (const route of routes) {
      await manager.goto(`${server.baseURL}/desk/#/${route}`);
      await expect(manager.locator('main h1')).toBeVisible();
      // The screen's own data is in (its loading line gone).
      await expect(manager.locator('main .spinner')).toHaveCount(0);
      await fitsPhone(manager, route);
    }
  } finally {
    await handle.close();
    await server.stop();
  }
});

test('the sign-in page reads in the wording of the last person who signed in here, else of the shop’s country in this browser', async ({
  browser,
  baseURL,
}) => {
  const lead = (country: 'HR' | 'RS' | 'BA') => textFor(deskSignInMessages.lead, country);
  // A new browser that never saw the shop: Croatian, the shop's default.
  const fresh = await (await browser.newContext({ baseURL, viewport: PHONE })).newPage();
  await fresh.goto('/desk/');
  await expect(fresh.getByText(lead('HR'))).toBeVisible();
  await fitsPhone(fresh, 'sign-in');

  // A browser that shopped in Serbia: ekavian, and the page's language says so.
  const serbian = await (await browser.newContext({ baseURL })).newPage();
  await serbian.goto('/?country=RS');
  await expect(serbian.locator('html[data-hydrated]')).toHaveCount(1);
  await serbian.goto('/desk/');
  await expect(serbian.getByText(lead('RS'))).toBeVisible();
  await expect(serbian.locator('html')).toHaveAttribute('lang', 'sr-Latn-RS');

  // The last person who signed in on this browser was from BA: their wording, whatever the shop's.
  const context = await browser.newContext({ baseURL });
  await context.addInitScript(() => window.localStorage.setItem('zdravo.desk.country', 'BA'));
  const bosnian = await context.newPage();
  await bosnian.goto('/?country=RS');
  await expect(bosnian.locator('html[data-hydrated]')).toHaveCount(1);
  await bosnian.goto('/desk/');
  await expect(bosnian.getByText(lead('BA'))).toBeVisible();
  await expect(bosnian.locator('html')).toHaveAttribute('lang', 'bs-BA');
});
