// One e-mail rule for a new staff member, the desk's and the CLI's alike (the shop's own rule), a name
// checked at enrolment (it lands in the desk's files and screens), and the call queue's holds in the
// audit log — on each database (docs/desk.md "Staff", "The audit log").
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RpcAnswer } from '@zdravo/rpc';
import { createTestApp, runShopCommand, testDbKinds, type TestApp } from '../testing.ts';
import { placedOrder } from '../modules/orders/testing.ts';
import { codeFor, enrolledStaff, onShopClock, staffBrowser, tokenOf, type EnrolledStaff } from './testing.ts';

describe.each(testDbKinds)("the desk's staff rules on %s", (kind) => {
  let t: TestApp;
  let manager: EnrolledStaff;
  beforeAll(async () => {
    t = await createTestApp(kind);
    manager = await enrolledStaff(t, 'manager');
  });
  afterAll(async () => t.close());

  const staffWith = (email: string) =>
    t.db.selectFrom('staff').select('id').where('email', '=', email).executeTakeFirst();

  it('refuses "a@b" and other addresses the shop refuses, from the desk and from the CLI alike', async () => {
    for (const email of ['a@b', 'a@b.c', 'ana@zdravo', 'ana zdravo@x.hr']) {
      const answer = await manager.browser.call('desk.staff.invite', { email, role: 'agent', country: 'HR' });
      expect(answer.data, email).toBe('VALIDATION_ERROR');
      await expect(runShopCommand(t, 'staff:invite', email, 'agent'), email).rejects.toThrow('Give a valid e-mail');
      expect(await staffWith(email)).toBeUndefined();
    }
    // An address the rule takes is taken by both.
    expect(
      (
        await manager.browser.call('desk.staff.invite', {
          email: `ana-${kind}@zdravo.hr`,
          role: 'agent',
          country: 'HR',
        })
      ).status,
    ).toBe('ok');
    expect((await runShopCommand(t, 'staff:invite', `iva-${kind}@zdravo.hr`, 'agent'))[0]).toContain('Invitation for');
  });

  it('checks the name at enrolment: it starts with a letter (no = + - @ formula), 2 to 80 characters', async () => {
    const email = `name-${kind}@zdravo.hr`;
    const invited = await manager.browser.call('desk.staff.invite', { email, role: 'agent', country: 'HR' });
    if (invited.status !== 'ok') throw new Error(String(invited.data));
    const token = tokenOf(invited.data.Link);
    const browser = staffBrowser(t, '10.44.0.1');
    const start = await browser.call('desk.enrol.start', { token });
    if (start.status !== 'ok') throw new Error(String(start.data));
    const finish = async (name: string): Promise<RpcAnswer> =>
      browser.call('desk.enrol.finish', {
        token,
        name,
        password: 'desk-password-1',
        code: await codeFor(start.data.Key),
      });
    for (const name of ['=HYPERLINK("http://x","y")', '+385 91', '-1+1', '@SUM(A1)', '\t=1', 'A', 'A'.repeat(81)]) {
      expect((await finish(name)).data, name).toBe('VALIDATION_ERROR');
    }
    expect(
      (await t.db.selectFrom('staff').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow())
        .password_hash,
    ).toBeNull();
    const done = await finish('  Ana Anić-Horvat ');
    expect(done.status).toBe('ok');
    expect(
      (await t.db.selectFrom('staff').select('name').where('email', '=', email).executeTakeFirstOrThrow()).name,
    ).toBe('Ana Anić-Horvat');
  });

  describe('the call queue', () => {
    onShopClock();
    it('audits taking and releasing a lead (a release of a lead not held writes nothing)', async () => {
      const agent = await enrolledStaff(t, 'agent');
      const { id } = await placedOrder(t, { phone: '+385 91 234 5678' });
      const rows = () =>
        t.db
          .selectFrom('audit_log')
          .select(['action', 'staff_id', 'subject', 'subject_id', 'ip'])
          .where('subject', '=', 'order')
          .where('subject_id', '=', String(id))
          .orderBy('id')
          .execute();
      expect((await agent.browser.call('desk.queue.take', { orderId: id })).status).toBe('ok');
      expect((await agent.browser.call('desk.queue.release', { orderId: id })).status).toBe('ok');
      expect((await agent.browser.call('desk.queue.release', { orderId: id })).status).toBe('ok');
      expect(await rows()).toEqual([
        { action: 'lead.take', staff_id: agent.id, subject: 'order', subject_id: String(id), ip: agent.ip },
        { action: 'lead.release', staff_id: agent.id, subject: 'order', subject_id: String(id), ip: agent.ip },
      ]);
    });

    it('opening a lead by N and then its call screen writes one take; renewals write none, a new take after the hold ran out does', async () => {
      const agent = await enrolledStaff(t, 'agent');
      const other = await enrolledStaff(t, 'agent');
      await placedOrder(t, { phone: '+385 91 234 5679' });
      // N takes the next callable lead; the call screen opens it (a take of the caller's own running hold).
      const next = await agent.browser.call('desk.queue.next', {});
      if (next.status !== 'ok' || next.data === null) throw new Error(`N found nothing: ${String(next.data)}`);
      const id = next.data.OrderID;
      const takes = async () =>
        (
          await t.db
            .selectFrom('audit_log')
            .select('staff_id')
            .where('action', '=', 'lead.take')
            .where('subject_id', '=', String(id))
            .where('staff_id', 'in', [agent.id, other.id])
            .orderBy('id')
            .execute()
        ).map((r) => r.staff_id);
      const heldUntil = async () =>
        (
          await t.db
            .selectFrom('call_leads')
            .select(['held_by', 'held_until'])
            .where('order_id', '=', id)
            .executeTakeFirstOrThrow()
        ).held_until;
      const first = await heldUntil();
      vi.setSystemTime(new Date(Date.now() + 60_000));
      expect((await agent.browser.call('desk.queue.take', { orderId: id })).status).toBe('ok');
      expect((await agent.browser.call('desk.queue.take', { orderId: id })).status).toBe('ok');
      expect(await takes()).toEqual([agent.id]);
      // The renewal moved the hold's end; nobody else can take it meanwhile.
      expect(Date.parse(String(await heldUntil()))).toBeGreaterThan(Date.parse(String(first)));
      expect((await other.browser.call('desk.queue.take', { orderId: id })).data).toBe('LEAD_HELD');
      // The hold ran out: taking it again is a new take, with its row.
      await t.db
        .updateTable('call_leads')
        .set({ held_until: new Date(Date.now() - 1000).toISOString() })
        .where('order_id', '=', id)
        .execute();
      expect((await agent.browser.call('desk.queue.take', { orderId: id })).status).toBe('ok');
      expect(await takes()).toEqual([agent.id, agent.id]);
    });
  });
});
