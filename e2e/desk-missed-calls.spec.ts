// Three missed calls over two days, in real Chromium, on a server whose clock the test moves
// (e2e/server.ts `{ clock }`, docs/testing.md): a shopper orders on a Tuesday evening; agent A takes the
// lead with N and records no answer (2, Enter) — the shopper gets one SMS saying when the team calls
// again, and nobody can take the lead before then; at that time agent B takes it and misses again; the
// plan's next call is Wednesday at opening, when A (signed in again: the session ended overnight) misses
// a third time. The call screen then lists the three attempts on two days; the queue shows the plan's
// fourth call that afternoon, and the shopper still has the one SMS. Keyboard only; axe at 1280 px.
// The days are fixed (13 and 14 October 2026, no holiday in any shop country), so the test does not age.
import type { Browser, Page } from '@playwright/test';
import { fillText, isCountryCode, textFor } from '@zdravo/contract';
import { deskOutcomeLabels, deskQueueMessages } from '@zdravo/contract/messages/desk';
import { deskCallFlowMessages } from '@zdravo/contract/messages/desk-call-flow';
import { callMessages, retryWhenText } from '@zdravo/contract/messages/call-messages';
import { test, expect, DESKTOP, PHONE, screenshot } from './fixtures.ts';
import { startServer, type E2eServer, type ServerClock } from './server.ts';
import { axe, code, enrol, PASSWORD } from './desk-staff.ts';
import { person } from './people.ts';
import { placedOrder, signedUp } from './rpc.ts';
import { openDatabase, type DbHandle } from '../apps/server/src/db/connection.ts';
import { CLI_ACTOR } from '../apps/server/src/platform/audit.ts';
import { invite } from '../apps/server/src/desk/index.ts';

const ba = (text: Parameters<typeof textFor>[0]) => textFor(text, 'BA');

/** The agents enrol a few minutes before the order; Tuesday 13 October 2026, summer time (UTC+2). */
const ENROLMENT = new Date('2026-10-13T17:50:00+02:00');
const ORDER_PLACED = new Date('2026-10-13T18:00:00+02:00');
/** The retry plan after a second miss at 18:30 (+2 h is past 20:00): the next call day's opening. */
const WEDNESDAY_OPENING = new Date('2026-10-14T08:00:00+02:00');
/** The plan's third step after the third miss: 16:00 that day. */
const WEDNESDAY_AFTERNOON = new Date('2026-10-14T16:00:00+02:00');

interface Agent {
  page: Page;
  email: string;
  secret: string;
}

/**
 * The desk's screens read the server's time: each agent's browser is set to it whenever it moves (only
 * `Date`; the page's timers stay real), and an open screen is loaded again, as its own 15-second
 * ticker would show the new time only at its next tick.
 */
async function browsersAt(clock: ServerClock, agents: Page[]): Promise<void> {
  const now = await clock.now();
  for (const page of agents) {
    await page.clock.setSystemTime(now);
    if (page.url() !== 'about:blank') await page.reload();
  }
}

async function agentOf(browser: Browser, server: E2eServer & { clock: ServerClock }, handle: DbHandle, name: string) {
  const page = await (await browser.newContext({ baseURL: server.baseURL, viewport: DESKTOP })).newPage();
  await browsersAt(server.clock, [page]);
  const email = `${name.split(' ')[0]!.toLowerCase()}.${Date.now()}@zdravo.test`;
  const made = await invite(handle.db, { email, role: 'agent', country: 'BA' }, CLI_ACTOR, server.baseURL);
  if (!('Link' in made)) throw new Error('invite failed');
  const { secret } = await enrol(page, made.Link, name, 'BA', () => server.clock.now());
  await page.getByRole('button', { name: 'Sačuvao/la sam kodove' }).click();
  await expect(page.getByRole('heading', { name: 'Red poziva' })).toBeVisible();
  return { page, email, secret } satisfies Agent;
}

/** Signs in again from the keyboard, with a code of the server's time. */
async function signIn(agent: Agent, clock: ServerClock): Promise<void> {
  const { page } = agent;
  await page.goto('/desk/');
  await expect(page.getByRole('heading', { name: 'Prijava u desk' })).toBeVisible();
  await page.locator('input[type=email]').fill(agent.email);
  await page.locator('input[type=password]').fill(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Kod iz aplikacije' })).toBeVisible();
  await page.getByLabel('Kod', { exact: true }).fill(await code(agent.secret, 0, await clock.now()));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Red poziva' })).toBeVisible();
}

const callHeading = (page: Page) => page.getByRole('heading', { name: /^Poziv: narudžba / });
const noneCallable = (page: Page) =>
  page.getByRole('status').filter({ hasText: ba(deskCallFlowMessages.noneCallable) });

/** N from the queue (once it lists the lead: its keys work then): the server hands over the lead `number`. */
async function takesNext(page: Page, number: string): Promise<void> {
  await expect(page.locator(`tr[data-order="${number}"]`)).toBeVisible();
  await page.keyboard.press('n');
  await expect(callHeading(page)).toHaveText(`Poziv: narudžba ${number}`);
  // The call screen takes keys once the lead is held and its history is in.
  await expect(page.getByRole('heading', { name: ba(deskCallFlowMessages.attempts) })).toBeVisible();
}

/** No answer: 2, Enter; with nothing else callable the queue says so. */
async function noAnswer(page: Page): Promise<void> {
  await page.keyboard.press('2');
  await page.keyboard.press('Enter');
  await expect(noneCallable(page)).toBeVisible();
}

/** N finds nothing to call. */
async function findsNothing(page: Page, number: string): Promise<void> {
  await page.goto('/desk/#/queue');
  await expect(page.locator(`tr[data-order="${number}"]`)).toBeVisible();
  await page.keyboard.press('n');
  await expect(noneCallable(page)).toBeVisible();
}

test('three missed calls over two days: one SMS after the first, each retry callable only from its time, the plan’s next call shown', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // A session ends after an hour without a call (the default 30 minutes would end it at the first retry,
  // half an hour on); overnight it ends anyway, 12 hours after sign-in.
  const server = await startServer({ DESK_IDLE_MINUTES: '60' }, { clock: { start: ENROLMENT } });
  const handle = openDatabase({ dataDir: server.dataDir, databaseUrl: undefined, poolSize: 1 });
  try {
    const a = await agentOf(browser, server, handle, 'Lejla Agent');
    const b = await agentOf(browser, server, handle, 'Mirza Agent');
    const pages = [a.page, b.page];

    // Tuesday 18:00: the order.
    await server.clock.setTo(ORDER_PLACED);
    await browsersAt(server.clock, pages);
    const shopper = await browser.newContext({ baseURL: server.baseURL });
    const buyer = person('propusteni.kupac', '95');
    const names = { FirstName: 'Amra', LastName: 'Hodžić' };
    await signedUp(shopper.request, buyer, names);
    const number = (
      await placedOrder(shopper.request, { ...names, PhoneNumber: buyer.phone, IdempotencyKey: `missed-${buyer.tag}` })
    ).LeadID;
    const leadOf = () =>
      handle.db
        .selectFrom('call_leads')
        .innerJoin('orders', 'orders.id', 'call_leads.order_id')
        .select([
          'orders.id',
          'orders.country',
          'call_leads.next_call_at',
          'call_leads.no_answers',
          'call_leads.closed_at',
        ])
        .where('orders.lead_id', '=', number)
        .executeTakeFirstOrThrow();

    // What the shopper was sent before any call (the order's own SMS).
    const orderId = (await leadOf()).id;
    const smsOf = () =>
      handle.db
        .selectFrom('outbox')
        .select(['payload', 'status', 'delivered_by'])
        .where('order_id', '=', orderId)
        .where('channel', '=', 'sms')
        .orderBy('id')
        .execute();
    const smsBefore = (await smsOf()).length;

    // A: N, no answer.
    await takesNext(a.page, number);
    await noAnswer(a.page);
    const afterFirst = await leadOf();
    expect(afterFirst.no_answers).toBe(1);
    const firstMiss = await handle.db
      .selectFrom('call_outcomes')
      .select('at')
      .where('order_id', '=', afterFirst.id)
      .executeTakeFirstOrThrow();
    // +30 minutes by the plan.
    const firstRetry = Date.parse(afterFirst.next_call_at);
    expect(firstRetry - Date.parse(firstMiss.at)).toBe(30 * 60_000);

    // The shopper's SMS, delivered to the development outbox, says when the team calls again.
    const country = afterFirst.country;
    if (!isCountryCode(country)) throw new Error(`the order's country: ${country}`);
    const when = retryWhenText(country, Date.parse(firstMiss.at), firstRetry);
    expect(when).toBe(textFor(callMessages.retryToday, country).replace('{time}', '18:30'));
    const missedIntro = fillText(textFor(callMessages.missedSms, country), {
      shop: 'Zdravo',
      number,
    }).split(' {when}')[0]!;
    const missedSms = async () =>
      (await smsOf()).filter((m) => (JSON.parse(m.payload) as { text: string }).text.startsWith(missedIntro));
    await expect
      .poll(async () => (await missedSms()).map((m) => [m.status, m.delivered_by]))
      .toEqual([['sent', 'dev']]);
    expect(JSON.parse((await missedSms())[0]!.payload).text).toContain(` ${when}.`);

    // Nobody can take it before then: N finds nothing for B, the queue shows it due in half an hour.
    await findsNothing(b.page, number);
    const inMinutes = new RegExp(
      textFor(deskQueueMessages.inMinutes, 'BA').replace('{minutes}', '(29|30)').replace(/ /g, '\\s'),
    );
    const queueRow = b.page.locator(`tr[data-order="${number}"]`);
    await expect(queueRow).toContainText(inMinutes);
    await expect(queueRow).toContainText(textFor(deskQueueMessages.noAnswers, 'BA').replace('{count}', '1'));
    await screenshot(b.page, 'missed-queue-waiting-1280.png', { fullPage: true });

    // 18:30: B takes it, no answer again.
    await server.clock.setTo(firstRetry);
    await browsersAt(server.clock, pages);
    await takesNext(b.page, number);
    await noAnswer(b.page);
    const afterSecond = await leadOf();
    expect(afterSecond.no_answers).toBe(2);
    expect(afterSecond.next_call_at).toBe(WEDNESDAY_OPENING.toISOString());
    await findsNothing(a.page, number);

    // Wednesday 8:00: the sessions ended overnight; A signs in again and misses a third time.
    await server.clock.setTo(WEDNESDAY_OPENING);
    await browsersAt(server.clock, pages);
    await signIn(a, server.clock);
    await takesNext(a.page, number);
    await noAnswer(a.page);
    const afterThird = await leadOf();
    expect(afterThird.no_answers).toBe(3);
    expect(afterThird.closed_at).toBeNull();
    expect(afterThird.next_call_at).toBe(WEDNESDAY_AFTERNOON.toISOString());

    // The queue: still open, three misses, the next call at 16:00.
    const thirdRow = a.page.locator(`tr[data-order="${number}"]`);
    await expect(thirdRow).toContainText(textFor(deskQueueMessages.noAnswers, 'BA').replace('{count}', '3'));
    await expect(thirdRow).toContainText(textFor(deskQueueMessages.at, 'BA').replace('{time}', '14. 10. 2026. 16:00'));
    await screenshot(a.page, 'missed-queue-after-third-1280.png', { fullPage: true });

    // The call screen, opened from its row: three attempts, on two days, by both agents.
    await thirdRow.getByRole('button', { name: new RegExp(`${number}$`) }).focus();
    await a.page.keyboard.press('Enter');
    await expect(callHeading(a.page)).toHaveText(`Poziv: narudžba ${number}`);
    const attempts = a.page.getByTestId('call-attempts').locator('li');
    await expect(attempts).toHaveCount(3);
    const lines = await attempts.allInnerTexts();
    for (const line of lines) expect(line).toContain(ba(deskOutcomeLabels.noAnswer));
    const days = lines.map((line) => /\d+\. \d+\. \d{4}\./.exec(line)?.[0]);
    expect([...days].sort()).toEqual(['13. 10. 2026.', '13. 10. 2026.', '14. 10. 2026.']);
    expect(lines.filter((line) => line.includes('Mirza Agent'))).toHaveLength(1);
    expect(lines.filter((line) => line.includes('Lejla Agent'))).toHaveLength(2);
    expect(await axe(a.page, 'call after three misses')).toEqual([]);
    await screenshot(a.page, 'missed-call-1280.png', { fullPage: true });
    await a.page.setViewportSize(PHONE);
    await screenshot(a.page, 'missed-call-390.png', { fullPage: true });
    await a.page.setViewportSize(DESKTOP);

    // One SMS after the three misses, the first one's.
    expect(await missedSms()).toHaveLength(1);
    expect(await smsOf()).toHaveLength(smsBefore + 1);
    await shopper.close();
    for (const page of pages) await page.context().close();
  } finally {
    await handle.close();
    await server.stop();
  }
});
