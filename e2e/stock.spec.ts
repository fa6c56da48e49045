// Stock in real Chromium on a server of its own (docs/decisions/059-stock-that-orders-reserve.md): a
// product with 3 units in BA (the CLI's stock:set); three orders reserve them; a fourth shopper sees
// "Trenutno nije dostupno" on the offer page and leaves an e-mail; one order is cancelled on the call
// and the waiting shopper is mailed once (dev outbox); another is shipped (stock goes down), comes back
// and a manager books it in from the order view. The manager's stock screen: axe 0, 1280 and 390 px.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, DESKTOP, hydrated, screenshots } from './fixtures.ts';
import { startServer, type E2eServer } from './server.ts';
import { axe, enrol } from './desk-staff.ts';
import { person } from './people.ts';
import { placedOrder, signedUp } from './rpc.ts';
import { openDatabase, type DbHandle } from '../apps/server/src/db/connection.ts';
import { CLI_ACTOR } from '../apps/server/src/platform/audit.ts';
import { invite } from '../apps/server/src/desk/index.ts';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '..');
const SLOG = 'pure-fit';

let server: E2eServer;
let handle: DbHandle;

/** The operator CLI as it ships, on this spec's own server's database. */
async function cli(...args: string[]): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: server.dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  return (await run(process.execPath, ['apps/server/dist/cli.js', ...args], { cwd: repoRoot, env })).stdout;
}

/** stock:list's line for the product in BA: stocked, reserved, available. */
async function stockInBa(): Promise<string> {
  const line = (await cli('stock:list')).split('\n').find((l) => l.startsWith(`${SLOG}\tBA\t`));
  return line?.split('\t').slice(2).join(' ') ?? '';
}

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  server = await startServer();
  handle = openDatabase({ dataDir: server.dataDir, databaseUrl: undefined, poolSize: 1 });
});
test.afterAll(async () => {
  await handle?.close();
  await server?.stop();
});

async function manager(page: Page): Promise<void> {
  const made = await invite(
    handle.db,
    { email: `sara.${Date.now()}@zdravo.test`, role: 'manager', country: 'BA' },
    CLI_ACTOR,
    server.baseURL,
  );
  if (!('Link' in made)) throw new Error('invite failed');
  await enrol(page, made.Link, 'Sara Skladište');
  await page.getByRole('button', { name: 'Sačuvao/la sam kodove' }).click();
}

test('three units: reserved by three orders, sold out for the fourth, back once for the one waiting, shipped and booked in', async ({
  browser,
}) => {
  expect(await cli('stock:set', SLOG, 'BA', '3')).toContain('stocked 3, reserved 0, available 3');

  // Three shoppers order one each: the three units are reserved.
  const orders: number[] = [];
  for (let i = 0; i < 3; i++) {
    const context = await browser.newContext({ baseURL: server.baseURL });
    const p = person('zaliha', '97');
    await signedUp(context.request, p, { FirstName: 'Kupac', LastName: `Broj ${i + 1}` }, { country: 'BA' });
    const order = await placedOrder(
      context.request,
      { slog: SLOG, FirstName: 'Kupac', LastName: `Broj ${i + 1}`, PhoneNumber: p.phone, IdempotencyKey: p.tag },
      { country: 'BA' },
    );
    orders.push(order.ID);
    await context.close();
  }
  expect(await stockInBa()).toBe('3 3 0');

  // The fourth shopper finds it sold out (every process shows it once the catalog's version moved).
  const shopper = await (await browser.newContext({ baseURL: server.baseURL, viewport: DESKTOP })).newPage();
  await shopper.goto(`/?country=BA#/offers/${SLOG}`);
  await expect(async () => {
    // A new load each time (the same address again would only move the hash).
    await shopper.reload();
    await hydrated(shopper);
    await expect(shopper.getByText('Trenutno nije dostupno')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(shopper.getByRole('button', { name: 'Dodaj u korpu' })).toHaveCount(0);
  expect(await axe(shopper, 'offer sold out')).toEqual([]);
  await screenshots(shopper, 'stock-offer-sold-out');
  await shopper.setViewportSize(DESKTOP);
  const waiting = `ceka.${Date.now()}@example.com`;
  await shopper.getByLabel('E-mail ili broj telefona').fill(waiting);
  await shopper.getByLabel(/Slažem se da mi jednom pošaljete obavijest/).check();
  await shopper.getByRole('button', { name: 'Javite mi' }).click();
  await expect(shopper.getByRole('status').filter({ hasText: 'Hvala!' })).toHaveText(
    'Hvala! Javićemo vam se kad stigne.',
  );

  // A manager (who may do an agent's work) cancels the first order on the call.
  const desk = await (await browser.newContext({ baseURL: server.baseURL, viewport: DESKTOP })).newPage();
  await manager(desk);
  const call = async (method: string, params: object) =>
    (await (await desk.request.post('/desk/_rpc', { data: { action: 'call', method, params } })).json()) as {
      status: string;
      data: unknown;
    };
  expect((await call('desk.queue.take', { orderId: orders[0] })).status).toBe('ok');
  expect(
    (await call('desk.calls.record', { orderId: orders[0], outcome: 'cancelled', reason: 'changedMind' })).status,
  ).toBe('ok');
  expect(await stockInBa()).toBe('3 2 1');
  const mails = async () =>
    handle.db.selectFrom('outbox').select(['channel', 'payload']).where('recipient', '=', waiting).execute();
  await expect.poll(async () => (await mails()).length).toBe(1);
  expect(JSON.parse((await mails())[0]!.payload).subject).toBe('Ponovo na stanju: Pure Fit');

  // The second is confirmed and shipped: the unit leaves the warehouse.
  expect((await call('desk.queue.take', { orderId: orders[1] })).status).toBe('ok');
  expect(
    (
      await call('desk.calls.record', {
        orderId: orders[1],
        outcome: 'confirmed',
        address: { street: 'Titova 5', postalCode: '71000', place: 'Sarajevo' },
      })
    ).status,
  ).toBe('ok');
  expect(
    (await call('desk.dispatch.ship', { orderId: orders[1], courier: 'EuroExpress', trackingNumber: 'EE123456BA' }))
      .status,
  ).toBe('ok');
  expect(await stockInBa()).toBe('2 1 1');
  // It comes back; the manager books it in from the order view.
  expect((await call('desk.delivery.record', { orderId: orders[1], outcome: 'returned' })).status).toBe('ok');
  expect(await stockInBa()).toBe('2 1 1');
  await desk.goto(`/desk/#/orders/${orders[1]}`);
  await desk.getByRole('button', { name: 'Vrati na stanje' }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'Knjiženo' })).toHaveText('Knjiženo komada: 1');
  expect(await stockInBa()).toBe('3 1 2');
  // Back again for nobody new: the one who waited heard once.
  expect(await mails()).toHaveLength(1);

  // The manager's stock screen: the row, its low line, one unit shipped in 14 days.
  await desk.goto('/desk/#/stock');
  const row = desk.getByRole('row', { name: /Pure Fit/ }).first();
  await expect(row).toContainText('BA');
  await expect(row).toContainText('Nisko stanje');
  // The desk's one word for a country (as on every other screen).
  await expect(desk.getByRole('columnheader', { name: 'Država' }).first()).toBeVisible();
  await expect(desk.getByLabel('Država', { exact: true }).first()).toBeVisible();
  await expect(desk.getByText(/zemlj/i)).toHaveCount(0);
  expect(await axe(desk, 'stock')).toEqual([]);
  await screenshots(desk, 'desk-stock');

  // A count by the product's name, from the keyboard: the shelf now holds 5.
  await desk.getByLabel('Proizvod', { exact: true }).selectOption({ label: 'Pure Fit' });
  await desk.getByLabel('Količina').fill('5');
  await desk.getByLabel('Količina').press('Enter');
  await expect(desk.locator('.desk-notice[role="status"]')).toHaveText('Upisano: 1');
  expect(await stockInBa()).toBe('5 1 4');

  // A stocktake file with a mistyped product changes nothing and shows the row as it was written.
  await desk.getByLabel('CSV datoteka').setInputFiles({
    name: 'inventura.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`slog;country;quantity\n${SLOG};BA;9\npure-fitt;BA;3\n`),
  });
  await desk.getByRole('button', { name: 'Inventura (CSV)' }).click();
  await expect(desk.getByRole('alert')).toContainText('Red 3: nepoznat proizvod (pure-fitt;BA;3)');
  expect(await stockInBa()).toBe('5 1 4');
});
