// The keys an agent presses on a call, counted on the built desk in Chromium (docs/desk.md, "The call
// queue"; decision 051): after the call, the outcome from the keyboard and Enter; the next call opens by
// itself. Four calls in a row: a returning shopper's confirmation (their last address offered), a
// no-answer, a call back in an hour, a new shopper's confirmation (the address typed). Target: the
// returning shopper's confirmation one key, a no-answer two. Also the time from a call screen ready to
// the next one ready (the desk's own share of a call).
// Needs a build (npm run build) and Chromium (CHROME_PATH, default /usr/bin/chromium).
//
//   npx tsx bench/desk-keys.ts
import { chromium, type Page } from 'playwright-core';
import { startShop } from './lib.ts';
import { signedInStaff, deskCall } from './desk-lib.ts';
import { rpc, shopperCookie, twoOfferIds } from './orders-lib.ts';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ADDRESS = { street: 'Zmaja od Bosne 7', postalCode: '71000', place: 'Sarajevo' };

interface Figure {
  call: string;
  keys: number;
  typed: number;
  ms: number;
}

async function callReady(page: Page, previous: string | null): Promise<string> {
  const heading = page.getByRole('heading', { name: /^Poziv: narudžba / });
  await heading.filter({ hasNotText: previous ?? '\u0000' }).waitFor();
  await page.getByRole('heading', { name: 'Raniji pozivi' }).waitFor();
  return heading.innerText();
}

async function main(): Promise<void> {
  const shop = await startShop({ ORDERS_PER_HOUR: '100' });
  const port = Number(new URL(shop.url).port);
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const agentCookie = await signedInStaff({ DATA_DIR: shop.dataDir }, port, 0, 'agent');
    const shopper = await shopperCookie(port);
    const [offer] = await twoOfferIds(port);
    const order = async (phone: string, n: number): Promise<number> => {
      const placed = await rpc(port, shopper, 'shopOrders.add', {
        Articles: [{ ID: offer, Quantity: 1 }],
        FirstName: 'Amra',
        LastName: 'Hodžić',
        PhoneNumber: phone,
        IdempotencyKey: `keys-${Date.now()}-${n}`,
      });
      if (placed.answer.status !== 'ok') throw new Error(`order failed: ${JSON.stringify(placed.answer)}`);
      return placed.answer.data as number;
    };
    // The returning shopper's first order, confirmed earlier with their address.
    const first = await order('+387 61 300 001', 0);
    await deskCall(port, agentCookie, 'desk.queue.take', { orderId: first });
    const confirmed = await deskCall(port, agentCookie, 'desk.calls.record', {
      orderId: first,
      outcome: 'confirmed',
      address: ADDRESS,
    });
    if (confirmed.answer.status !== 'ok') throw new Error(`setup failed: ${JSON.stringify(confirmed.answer)}`);
    await order('+387 61 300 001', 1);
    await order('+387 61 300 002', 2);
    await order('+387 61 300 003', 3);
    await order('+387 61 300 004', 4);

    const context = await browser.newContext({ baseURL: shop.url, viewport: { width: 1280, height: 900 } });
    await context.addCookies(
      agentCookie.split('; ').map((pair) => ({
        name: pair.slice(0, pair.indexOf('=')),
        value: pair.slice(pair.indexOf('=') + 1),
        url: shop.url,
      })),
    );
    const page = await context.newPage();
    await page.goto('/desk/#/queue');
    await page.getByRole('heading', { name: 'Red poziva' }).waitFor();
    await page.keyboard.press('n');
    let heading = await callReady(page, null);

    const figures: Figure[] = [];
    const calls: { call: string; keys: (string | { type: string })[] }[] = [
      { call: 'returning shopper, confirmed', keys: ['Enter'] },
      { call: 'no answer', keys: ['2', 'Enter'] },
      { call: 'call back in an hour', keys: ['3', 'Enter'] },
      {
        call: 'new shopper, confirmed',
        keys: [
          '1',
          { type: ADDRESS.street },
          'Tab',
          { type: ADDRESS.postalCode },
          'Tab',
          { type: ADDRESS.place },
          'Enter',
        ],
      },
    ];
    for (const [i, { call, keys }] of calls.entries()) {
      const started = performance.now();
      let pressed = 0;
      let typed = 0;
      for (const key of keys) {
        if (typeof key === 'string') {
          pressed += 1;
          await page.keyboard.press(key);
          if (key === '1') await page.getByLabel('Ulica i broj').and(page.locator(':focus')).waitFor();
        } else {
          typed += key.type.length;
          await page.keyboard.type(key.type);
        }
      }
      if (i < calls.length - 1) heading = await callReady(page, heading);
      else await page.getByRole('heading', { name: 'Red poziva' }).waitFor();
      figures.push({ call, keys: pressed, typed, ms: Math.round(performance.now() - started) });
    }
    console.log('\nKeys per call on the desk (after the call; the next call opens by itself)\n');
    console.log('call                            keys  typed   ms to the next call ready');
    for (const f of figures)
      console.log(
        `${f.call.padEnd(32)}${String(f.keys).padStart(4)}${String(f.typed).padStart(7)}${String(f.ms).padStart(8)}`,
      );
    const ok = figures[0]!.keys === 1 && figures[1]!.keys === 2;
    console.log(`\ntarget: a returning shopper's confirmation 1 key, a no-answer 2 — ${ok ? 'met' : 'NOT met'}`);
    if (!ok) process.exitCode = 1;
  } finally {
    await browser.close();
    await shop.stop();
  }
}

await main();
