// The desk in real Chromium: a manager invited from the CLI enrols (reading the key shown as text and
// computing codes as an authenticator app does), signs in, invites an agent from the desk; the agent
// enrols, finds an order by a local phone number and opens it, sees no staff screen and is refused the
// staff calls; a recovery code works once; five wrong codes lock the codes. axe checks each screen.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { test, expect, screenshots, shopCli, DESKTOP } from './fixtures.ts';
import { startServer } from './server.ts';
import { axe, code, enrol, enrolledFromCli, PASSWORD } from './desk-staff.ts';
import { person } from './people.ts';
import { placedOrder, rpcCall, signedUp } from './rpc.ts';
import { createTestDb } from '../apps/server/src/db/testing.ts';
import { CLI_ACTOR } from '../apps/server/src/platform/audit.ts';
import { invite } from '../apps/server/src/desk/index.ts';

const run = Date.now().toString(36);
/** The number the agent is told on the phone, in its local form. */
const LOCAL_PHONE = '091 234 5678';

async function signInWithPassword(page: Page, email: string) {
  await page.goto('/desk/');
  await page.locator('input[type=email]').fill(email);
  await page.locator('input[type=password]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Prijavi se' }).click();
  await expect(page.getByRole('heading', { name: 'Kod iz aplikacije' })).toBeVisible();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Odjava' }).click();
  await expect(page.getByRole('heading', { name: 'Prijava u desk' })).toBeVisible();
}

/** A shopper's order whose phone is +385 91 234 5678, placed through the shop's own calls. */
async function orderByPhone(request: APIRequestContext): Promise<string> {
  const p = person('desk.kupac', '98');
  const names = { FirstName: 'Ivana', LastName: 'Horvat' };
  await signedUp(request, p, names);
  const order = await placedOrder(request, {
    quantity: 2,
    ...names,
    PhoneNumber: '+385 91 234 5678',
    IdempotencyKey: `desk-${p.tag}`,
  });
  await rpcCall(request, 'auth.logout');
  return order.LeadID;
}

async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP });
  return context.newPage();
}

test('a manager and an agent work in the desk, each with what their role may do', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const violations: string[] = [];
  await page.setViewportSize(DESKTOP);
  const orderNumber = await orderByPhone(request);

  // The first manager comes from the CLI.
  const managerEmail = `menadzer.${run}@zdravo.test`;
  const managerLink = (await shopCli('staff:invite', managerEmail, 'manager', '--country', 'BA'))
    .split('\n')
    .find((l) => l.includes('/desk/'))!;
  const manager = await enrol(page, managerLink, 'Amra Menadžer');
  violations.push(...(await axe(page, 'recovery codes')));
  await page.getByRole('button', { name: 'Sačuvao/la sam kodove' }).click();
  await expect(page.getByRole('heading', { name: 'Red poziva' })).toBeVisible();

  // Signs out and in again with password and a code (the next time step: the enrolment used this one).
  await signOut(page);
  violations.push(...(await axe(page, 'sign-in')));
  await signInWithPassword(page, managerEmail);
  violations.push(...(await axe(page, 'code')));
  await page.getByLabel('Kod', { exact: true }).fill(await code(manager.secret, 1));
  await page.getByRole('button', { name: 'Potvrdi' }).click();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Osoblje' })).toBeVisible();

  // Invites an agent from the desk.
  await page.getByRole('link', { name: 'Osoblje' }).click();
  const agentEmail = `agent.${run}@zdravo.test`;
  await page.getByLabel('Email').fill(agentEmail);
  await page.getByLabel('Uloga', { exact: true }).selectOption('agent');
  await page.getByRole('button', { name: 'Pošalji pozivnicu' }).click();
  const agentLink = await page.locator('.desk-invite__link code').innerText();
  expect(agentLink).toContain('/desk/#/enrol/');
  await expect(page.getByRole('row', { name: new RegExp(agentEmail) })).toContainText('Pozvan');
  violations.push(...(await axe(page, 'staff')));
  await screenshots(page, 'desk-staff');
  await page.setViewportSize(DESKTOP);
  await page.getByRole('link', { name: 'Dnevnik promjena' }).click();
  // The row reads as a sentence naming the person, not as the action's key.
  await expect(page.getByRole('row', { name: `Pozivnica za člana tima ${agentEmail}` }).first()).toBeVisible();
  violations.push(...(await axe(page, 'audit')));

  // The agent enrols in a browser of their own and finds the order by the number a shopper says.
  const agentPage = await newPage(browser, baseURL);
  const agent = await enrol(agentPage, agentLink, 'Edin Agent');
  await agentPage.getByRole('button', { name: 'Sačuvao/la sam kodove' }).click();
  await agentPage.getByRole('navigation').getByRole('link', { name: 'Narudžbe' }).click();
  const search = agentPage.locator('input[type=search]');
  await search.fill(LOCAL_PHONE);
  await search.press('Enter');
  const hit = agentPage.getByRole('link', { name: orderNumber });
  await expect(hit).toBeVisible();
  violations.push(...(await axe(agentPage, 'order lookup')));
  await screenshots(agentPage, 'desk-orders');
  await agentPage.setViewportSize(DESKTOP);
  await hit.click();
  await expect(agentPage.getByRole('heading', { name: `Narudžba ${orderNumber}` })).toBeVisible();
  await expect(agentPage.getByRole('link', { name: '+385 91 234 5678' })).toHaveAttribute('href', 'tel:+385912345678');
  violations.push(...(await axe(agentPage, 'order view')));
  await screenshots(agentPage, 'desk-order');
  await agentPage.setViewportSize(DESKTOP);

  // No staff screen for an agent, and the server refuses its staff calls.
  await expect(agentPage.getByRole('navigation').getByRole('link', { name: 'Osoblje' })).toHaveCount(0);
  await agentPage.goto('/desk/#/staff');
  await expect(agentPage.getByRole('heading', { name: 'Red poziva' })).toBeVisible();
  for (const [method, params] of [
    ['desk.staff.list', {}],
    ['desk.staff.invite', { email: 'x@zdravo.test', role: 'manager', country: 'BA' }],
  ] as const) {
    const res = await agentPage.request.post('/desk/_rpc', { data: { action: 'call', method, params } });
    expect(await res.json()).toEqual({ status: 'error', data: 'FORBIDDEN' });
  }

  // A recovery code works once.
  await signOut(agentPage);
  await signInWithPassword(agentPage, agentEmail);
  await agentPage.getByRole('button', { name: /kod za oporavak/ }).click();
  await agentPage.getByLabel('Kod za oporavak').fill(agent.recovery[0]!);
  await agentPage.getByRole('button', { name: 'Potvrdi' }).click();
  await expect(agentPage.getByRole('heading', { name: 'Red poziva' })).toBeVisible();
  await signOut(agentPage);
  await signInWithPassword(agentPage, agentEmail);
  await agentPage.getByRole('button', { name: /kod za oporavak/ }).click();
  await agentPage.getByLabel('Kod za oporavak').fill(agent.recovery[0]!);
  await agentPage.getByRole('button', { name: 'Potvrdi' }).click();
  await expect(agentPage.getByRole('alert')).toHaveText('Kod nije tačan ili je već iskorišten.');

  // That was one wrong code; four more lock the codes, and then even the right one is refused.
  await agentPage.getByRole('button', { name: 'Nazad na kod iz aplikacije' }).click();
  for (let i = 0; i < 4; i++) {
    await agentPage.getByLabel('Kod', { exact: true }).fill('000000');
    await agentPage.getByRole('button', { name: 'Potvrdi' }).click();
    await expect(agentPage.getByRole('alert')).toHaveText('Kod nije tačan ili je već iskorišten.');
    await expect(agentPage.getByLabel('Kod', { exact: true })).toHaveValue('');
  }
  await agentPage.getByLabel('Kod', { exact: true }).fill(await code(agent.secret, 1));
  await agentPage.getByRole('button', { name: 'Potvrdi' }).click();
  await expect(agentPage.getByRole('alert')).toHaveText(
    'Pet pogrešnih kodova zaredom: kodovi su zaključani 15 minuta.',
  );
  await screenshots(agentPage, 'desk-locked');

  expect(violations).toEqual([]);
  await agentPage.context().close();
});

test('two agents share the call queue: a new order shows in both at once, one takes it, confirms it with the address', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const agents: { page: Page; name: string }[] = [];
  for (const name of ['Lejla Agent', 'Mirza Agent']) {
    const page = await newPage(browser, baseURL);
    const email = `${name.split(' ')[0]!.toLowerCase()}.${run}@zdravo.test`;
    await enrolledFromCli(page, email, 'agent', name);
    // An agent's desk opens on the queue.
    await expect(page.getByRole('heading', { name: 'Red poziva' })).toBeVisible();
    agents.push({ page, name });
  }
  const [a, b] = agents as [{ page: Page; name: string }, { page: Page; name: string }];

  // A shopper orders: the lead shows in both queues within a second, without a reload.
  const buyer = person('red.kupac', '97');
  const buyerNames = { FirstName: 'Marija', LastName: 'Perić' };
  await signedUp(request, buyer, buyerNames);
  const mine = await placedOrder(request, {
    ...buyerNames,
    PhoneNumber: buyer.phone,
    IdempotencyKey: `queue-${buyer.tag}`,
  });
  const row = (page: Page) => page.locator(`tr[data-order="${mine.LeadID}"]`);
  await Promise.all([
    expect(row(a.page)).toBeVisible({ timeout: 1000 }),
    expect(row(b.page)).toBeVisible({ timeout: 1000 }),
  ]);
  await screenshots(a.page, 'desk-queue');
  await a.page.setViewportSize(DESKTOP);

  // A takes it; B sees who holds it and has no button to take it, and the server refuses B.
  await row(a.page)
    .getByRole('button', { name: /Preuzmi/ })
    .click();
  await expect(a.page.getByRole('heading', { name: `Poziv: narudžba ${mine.LeadID}` })).toBeVisible();
  await expect(row(b.page)).toContainText('Preuzeo/la: Lejla Agent', { timeout: 2000 });
  await expect(row(b.page).getByRole('button', { name: /Preuzmi/ })).toHaveCount(0);
  const refused = await b.page.request.post('/desk/_rpc', {
    data: { action: 'call', method: 'desk.queue.take', params: { orderId: mine.ID } },
  });
  expect(await refused.json()).toMatchObject({ status: 'error', data: 'LEAD_HELD' });

  // On the call the shopper wants two: the order is priced again at once, and saved with the outcome.
  const totalLine = a.page.getByText(/^Novi iznos za naplatu:/);
  const before = await totalLine.innerText();
  await a.page.getByLabel(/^Količina: /).fill('2');
  await expect(totalLine).not.toHaveText(before);
  // This agent goes back to the list after saving (the setting; by default the next call opens).
  await a.page.getByLabel('Poslije čuvanja otvori sljedeći poziv').uncheck();

  // A confirms with the address taken on the call: a bad postal code first.
  const violations = await axe(a.page, 'call');
  await a.page.getByLabel('Ulica i broj').fill('Zmaja od Bosne 7');
  await a.page.getByLabel('Poštanski broj').fill('7100');
  await a.page.getByLabel('Mjesto').fill('Sarajevo');
  // Saved by Enter from the last field: the keyboard goes to the refused one.
  await a.page.getByLabel('Mjesto').press('Enter');
  await expect(a.page.getByRole('alert').filter({ hasText: 'Adresa nije ispravna.' })).toBeVisible();
  // The postal code's own error says what the country accepts.
  await expect(a.page.getByText('Poštanski broj: pet cifara, od 10000 do 53296.')).toBeVisible();
  await expect(a.page.getByLabel('Poštanski broj')).toBeFocused();
  // Its error line does not push the row's other inputs down: the three stay in line.
  const tops = await Promise.all(
    ['Ulica i broj', 'Poštanski broj', 'Mjesto'].map(async (label) =>
      Math.round((await a.page.getByLabel(label).boundingBox())!.y),
    ),
  );
  expect(new Set(tops).size, `the address inputs' tops: ${tops.join(', ')}`).toBe(1);
  await screenshots(a.page, 'desk-call');
  await a.page.setViewportSize(DESKTOP);
  await a.page.getByLabel('Poštanski broj').fill('10000');
  await a.page.getByRole('button', { name: 'Sačuvaj', exact: true }).click();
  await expect(a.page.getByRole('heading', { name: 'Red poziva' })).toBeVisible();
  await expect(row(a.page)).toHaveCount(0);
  await expect(row(b.page)).toHaveCount(0, { timeout: 2000 });
  violations.push(...(await axe(a.page, 'queue')));

  // The shopper's account shows it confirmed, and the SMS with the amount to pay is in the outbox.
  const [after] = await rpcCall(request, 'shopOrders.f.getAll');
  expect(after!.Status).toBe('confirmed');
  expect(after!.Articles.map((l) => l.Quantity)).toEqual([2]);
  expect(await shopCli('outbox', '20')).toMatch(
    new RegExp(`sms {2}to \\${buyer.e164}.*\\n.*narudžba ${mine.LeadID} je potvrđena\\. Kuriru plaćate`),
  );
  expect(violations).toEqual([]);
  for (const agent of agents) await agent.page.context().close();
});

test('dispatch: the courier file holds the confirmed parcel, a bad import changes nothing, shipped shows on /track with the courier’s link, delivered, later returned from the order view', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const page = await newPage(browser, baseURL);
  await enrolledFromCli(page, `dispatch.${run}@zdravo.test`, 'agent', 'Petra Agent');

  // A shopper orders; the agent confirms it on the call with the address (through the desk's own calls).
  const buyer = person('slanje.kupac', '99');
  const buyerNames = { FirstName: 'Nina', LastName: 'Kovač' };
  await signedUp(request, buyer, buyerNames);
  const mine = await placedOrder(request, {
    quantity: 2,
    ...buyerNames,
    PhoneNumber: buyer.phone,
    IdempotencyKey: `dispatch-${buyer.tag}`,
  });
  const desk = async (method: string, params: object) =>
    (await (await page.request.post('/desk/_rpc', { data: { action: 'call', method, params } })).json()) as {
      status: string;
      data: unknown;
    };
  expect((await desk('desk.queue.take', { orderId: mine.ID })).status).toBe('ok');
  expect(
    (
      await desk('desk.calls.record', {
        orderId: mine.ID,
        outcome: 'confirmed',
        address: { street: 'Ulica "Kralja" Zvonimira 5', postalCode: '10000', place: 'Zagreb' },
      })
    ).status,
  ).toBe('ok');

  // The to-ship list and the courier's file.
  await page.getByRole('link', { name: 'Slanje paketa' }).click();
  await expect(page.getByRole('heading', { name: 'Slanje paketa' })).toBeVisible();
  // The agent reads Bosnian (BA) and opens on BA's parcels; the order is Croatian.
  await page.getByLabel('Država').selectOption('HR');
  const row = page.locator(`tr[data-order="${mine.LeadID}"]`);
  await expect(row).toContainText('Ulica "Kralja" Zvonimira 5');
  await expect(row).toContainText('10000 Zagreb');
  const violations = await axe(page, 'dispatch');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Preuzmi CSV za kurira' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^zdravo-hr-za-slanje-\d{4}-\d{2}-\d{2}\.csv$/);
  const file = await readFile((await download.path())!, 'utf8');
  expect(
    file.startsWith(
      '\uFEFFIme i prezime;Telefon;Ulica i broj;Poštanski broj;Mjesto;Otkupnina (EUR);Broj narudžbe;Komada;Sadržaj\r\n',
    ),
  ).toBe(true);
  expect(file).toMatch(
    new RegExp(
      `\\r\\nNina Kovač;099 [\\d ]+;"Ulica ""Kralja"" Zvonimira 5";10000;Zagreb;\\d+,\\d\\d;${mine.LeadID};2;2× Pure Fit\\r\\n`,
    ),
  );

  // A file with a bad row: every bad row named, nothing changed.
  const importFile = (name: string, text: string) =>
    page.getByLabel('CSV datoteka').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
  await importFile(
    'bad.csv',
    `Broj narudžbe;Kurir;Broj pošiljke\r\n${mine.LeadID};Pony Express;6612345678\r\nABC;gls;1234\r\n`,
  );
  await page.getByRole('button', { name: 'Uvezi' }).click();
  const refusal = page.getByRole('alert');
  await expect(refusal).toContainText('Datoteka nije uvezena: ništa nije promijenjeno.');
  await expect(refusal).toContainText('Red 2: nepoznat kurir za tu državu (Pony Express)');
  await expect(refusal).toContainText('Red 3: to nije broj narudžbe (ABC)');
  await expect(row).toBeVisible();
  violations.push(...(await axe(page, 'dispatch-refused')));
  await screenshots(page, 'desk-dispatch');
  await page.setViewportSize(DESKTOP);

  // A malformed parcel number: no browser's own bubble, the server refuses in the desk's words.
  await row.getByLabel(`Kurir za ${mine.LeadID}`).selectOption('gls');
  await row.getByLabel(`Broj pošiljke za ${mine.LeadID}`).fill('a!');
  await row.getByRole('button', { name: 'Poslano' }).click();
  await expect(page.locator('.desk-error[role=alert]')).toHaveText(
    `${mine.LeadID}: Broj pošiljke nije ispravan (4 do 40 slova i brojki); bez broja paket ide pod brojem narudžbe.`,
  );
  await expect(row).toBeVisible();

  // Shipped, typed: the courier and its number.
  await row.getByLabel(`Broj pošiljke za ${mine.LeadID}`).fill('6612345678');
  await row.getByRole('button', { name: 'Poslano' }).click();
  await expect(page.locator('.desk-ok[role=status]')).toHaveText(`Narudžba ${mine.LeadID} je označena kao poslana.`);
  await expect(row).toHaveCount(0);

  // The shopper's /track shows the courier and the number, with a link to the courier's own page.
  const shopper = await newPage(browser, baseURL);
  await shopper.goto(`/#/track?id=${mine.LeadID}`);
  const lines = shopper.getByTestId('track-lines');
  await expect(lines).toContainText('Paket je predan kuriru GLS Hrvatska, broj pošiljke 6612345678.');
  const courierLink = shopper.getByTestId('track-courier-link');
  await expect(courierLink).toHaveText(/Pratite paket na stranici kurira/);
  await expect(courierLink).toHaveAttribute('href', 'https://gls-group.com/HR/hr/pracenje-posiljke/?match=6612345678');
  await expect(courierLink).toHaveAttribute('target', '_blank');
  violations.push(...(await axe(shopper, 'track-courier')));
  await screenshots(shopper, 'track-courier');
  // And the account, signed in, links the courier's page under the shipped line.
  await rpcCall(shopper.request, 'auth.loginShop', { username: buyer.email, password: buyer.password });
  await shopper.goto('/#/account');
  const accountLink = shopper
    .getByTestId(`order-${mine.LeadID}`)
    .getByRole('link', { name: /Pratite paket na stranici kurira GLS Hrvatska/ });
  await expect(accountLink).toHaveAttribute('href', 'https://gls-group.com/HR/hr/pracenje-posiljke/?match=6612345678');
  violations.push(...(await axe(shopper, 'account-courier')));
  await screenshots(shopper, 'account-courier');

  // On the way: delivered today.
  await page.getByRole('button', { name: 'Na putu' }).click();
  const onTheWay = page.locator(`tr[data-order="${mine.LeadID}"]`);
  await expect(onTheWay).toContainText('GLS Hrvatska 6612345678');
  await expect(onTheWay.getByRole('link', { name: 'Praćenje' })).toHaveAttribute(
    'href',
    'https://gls-group.com/HR/hr/pracenje-posiljke/?match=6612345678',
  );
  violations.push(...(await axe(page, 'dispatch-on-the-way')));
  await screenshots(page, 'desk-dispatch-on-the-way');
  await page.setViewportSize(DESKTOP);
  await onTheWay.getByLabel(`Ishod dostave za ${mine.LeadID}`).selectOption('delivered');
  await onTheWay.getByRole('button', { name: 'Sačuvaj' }).click();
  await expect(page.locator('.desk-ok[role=status]')).toHaveText(`Narudžba ${mine.LeadID}: Isporučeno (naplaćeno).`);
  await expect(onTheWay).toHaveCount(0);
  const [after] = await rpcCall(request, 'shopOrders.f.getAll');
  expect(after).toMatchObject({ Status: 'delivered' });
  expect(after!.DeliveredAt).not.toBeNull();
  expect(await shopCli('audit:list', '5', '--subject', 'order', '--id', String(mine.ID))).toMatch(
    /delivery\.delivered[\s\S]*dispatch\.ship/,
  );
  // Delivered starts the review request: the order shows when it goes out (REVIEW_REQUEST_DAYS, 7, after the delivery).
  await page.goto(`/desk/#/orders/${mine.ID}`);
  const dueOn = new Date(Date.parse(after!.DeliveredAt!) + 7 * 86_400_000);
  const day = `${dueOn.toLocaleDateString('en-GB', { timeZone: 'Europe/Zagreb', day: 'numeric' })}. ${dueOn.toLocaleDateString('en-GB', { timeZone: 'Europe/Zagreb', month: 'numeric' })}. ${dueOn.getFullYear()}.`;
  await expect(page.getByTestId('review-request')).toContainText(`Molba za recenziju šalje se ${day}`);
  // The order's history in the desk's words: the order handed to the CRM, no English "lead".
  await expect(page.locator('.desk-timeline').first()).toContainText('Narudžba predana CRM-u');
  // The courier's tracking page is a link from the shipped line.
  await expect(
    page.locator('.desk-timeline a[href="https://gls-group.com/HR/hr/pracenje-posiljke/?match=6612345678"]'),
  ).toHaveAttribute('target', '_blank');
  await expect(page.getByText(/\blead\b/i)).toHaveCount(0);
  // Later the delivered parcel comes back (a return under the guarantee): recorded on the order, with why.
  const cameBack = page.getByRole('region', { name: 'Paket je stigao nazad' });
  await cameBack.getByLabel(`Razlog povrata za ${mine.LeadID}`).selectOption('damaged');
  violations.push(...(await axe(page, 'order-came-back')));
  await cameBack.getByRole('button', { name: 'Sačuvaj' }).click();
  await expect(page.locator('.desk-status')).toHaveText('Vraćena');
  const [returned] = await rpcCall(request, 'shopOrders.f.getAll');
  expect(returned).toMatchObject({ Status: 'returned' });
  expect(violations).toEqual([]);
  await page.context().close();
  await shopper.context().close();
});

// Two server processes on one PostgreSQL schema and one Redis (as a shop on several processes runs):
// an agent on each, and the order placed on the first reaches both queues within a second. Runs where
// DATABASE_URL and REDIS_URL are set (CI sets them).
test('the call queue is live across two server processes sharing PostgreSQL and Redis', async ({ browser }) => {
  test.skip(!process.env.DATABASE_URL || !process.env.REDIS_URL, 'needs DATABASE_URL and REDIS_URL');
  test.setTimeout(150_000);
  const db = await createTestDb('postgres');
  const url = new URL(process.env.DATABASE_URL!);
  url.searchParams.set('options', `-c search_path=${db.databaseSchema!}`);
  const env = { DATABASE_URL: url.toString(), REDIS_URL: process.env.REDIS_URL!, REDIS_PREFIX: `e2e-${run}:` };
  // One after the other: the first seeds the catalog.
  const one = await startServer(env, { shared: true });
  const two = await startServer(env, { shared: true });
  try {
    const pages: Page[] = [];
    for (const [i, server] of [one, two].entries()) {
      const page = await newPage(browser, server.baseURL);
      const invited = await invite(
        db.handle.db,
        { email: `dva.${i}.${run}@zdravo.test`, role: 'agent', country: 'BA' },
        CLI_ACTOR,
        server.baseURL,
      );
      if (!('Link' in invited)) throw new Error('invite failed');
      await enrol(page, invited.Link, `Agent ${i + 1}`);
      await page.getByRole('button', { name: 'Sačuvao/la sam kodove' }).click();
      await expect(page.getByRole('heading', { name: 'Red poziva' })).toBeVisible();
      pages.push(page);
    }
    const shopper = await pages[0]!.context().browser()!.newContext({ baseURL: one.baseURL });
    const number = await orderByPhone(shopper.request);
    for (const page of pages) await expect(page.locator(`tr[data-order="${number}"]`)).toBeVisible({ timeout: 1000 });
    // Taken on process one, seen as taken on process two.
    await pages[0]!
      .locator(`tr[data-order="${number}"]`)
      .getByRole('button', { name: /Preuzmi/ })
      .click();
    await expect(pages[1]!.locator(`tr[data-order="${number}"]`)).toContainText('Preuzeo/la: Agent 1', {
      timeout: 2000,
    });
    for (const page of pages) await page.context().close();
    await shopper.close();
  } finally {
    await Promise.all([one.stop(), two.stop()]);
    await db.destroy();
  }
});
