// Supervision on each database: the backlog counts every open lead by country and kind (orders and
// promised calls) with its age; the queue filters by due time and holder and pages past its first 50;
// a manager hands a held lead — an order's or a promised call's — to another agent (audited, an agent
// may not); the audit log finds the rows about an order number, a person or a phone and names each
// subject as people do, with what its rows need to read in words: a product by its name, the country
// whose money an amount is in, and the products an order's lines name by id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage, BacklogRow, QueueLead } from '@zdravo/contract/desk';
import type { CountryCode } from '@zdravo/contract';
import { createTestApp, testDbKinds, type TestApp } from '../testing.ts';
import { placedOrder } from '../modules/orders/testing.ts';
import { openLeadStatement } from '../platform/call-queue.ts';
import { openCallRequest } from '../platform/call-queue.ts';
import { recordAudit } from '../platform/audit.ts';
import { enrolledStaff, onShopClock, type EnrolledStaff } from './testing.ts';

describe.each(testDbKinds)('supervising the queue on %s', (kind) => {
  let t: TestApp;
  let agent: EnrolledStaff;
  let other: EnrolledStaff;
  let manager: EnrolledStaff;

  beforeAll(async () => {
    t = await createTestApp(kind);
    agent = await enrolledStaff(t, 'agent');
    other = await enrolledStaff(t, 'agent');
    manager = await enrolledStaff(t, 'manager');
  });
  afterAll(async () => t.close());
  onShopClock();

  const ok = <T>(answer: { status: string; data: unknown }): T => {
    if (answer.status !== 'ok') throw new Error(JSON.stringify(answer));
    return answer.data as T;
  };
  const list = async (who: EnrolledStaff, params: object = {}) =>
    ok<QueueLead[]>(await who.browser.call('desk.queue.list', params));

  /** Orders waiting for their call, written as the bench does (many at once), placed `hoursAgo`. */
  async function waiting(count: number, country: CountryCode, hoursAgo: number): Promise<number[]> {
    const offer = await t.db.selectFrom('offers').select('id').executeTakeFirstOrThrow();
    const at = new Date(Date.now() - hoursAgo * 3_600_000).toISOString();
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      const number = `S${kind.slice(0, 1).toUpperCase()}${country}${String(hoursAgo).padStart(3, '0')}${String(i).padStart(3, '0')}`;
      const { id } = await t.db
        .insertInto('orders')
        .values({
          user_id: null,
          status: 'received',
          country,
          currency: 'EUR',
          first_name: 'Red',
          last_name: `Kupac ${i}`,
          phone: `+3859100${String(10_000 + i)}`,
          subtotal_minor: 3290,
          delivery_minor: 500,
          total_minor: 3790,
          club_discount_minor: 0,
          idempotency_key: null,
          lead_id: number,
          lead_forwarded_at: at,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('order_lines')
        .values({
          order_id: id,
          offer_id: offer.id,
          name: 'Pure Fit',
          image: null,
          quantity: 1,
          unit_old_minor: 3990,
          unit_price_minor: 3290,
          line_total_minor: 3290,
        })
        .execute();
      await openLeadStatement(t.db, id, country, at).execute();
      ids.push(id);
    }
    return ids;
  }

  it('counts the backlog by country and kind, with how many are due now and since when the oldest waits', async () => {
    await waiting(3, 'BA', 30);
    await waiting(2, 'RS', 1);
    const retry = (await waiting(1, 'RS', 2))[0]!;
    // A retry later today: open, but not due now.
    await t.db
      .updateTable('call_leads')
      .set({
        first_called_at: new Date().toISOString(),
        next_call_at: new Date(Date.now() + 2 * 3_600_000).toISOString(),
      })
      .where('order_id', '=', retry)
      .execute();
    await openCallRequest(t.db, {
      kind: 'quiz',
      subjectId: 901,
      country: 'ME',
      phone: '+38267111222',
      name: 'Kviz Kupac',
      about: 'Pure Fit',
      at: new Date(Date.now() - 26 * 3_600_000).toISOString(),
    });
    await openCallRequest(t.db, {
      kind: 'club',
      subjectId: 902,
      country: 'ME',
      phone: '+38267111333',
      name: 'Klub Kupac',
      about: 'Klub',
      at: new Date().toISOString(),
    });
    const rows = ok<BacklogRow[]>(await agent.browser.call('desk.queue.backlog', {}));
    const cell = (country: string, kindOf: string) => rows.find((r) => r.Country === country && r.Kind === kindOf);
    // BA: 30 hours ago, a Tuesday 04:00 → due when the team opened (Tuesday 08:00... an hour of call hours later).
    expect(cell('BA', 'order')).toMatchObject({ Open: 3, DueNow: 3 });
    expect(Date.parse(cell('BA', 'order')!.OldestDueAt!)).toBeLessThan(Date.now() - 24 * 3_600_000);
    expect(cell('RS', 'order')).toMatchObject({ Open: 3, DueNow: 2 });
    // The retry is the oldest RS lead, but it waits for its later call: the oldest callable is younger.
    const retryDue = await t.db
      .selectFrom('call_leads')
      .select('due_at')
      .where('order_id', '=', retry)
      .executeTakeFirstOrThrow();
    expect(Date.parse(cell('RS', 'order')!.OldestDueAt!)).toBeGreaterThan(Date.parse(retryDue.due_at));
    expect(cell('ME', 'quiz')).toMatchObject({ Open: 1, DueNow: 1 });
    expect(cell('ME', 'club')).toMatchObject({ Open: 1, DueNow: 1 });
    expect(cell('HR', 'order')).toBeUndefined();
  });

  it('filters the queue by due time and holder, and pages past the first 50', async () => {
    const many = await waiting(55, 'HR', 3);
    const all = [...(await list(manager, { country: 'HR' })), ...(await list(manager, { country: 'HR', page: 1 }))];
    expect(all.map((l) => l.OrderID).sort((a, b) => a - b)).toEqual(many);
    expect(await list(manager, { country: 'HR', page: 2 })).toEqual([]);
    expect(await list(manager, { country: 'RS', due: 'later' })).toHaveLength(1);
    expect(await list(manager, { country: 'RS', due: 'now' })).toHaveLength(2);

    const [first, second] = many;
    expect((await agent.browser.call('desk.queue.take', { orderId: first! })).status).toBe('ok');
    expect((await other.browser.call('desk.queue.take', { orderId: second! })).status).toBe('ok');
    expect((await list(agent, { heldBy: 'mine' })).map((l) => l.OrderID)).toEqual([first]);
    expect((await list(manager, { heldBy: other.id })).map((l) => l.OrderID)).toEqual([second]);
    const free = [
      ...(await list(manager, { country: 'HR', heldBy: 'free' })),
      ...(await list(manager, { country: 'HR', heldBy: 'free', page: 1 })),
    ];
    expect(free).toHaveLength(53);
    expect((await agent.browser.call('desk.queue.list', { page: 200 })).data).toBe('VALIDATION_ERROR');
  });

  it('lets a manager hand a held lead to another agent, audited; an agent may not; nor to someone off the calls', async () => {
    const [id] = await waiting(1, 'HR', 1);
    expect((await agent.browser.call('desk.queue.take', { orderId: id! })).status).toBe('ok');
    expect((await agent.browser.call('desk.queue.reassign', { orderId: id!, staffId: other.id })).data).toBe(
      'FORBIDDEN',
    );
    const moderator = await enrolledStaff(t, 'moderator');
    expect((await manager.browser.call('desk.queue.reassign', { orderId: id!, staffId: moderator.id })).data).toBe(
      'NOT_AN_AGENT',
    );
    expect((await manager.browser.call('desk.queue.reassign', { orderId: id!, staffId: other.id })).status).toBe('ok');
    expect((await list(other, { heldBy: 'mine' })).map((l) => l.OrderID)).toContain(id);
    // The one who held it no longer does: their outcome is refused, the new holder's is taken.
    expect((await agent.browser.call('desk.calls.record', { orderId: id!, outcome: 'wrongNumber' })).data).toBe(
      'LEAD_NOT_HELD',
    );
    expect((await other.browser.call('desk.calls.record', { orderId: id!, outcome: 'wrongNumber' })).status).toBe('ok');
    const row = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'lead.reassign')
      .where('subject_id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(row.staff_id).toBe(manager.id);
    expect(JSON.parse(row.before_json!)).toEqual({ heldBy: agent.id });
    expect(JSON.parse(row.after_json!)).toMatchObject({ heldBy: other.id });
    // A closed lead is nobody's to hand over.
    expect((await manager.browser.call('desk.queue.reassign', { orderId: id!, staffId: agent.id })).data).toBe(
      'NOT_FOUND',
    );
  });

  it('hands a promised call to another agent the same way, audited', async () => {
    await openCallRequest(t.db, {
      kind: 'pickup',
      subjectId: 903,
      country: 'HR',
      phone: '+385911234000',
      name: 'Preuzimanje Kupac',
      about: 'ABCD1234',
      at: new Date().toISOString(),
    });
    const { id } = await t.db
      .selectFrom('call_requests')
      .select('id')
      .where('subject_id', '=', 903)
      .executeTakeFirstOrThrow();
    expect((await agent.browser.call('desk.requests.take', { id })).status).toBe('ok');
    expect((await agent.browser.call('desk.requests.reassign', { id, staffId: other.id })).data).toBe('FORBIDDEN');
    expect((await manager.browser.call('desk.requests.reassign', { id, staffId: other.id })).status).toBe('ok');
    expect((await agent.browser.call('desk.requests.record', { id, outcome: 'wrongNumber' })).data).toBe(
      'LEAD_NOT_HELD',
    );
    expect((await other.browser.call('desk.requests.record', { id, outcome: 'pickupArranged' })).status).toBe('ok');
    expect((await manager.browser.call('desk.requests.reassign', { id, staffId: agent.id })).data).toBe('NOT_FOUND');
    const row = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'request.reassign')
      .where('subject_id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect([row.staff_id, JSON.parse(row.before_json!), JSON.parse(row.after_json!).heldBy]).toEqual([
      manager.id,
      { heldBy: agent.id },
      other.id,
    ]);
  });

  it('finds the audit rows about an order number, a person or a phone, each subject named as people name it', async () => {
    const { id, number } = await placedOrder(t, { phone: '+385 98 444 5555' });
    expect((await agent.browser.call('desk.queue.take', { orderId: id })).status).toBe('ok');
    expect(
      (
        await manager.browser.call('desk.phones.block', {
          phone: '098 444 5555',
          country: 'HR',
          note: 'Lažne narudžbe',
        })
      ).status,
    ).toBe('ok');
    const audit = async (find: string) =>
      ok<AuditPage>(await manager.browser.call('desk.audit.list', { find })).Entries;

    const byNumber = await audit(number.toLowerCase());
    expect(byNumber.map((e) => [e.Action, e.SubjectLabel])).toEqual([['lead.take', number]]);
    const byPhone = await audit('098 444 5555');
    expect(byPhone.map((e) => [e.Action, e.SubjectLabel])).toEqual([
      ['phone.block', '+385 98 444 5555'],
      ['lead.take', number],
    ]);
    expect((await audit(other.email)).every((e) => e.Subject === 'staff' && e.SubjectID === String(other.id))).toBe(
      true,
    );
    expect(await audit('nitko-takav@zdravo.test')).toEqual([]);
  });

  it("names a product, an amount's country and an order's products, so a price change reads in KM with its name", async () => {
    const merchandiser = await enrolledStaff(t, 'merchandiser', 'BA');
    const offer = await t.db
      .selectFrom('offers')
      .select('id')
      .where('slog', '=', 'hemo-calm')
      .executeTakeFirstOrThrow();
    const editor = ok<{ version: number }>(await merchandiser.browser.call('desk.catalog.get', { id: offer.id }));
    const name = (
      await t.db
        .selectFrom('offer_texts')
        .select('name')
        .where('offer_id', '=', offer.id)
        .where('variant', '=', 'hr')
        .executeTakeFirst()
    )?.name;
    const ijeName = (
      await t.db
        .selectFrom('offer_texts')
        .select('name')
        .where('offer_id', '=', offer.id)
        .where('variant', '=', 'ije')
        .executeTakeFirstOrThrow()
    ).name;
    const startsAt = new Date(Date.now() + 3_600_000).toISOString();
    ok(
      await merchandiser.browser.call('desk.catalog.schedulePrice', {
        offerId: offer.id,
        version: editor.version,
        country: 'BA',
        price: { new: 6580, old: 8000 },
        startsAt,
        endsAt: null,
      }),
    );
    const { id: orderId, number } = await placedOrder(t, { country: 'RS' });
    await recordAudit(
      t.db,
      { staffId: agent.id, label: 'Agent', ip: null },
      {
        action: 'call.amend',
        subject: 'order',
        subjectId: orderId,
        before: { lines: [`1×${offer.id}`] },
        after: { lines: [`2×${offer.id}`, '1×999999'] },
      },
    );

    const [amended, scheduled] = ok<AuditPage>(await manager.browser.call('desk.audit.list', {})).Entries;
    expect(scheduled).toMatchObject({
      Action: 'offer.schedulePrice',
      SubjectLabel: name ?? ijeName,
      Country: 'BA',
      After: { country: 'BA', newMinor: 6580, oldMinor: 8000, startsAt, endsAt: null },
    });
    // The lines by product name, a product no longer known left out (the desk shows its number).
    expect(amended).toMatchObject({ Action: 'call.amend', SubjectLabel: number, Country: 'RS' });
    expect(amended!.Products).toEqual({ [String(offer.id)]: name ?? ijeName });
  });
});
