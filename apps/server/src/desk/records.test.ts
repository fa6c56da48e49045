// The desk's records on each database: every withdrawal with its statement, its acknowledgement and
// the team's to-do (stop the parcel — which dispatch no longer lists or ships —, take the return,
// refund the club fee), marked done once with an audit row and the order moved on; the quiz leads
// and newsletter subscribers by country and day, paged, with the health answers only where their own
// consent was given, in the list and in the CSV alike; and each call refused to the wrong role.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDay, QUIZ_HEALTH_CONSENT_VERSION } from '@zdravo/contract';
import type { QuizLeadPage, WithdrawalPage } from '@zdravo/contract/desk';
import { QUIZ_SETS } from '@zdravo/contract/messages/quiz-sets';
import { createTestApp, runShopCommand, testDbKinds, type TestApp, type TestShopper } from '../testing.ts';
import { loggedInShopper } from '../modules/users/testing.ts';
import { freshHrPhone, placedOrder } from '../modules/orders/testing.ts';
import { markDelivered } from '../modules/withdrawal/testing.ts';
import { parseCsv } from '@zdravo/contract/desk/csv';
import { confirmedByAgent, enrolledStaff, onShopClock, WEDNESDAY_10, type EnrolledStaff } from './testing.ts';

const TODAY = '2026-11-25';

describe.each(testDbKinds)('the desk records on %s', (kind) => {
  let t: TestApp;
  let agent: EnrolledStaff;
  let manager: EnrolledStaff;
  let moderator: EnrolledStaff;

  beforeAll(async () => {
    // E-mail goes to a port where nothing listens: an acknowledgement stays queued (each try fails and
    // waits 10 s), so what the desk lists does not depend on whether the outbox worker ran yet.
    t = await createTestApp(kind, { SMTP_URL: 'smtp://127.0.0.1:9' });
    agent = await enrolledStaff(t, 'agent');
    manager = await enrolledStaff(t, 'manager', 'BA');
    moderator = await enrolledStaff(t, 'moderator');
  });
  afterAll(async () => t.close());
  onShopClock();

  const hrOrder = () => placedOrder(t, { quantities: [2], phone: freshHrPhone() });
  const confirm = (id: number) => confirmedByAgent(agent, id);
  const withdraw = async (shopper: TestShopper, id: number) =>
    expect((await shopper.call('shopOrders.f.withdraw', { ID: id })).status).toBe('ok');
  async function page(state: 'open' | 'done', who = agent, beforeId?: number): Promise<WithdrawalPage> {
    const answer = await who.browser.call('desk.withdrawals.list', { state, ...(beforeId ? { beforeId } : {}) });
    if (answer.status !== 'ok') throw new Error(String(answer.data));
    return answer.data;
  }
  const recordOf = async (reference: string, state: 'open' | 'done' = 'open') =>
    (await page(state)).Records.find((r) => r.Reference === reference);
  const statusOf = async (id: number) =>
    (await t.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const audits = (action: string, subjectId: number | string) =>
    t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .where('subject_id', '=', String(subjectId))
      .execute();

  it('lists a withdrawn confirmed order with its statement, acknowledgement and "stop the parcel"; dispatch neither lists nor ships it', async () => {
    const order = await hrOrder();
    await confirm(order.id);
    await withdraw(order.shopper, order.id);

    const record = (await recordOf(order.number))!;
    expect(record).toMatchObject({
      Subject: 'order',
      SubjectID: order.id,
      Country: 'HR',
      Stage: 'notSent',
      OrderStatus: 'withdrawn',
      Todo: 'stopParcel',
      Done: null,
    });
    expect(record.Statement).toMatch(/odustajem/i);
    expect(record.Items).toHaveLength(1);
    expect(record.Items[0]!.Quantity).toBe(2);
    expect(record.ReceivedAt).toBe(WEDNESDAY_10.toISOString());
    expect(record.Acknowledgement).toMatchObject({
      Channel: 'email',
      Status: 'pending',
      QueuedAt: WEDNESDAY_10.toISOString(),
    });
    expect(record.Acknowledgement!.Text).toContain(order.number);

    // Dispatch: a withdrawn order is not to ship, and shipping it is refused.
    const toShip = await agent.browser.call('desk.dispatch.list', { country: 'HR', stage: 'toShip' });
    expect(toShip.status === 'ok' && toShip.data.some((p) => p.OrderID === order.id)).toBe(false);
    expect(
      await agent.browser.call('desk.dispatch.ship', {
        orderId: order.id,
        courier: 'gls',
        trackingNumber: '6612345678',
      }),
    ).toMatchObject({ status: 'error', data: 'WRONG_ORDER_STATUS' });
  });

  it('marks "paket zaustavljen" once: the order is cancelled, one audit row, then it is in the done list', async () => {
    const order = await hrOrder();
    await withdraw(order.shopper, order.id);
    const { ID } = (await recordOf(order.number))!;

    // A day in the future, before the statement or not in the calendar is refused; nothing is written.
    for (const on of ['2026-11-26', '2026-11-24', '2026-02-31']) {
      expect(await agent.browser.call('desk.withdrawals.done', { id: ID, on })).toMatchObject({
        status: 'error',
        data: 'VALIDATION_ERROR',
      });
    }
    expect(await agent.browser.call('desk.withdrawals.done', { id: 999_999, on: TODAY })).toMatchObject({
      status: 'error',
      data: 'NOT_FOUND',
    });
    expect(await statusOf(order.id)).toBe('withdrawn');

    const done = await agent.browser.call('desk.withdrawals.done', { id: ID, on: TODAY, note: 'Javljeno kuriru' });
    expect(done.status).toBe('ok');
    if (done.status !== 'ok') return;
    expect(done.data.Done).toMatchObject({ On: TODAY, By: `Test agent <${agent.email}>`, Note: 'Javljeno kuriru' });
    expect(await statusOf(order.id)).toBe('cancelled');
    const rows = await audits('withdrawal.done', ID);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ staff_id: agent.id, subject: 'withdrawal' });
    expect(JSON.parse(rows[0]!.after_json!)).toEqual({
      done: 'stopParcel',
      on: TODAY,
      note: 'Javljeno kuriru',
      orderStatus: 'cancelled',
    });

    // A second mark (a colleague, a double click) changes nothing and answers who did it.
    const again = await manager.browser.call('desk.withdrawals.done', { id: ID, on: TODAY });
    expect(again).toMatchObject({ status: 'ok', data: { Done: { By: `Test agent <${agent.email}>` } } });
    expect(await audits('withdrawal.done', ID)).toHaveLength(1);

    expect(await recordOf(order.number, 'open')).toBeUndefined();
    expect(await recordOf(order.number, 'done')).toMatchObject({ ID, OrderStatus: 'cancelled', Done: { On: TODAY } });
  });

  it('asks for the return of a delivered parcel and a refund; done, the order is returned', async () => {
    const order = await hrOrder();
    await markDelivered(t, order.id, 2);
    await withdraw(order.shopper, order.id);
    const record = (await recordOf(order.number))!;
    expect(record).toMatchObject({ Stage: 'delivered', Todo: 'returnAndRefund' });
    expect((await agent.browser.call('desk.withdrawals.done', { id: record.ID, on: TODAY })).status).toBe('ok');
    expect(await statusOf(order.id)).toBe('returned');
  });

  it('asks for the refund of a club fee; done, "povrat uplaćen" is recorded with its day', async () => {
    const { shopper, account } = await loggedInShopper(t);
    await runShopCommand(t, 'club:activate', account.email);
    const club = await shopper.call('shopUsers.f.club');
    if (club.status !== 'ok' || !club.data) throw new Error('no membership');
    expect((await shopper.call('shopUsers.f.withdrawClub', { ID: club.data.ID })).status).toBe('ok');
    const record = (await page('open')).Records.find((r) => r.Subject === 'club' && r.SubjectID === club.data!.ID)!;
    expect(record).toMatchObject({ Todo: 'refundFee', Stage: null, OrderStatus: null, Items: [] });
    expect(record.Statement).not.toBe('');
    expect(record.Acknowledgement).not.toBeNull();
    const done = await agent.browser.call('desk.withdrawals.done', { id: record.ID, on: TODAY });
    expect(done).toMatchObject({ status: 'ok', data: { Done: { On: TODAY } } });
    expect(JSON.parse((await audits('withdrawal.done', record.ID))[0]!.after_json!)).toEqual({
      done: 'refundFee',
      on: TODAY,
    });
  });

  it('pages the withdrawals 25 at a time, newest first', async () => {
    // Many statements at once, as rows (the shop's own calls are rate-limited per shopper).
    const rows = Array.from({ length: 26 }, (_, i) => ({
      user_id: null,
      subject_kind: 'club',
      subject_id: 900_000 + i,
      reference: `KLUB-${900_000 + i}`,
      country: 'BA',
      statement: JSON.stringify({ name: 'Test', reference: `KLUB-${900_000 + i}`, text: 'Odustajem.' }),
      channel: 'email',
      recipient: 'test@example.com',
      outbox_id: null,
      created_at: WEDNESDAY_10.toISOString(),
    }));
    await t.db.insertInto('withdrawals').values(rows).execute();
    const first = await page('open');
    expect(first.Records).toHaveLength(25);
    expect(first.NextBeforeID).toBe(first.Records.at(-1)!.ID);
    const ids = first.Records.map((r) => r.ID);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const second = await page('open', agent, first.NextBeforeID!);
    expect(second.Records.length).toBeGreaterThan(0);
    expect(second.Records[0]!.Acknowledgement).toBeNull();
    expect(second.Records.every((r) => r.ID < first.NextBeforeID!)).toBe(true);
  });

  // ── Quiz leads ──────────────────────────────────────────────────────────────────────────────

  let ips = 0;
  const subscribe = async (body: unknown) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/leads/addSubscriber',
      remoteAddress: `10.8.${kind.length}.${++ips}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(res.json()).toEqual({ status: 'ok', data: { status: 'ok' } });
  };
  const answers = () => QUIZ_SETS[5].map((_, qi) => (qi === 1 ? [1, 2] : [0]));
  async function leads(who: EnrolledStaff, params: object): Promise<QuizLeadPage> {
    const answer = await who.browser.call('desk.quizLeads.list', params);
    if (answer.status !== 'ok') throw new Error(String(answer.data));
    return answer.data;
  }

  it('lists the ME sign-ups with the answers only where their consent was given, and the CSV holds exactly that', async () => {
    await subscribe({
      Email: 'Dara@Example.com',
      FirstLastName: '=HYPERLINK("http://x")',
      Group: 'kviz-pure-fit-me',
      Country: 'ME',
      Consent: { Version: 1 },
    });
    await subscribe({
      PhoneNumber: '+382 67 123 456',
      OfferID: 7,
      Country: 'ME',
      Consent: { Version: 1 },
      Quiz: { Goal: 5, Answers: answers(), HealthConsent: QUIZ_HEALTH_CONSENT_VERSION },
    });
    await subscribe({
      Email: 'jelena@example.com',
      FirstLastName: 'Jelena Đukić; "Ćirić"',
      Group: 'kviz-pure-fit-me',
      Country: 'ME',
      Consent: { Version: 1 },
      Quiz: { Goal: 5, Answers: answers(), HealthConsent: 1 },
    });
    await subscribe({
      Email: 'rs@example.com',
      FirstLastName: 'Vesna',
      Group: 'kviz-pure-fit-rs',
      Country: 'RS',
      Consent: { Version: 1 },
    });

    const list = (await leads(manager, { country: 'ME' })).Leads;
    expect(list.map((l) => l.Email ?? l.Phone)).toEqual(['jelena@example.com', '+382 67 123 456', 'dara@example.com']);
    const [jelena, phone, dara] = list as [(typeof list)[0], (typeof list)[0], (typeof list)[0]];
    expect(dara).toMatchObject({ Kind: 'email', HealthConsent: false, Goal: null, Answers: null, ConsentVersion: 1 });
    expect(phone).toMatchObject({ Kind: 'phone', Offer: '7', HealthConsent: true });
    expect(jelena.Answers).toHaveLength(QUIZ_SETS[5].length);
    expect(jelena.Goal).toBeTruthy();
    // Even with answers stored by other means, no consent means none are shown.
    await t.db
      .updateTable('subscribers')
      .set({ quiz_goal: 5, quiz_answers: '[{"q":"Koliko imate godina?","a":["18-25"]}]' })
      .where('email', '=', 'dara@example.com')
      .execute();
    expect((await leads(manager, { country: 'ME' })).Leads[2]).toMatchObject({ Goal: null, Answers: null });

    const file = await manager.browser.call('desk.quizLeads.csv', { country: 'ME' });
    if (file.status !== 'ok') throw new Error(String(file.data));
    expect(file.data).toMatchObject({ Rows: 3, Cut: false, FileName: `zdravo-kviz-me-${TODAY}.csv` });
    expect(file.data.Csv.startsWith('\uFEFFID;Vrijeme;Država;E-mail;Telefon;Ime i prezime;')).toBe(true);
    expect(file.data.Csv).toContain('"Jelena Đukić; ""Ćirić"""');
    const [header, ...rows] = parseCsv(file.data.Csv).map((r) => r.cells);
    expect(header).toHaveLength(12);
    // The CSV is the list: the same people in the same order, each column from the same field.
    expect(rows.map((r) => Number(r[0]))).toEqual(list.map((l) => l.ID));
    rows.forEach((cells, i) => {
      const lead = list[i]!;
      expect(cells[2]).toBe('ME');
      expect(cells[3]).toBe(lead.Email ?? '');
      expect(cells[4]).toBe(lead.Phone ? lead.Phone.replace(/^\+/, '00') : '');
      expect(cells[9]).toBe(lead.HealthConsent ? 'Da' : 'Ne');
      expect(cells[10]).toBe(lead.Goal ?? '');
      expect(cells[11]).toBe((lead.Answers ?? []).map((a) => `${a.Q} ${a.A.join(', ') || '—'}`).join('\n'));
    });
    // A name that is a formula reaches a spreadsheet as text.
    expect(rows[2]![5]).toBe(`'=HYPERLINK("http://x")`);
    expect(rows[2]![11]).toBe('');
    expect(await audits('quizLeads.csv', 'ME')).toHaveLength(1);
  });

  it('filters by day and pages 50 at a time', async () => {
    const rows = Array.from({ length: 55 }, (_, i) => ({
      email: `page${i}@example.com`,
      first_last_name: 'Page',
      mailing_group: 'g',
      ip: '10.0.0.1',
      country: 'BA',
      created_at: new Date(WEDNESDAY_10.getTime() - (54 - i) * 3_600_000 * 12).toISOString(),
    }));
    await t.db.insertInto('subscribers').values(rows).execute();
    const first = await leads(manager, { country: 'BA' });
    expect(first.Leads).toHaveLength(50);
    const second = await leads(manager, { country: 'BA', beforeId: first.NextBeforeID! });
    expect(second).toMatchObject({ NextBeforeID: null });
    expect(second.Leads).toHaveLength(5);
    // Two days on the shop's clock: yesterday and today (12-hour steps back from 10:00 today).
    const days = await leads(manager, { country: 'BA', from: '2026-11-24', to: TODAY });
    expect(days.Leads.map((l) => localDay(l.At))).toEqual([TODAY, '2026-11-24', '2026-11-24']);
    expect(await manager.browser.call('desk.quizLeads.list', { from: '25.11.2026' })).toMatchObject({
      status: 'error',
      data: 'VALIDATION_ERROR',
    });
  });

  it('refuses each call to a role it is not open to', async () => {
    for (const method of ['desk.quizLeads.list', 'desk.quizLeads.csv'])
      expect(await agent.browser.callRaw(method, {})).toMatchObject({ status: 'error', data: 'FORBIDDEN' });
    expect(await moderator.browser.call('desk.withdrawals.list', { state: 'open' })).toMatchObject({
      status: 'error',
      data: 'FORBIDDEN',
    });
    expect(await moderator.browser.call('desk.withdrawals.done', { id: 1, on: TODAY })).toMatchObject({
      status: 'error',
      data: 'FORBIDDEN',
    });
    expect((await page('open', manager)).Records.length).toBeGreaterThan(0);
  });
});
