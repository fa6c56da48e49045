// The managers' numbers in real Chromium, against figures worked out by hand: the hand fixture (ten
// orders over three days in HR and BA, two agents, a quiz funnel; apps/server/src/desk/numbers/hand-fixture.ts)
// is written into the e2e server's database on three days of its own; a manager opens "Brojke" for those
// days and reads every rate and sum, then downloads each table's "CSV" and finds the table in it.
import fs from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { formatDate } from '@zdravo/contract';
import { addDays, weekStart } from '@zdravo/contract/desk';
import { parseCsv } from '@zdravo/contract/desk/csv';
import { openDatabase } from '../apps/server/src/db/connection.ts';
import { seedHandFixture } from '../apps/server/src/desk/index.ts';
import { test, expect, screenshots, DESKTOP, PHONE } from './fixtures.ts';
import { axe, enrolledFromCli } from './desk-staff.ts';

const run = Date.now().toString(36);
// A Monday of 2025 of this run's own (a retry gets another): no other spec has orders on it.
const DAY1 = weekStart(addDays('2025-01-06', 7 * (Date.now() % 40)));
const [DAY2, DAY3] = [addDays(DAY1, 1), addDays(DAY1, 2)];
/** As the desk writes a day for a BA manager (the shop's one date format). */
const shown = (isoDay: string) => formatDate(`${isoDay}T12:00:00Z`);

/** Cell texts with the non-breaking spaces of number formats made plain. */
const plain = (cells: string[]) => cells.map((c) => c.replace(/\u00a0|\u202f/g, ' ').trim());

async function tableOf(section: Locator): Promise<string[][]> {
  const rows = section.locator('table tr');
  const out: string[][] = [];
  for (let i = 0; i < (await rows.count()); i++) out.push(plain(await rows.nth(i).locator('th, td').allInnerTexts()));
  return out;
}

async function csvOf(page: Page, section: Locator): Promise<string[][]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'CSV' }).click(),
  ]);
  const text = await fs.readFile(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return parseCsv(text).map((line) => plain(line.cells));
}

test('a manager reads the numbers of three days in two countries, each equal to the hand count, and each CSV equals its table', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const handle = openDatabase({ dataDir: process.env.E2E_DATA_DIR!, databaseUrl: undefined, poolSize: 1 });
  try {
    await seedHandFixture(handle.db, DAY1);
  } finally {
    await handle.close();
  }
  await page.setViewportSize(DESKTOP);
  await enrolledFromCli(page, `brojke.${run}@zdravo.test`, 'manager', 'Selma Menadžer');
  await page.getByRole('navigation').getByRole('link', { name: 'Brojke' }).click();
  await expect(page.getByRole('heading', { name: 'Brojke', level: 1 })).toBeVisible();
  await page.getByLabel('Od', { exact: true }).fill(DAY1);
  await page.getByLabel('Do', { exact: true }).fill(DAY3);
  await page.getByRole('button', { name: 'Prikaži' }).click();

  const section = (title: string) =>
    page.locator('section.numbers-section', { has: page.getByRole('heading', { name: title, level: 2 }) });
  const funnel = section('Od narudžbe do novca');
  await expect(funnel.locator('tbody tr')).toHaveCount(5);
  // Orders, confirmed, shipped, still on the way, delivered, refused, returned; then confirmed of
  // orders, delivered and refused of the parcels whose outcome is known, returned of delivered.
  expect(await tableOf(funnel)).toEqual([
    [
      'Period',
      'Država',
      'Narudžbe',
      'Potvrđene',
      'Poslane',
      'Na putu',
      'Isporučene',
      'Odbijene',
      'Vraćene',
      'Stopa potvrde',
      'Stopa isporuke',
      'Stopa odbijanja',
      'Stopa povrata',
    ],
    [shown(DAY1), 'BA', '2', '2', '1', '0', '1', '0', '0', '100,0 %', '100,0 %', '0,0 %', '0,0 %'],
    [shown(DAY1), 'HR', '3', '2', '2', '0', '1', '1', '0', '66,7 %', '50,0 %', '50,0 %', '0,0 %'],
    [shown(DAY2), 'HR', '2', '2', '2', '1', '1', '0', '1', '100,0 %', '100,0 %', '0,0 %', '100,0 %'],
    [shown(DAY3), 'BA', '1', '0', '0', '0', '0', '0', '0', '0,0 %', '—', '—', '—'],
    [shown(DAY3), 'HR', '2', '1', '0', '0', '0', '0', '0', '50,0 %', '—', '—', '—'],
    ['Ukupno', '', '10', '7', '5', '1', '3', '1', '1', '70,0 %', '75,0 %', '25,0 %', '33,3 %'],
  ]);

  const promise = section('Obećani poziv');
  // First called by the promised time (an hour after the order), and the median minutes to the first call.
  expect(await tableOf(promise)).toEqual([
    [
      'Period',
      'Država',
      'Za ocjenu',
      'Na vrijeme',
      'Udio na vrijeme',
      'Medijan do prvog poziva (min radnog vremena)',
      'Potvrđeno nakon propuštenog poziva',
    ],
    [shown(DAY1), 'BA', '2', '1', '50,0 %', '50', '0'],
    [shown(DAY1), 'HR', '3', '2', '66,7 %', '30', '0'],
    [shown(DAY2), 'HR', '2', '2', '100,0 %', '40', '1'],
    [shown(DAY3), 'BA', '1', '1', '100,0 %', '40', '0'],
    [shown(DAY3), 'HR', '2', '1', '50,0 %', '20', '0'],
    ['Ukupno', '', '10', '7', '70,0 %', '', '1'],
  ]);

  const agents = section('Agenti');
  expect(await tableOf(agents)).toEqual([
    [
      'Agent',
      'Pozivi',
      'Pozvane narudžbe',
      'Potvrde',
      'Stopa potvrde',
      'Dodano na pozivima (€)',
      'Oduzeto na pozivima (€)',
      'Dodano na pozivima (KM)',
      'Oduzeto na pozivima (KM)',
      'Dodano na pozivima (RSD)',
      'Oduzeto na pozivima (RSD)',
    ],
    ['Ana Agentić', '6', '5', '4', '80,0 %', '10,00 €', '0,00 €', '20,00 KM', '0,00 KM', '0,00 RSD', '0,00 RSD'],
    ['Boris Agentović', '4', '4', '3', '75,0 %', '0,00 €', '0,00 €', '0,00 KM', '0,00 KM', '0,00 RSD', '0,00 RSD'],
  ]);

  const money = section('Novac po stanju');
  expect(await tableOf(money)).toEqual([
    ['Valuta', 'Naplaćeno', 'Na putu', 'Čeka slanje', 'Izgubljeno', 'Duplikati i spojene'],
    ['€', '50,00 €', '60,00 €', '20,00 €', '165,00 €', '0,00 €'],
    ['KM', '100,00 KM', '0,00 KM', '80,00 KM', '50,00 KM', '0,00 KM'],
  ]);

  // The fixture's refused and returned HR parcels, 2 of the 4 HR parcels shipped; no reason named, no courier fee kept.
  const returns = section('Povrati po razlogu');
  expect(await tableOf(returns)).toEqual([
    ['Država', 'Razlog', 'Paketi', 'Udio u poslanim', 'Trošak kurira'],
    ['HR', 'Nije navedeno', '2', '50,0 %', '0,00 €'],
  ]);

  const quiz = section('Kviz po koracima');
  expect((await tableOf(quiz)).slice(1)).toEqual(
    [
      ['Započet', '10', '100,0 %'],
      ['Pitanje 1', '8', '80,0 %'],
      ['Pitanje 2', '6', '60,0 %'],
      ['Korak e-maila', '4', '40,0 %'],
      ['Korak telefona', '3', '30,0 %'],
      ['Rezultat', '3', '30,0 %'],
      ['Otvorena ponuda', '2', '20,0 %'],
    ].map((cells) => ['Više udobnosti u svakodnevici', ...cells]),
  );

  // Each table's CSV holds exactly the table.
  for (const s of [funnel, promise, agents, money, returns, quiz])
    expect(await csvOf(page, s)).toEqual(await tableOf(s));

  // By week: the three days are one week, the same totals.
  await page.getByLabel('Prikaz').selectOption('week');
  await page.getByRole('button', { name: 'Prikaži' }).click();
  await expect(funnel.locator('tbody tr')).toHaveCount(2);
  expect((await tableOf(funnel)).at(-1)).toEqual([
    'Ukupno',
    '',
    '10',
    '7',
    '5',
    '1',
    '3',
    '1',
    '1',
    '70,0 %',
    '75,0 %',
    '25,0 %',
    '33,3 %',
  ]);

  await page.getByLabel('Prikaz').selectOption('day');
  await page.getByRole('button', { name: 'Prikaži' }).click();
  await expect(funnel.locator('tbody tr')).toHaveCount(5);
  expect(await axe(page, 'numbers')).toEqual([]);
  await screenshots(page, 'desk-numbers');
  // At 1280 px every table fits its section: none scrolls sideways (the funnel has thirteen columns).
  const overflowing = await page
    .locator('.numbers-section .desk-table-wrap')
    .evaluateAll((wraps) =>
      wraps
        .filter((w) => w.scrollWidth > w.clientWidth)
        .map((w) => `${w.getAttribute('aria-label')}: ${w.scrollWidth} > ${w.clientWidth} px`),
    );
  expect(overflowing).toEqual([]);
  await page.setViewportSize(PHONE);
  expect(await axe(page, 'numbers at 390 px')).toEqual([]);
});
