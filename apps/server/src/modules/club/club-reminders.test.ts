// Renewal reminders on each database (docs/desk.md, Klub): 14 and 3 days before the last day, one SMS
// each in the country's words with its fee — or an e-mail when the account has no phone — and never
// twice: a pass run again, three passes at once and a second server on the same database add nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, localDay } from '@zdravo/contract';
import { createTestApp, runShopCommand, testDbKinds, type TestApp } from '../../testing.ts';
import { loggedInShopper } from '../users/testing.ts';
import { queueClubReminders } from './reminders.ts';

const DAY = 86_400_000;
/** The day `n` days from a YYYY-MM-DD day (noon keeps clear of any midnight). */
const shift = (day: string, n: number): string =>
  localDay(new Date(new Date(`${day}T12:00:00Z`).getTime() + n * DAY).toISOString());

describe.each(testDbKinds)('club renewal reminders on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  /** A member whose year was paid on `paidOn`; answers its phone (E.164) and its last day. */
  async function member(paidOn: string) {
    const { account } = await loggedInShopper(t);
    await runShopCommand(t, 'club:activate', account.email, `--from=${paidOn}`);
    const row = await t.db
      .selectFrom('club_members')
      .innerJoin('users', 'users.id', 'club_members.user_id')
      .select(['club_members.id', 'club_members.expires_at', 'users.phone', 'users.email'])
      .where('users.email_key', '=', account.email.toLowerCase())
      .executeTakeFirstOrThrow();
    return {
      id: row.id,
      phone: row.phone,
      email: row.email,
      lastDay: localDay(new Date(new Date(row.expires_at!).getTime() - 1).toISOString()),
    };
  }

  const messagesTo = (to: string) =>
    t.db.selectFrom('outbox').select(['channel', 'payload']).where('recipient', '=', to).orderBy('id').execute();
  const remind = async (day: string) => (await runShopCommand(t, 'club:remind', '--at', day))[0]!;

  it('sends the 14-day and the 3-day reminder once each, by SMS, in the country’s words and fee', async () => {
    const m = await member(shift(localDay(new Date().toISOString()), -300));
    // Weeks before the end: nothing is due.
    await remind(shift(m.lastDay, -20));
    expect(await messagesTo(m.phone)).toEqual([]);

    expect(await remind(shift(m.lastDay, -14))).toMatch(/^\d+ renewal reminder\(s\) queued as of /);
    await remind(shift(m.lastDay, -14));
    await remind(shift(m.lastDay, -10));
    let sent = await messagesTo(m.phone);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.channel).toBe('sms');
    const text = (JSON.parse(sent[0]!.payload) as { text: string }).text;
    // A +387 number: Bosnian words, the fee in KM, the BA team's number, the last day as written there.
    expect(text).toContain('ističe za 14 dana');
    expect(text).toContain('199,00 KM');
    expect(text).toContain('+387 33 555 120');
    expect(text).toContain(`(${formatDate(`${m.lastDay}T12:00:00Z`)})`);

    // Three days before, four passes at once (on PostgreSQL each on a connection of its own): one more message.
    const at = new Date(`${shift(m.lastDay, -3)}T12:00:00Z`);
    await Promise.all([
      queueClubReminders(t.db, t.config, at),
      queueClubReminders(t.db, t.config, at),
      queueClubReminders(t.db, t.config, at),
      remind(shift(m.lastDay, -3)),
    ]);
    await remind(shift(m.lastDay, -1));
    sent = await messagesTo(m.phone);
    expect(sent).toHaveLength(2);
    expect((JSON.parse(sent[1]!.payload) as { text: string }).text).toContain('ističe za 3 dana');
    const claims = await t.db
      .selectFrom('club_reminders')
      .select(['days_before', 'outbox_id'])
      .where('membership_id', '=', m.id)
      .orderBy('days_before')
      .execute();
    expect(claims.map((c) => c.days_before)).toEqual([3, 14]);
    expect(claims.every((c) => c.outbox_id !== null)).toBe(true);
  });

  it('a membership found only inside the last 3 days gets the 3-day reminder alone; a renewed one and a cancelled one get none', async () => {
    const today = localDay(new Date().toISOString());
    const late = await member(shift(today, -300));
    await remind(shift(late.lastDay, -2));
    expect((await messagesTo(late.phone)).map((r) => JSON.parse(r.payload).text as string)).toEqual([
      expect.stringContaining('za 3 dana'),
    ]);

    const renewed = await member(shift(today, -300));
    const renewedEmail = (
      await t.db.selectFrom('users').select('email').where('phone', '=', renewed.phone).executeTakeFirstOrThrow()
    ).email;
    await runShopCommand(t, 'club:activate', renewedEmail);
    const cancelled = await member(shift(today, -300));
    await runShopCommand(t, 'club:cancel', cancelled.email);
    await remind(shift(renewed.lastDay, -14));
    await remind(shift(renewed.lastDay, -3));
    expect(await messagesTo(renewed.phone)).toEqual([]);
    expect(await messagesTo(cancelled.phone)).toEqual([]);
  });

  it('writes an e-mail when the account has no phone', async () => {
    const m = await member(shift(localDay(new Date().toISOString()), -300));
    await t.db.updateTable('users').set({ phone: '' }).where('email', '=', m.email).execute();
    await remind(shift(m.lastDay, -14));
    const sent = await messagesTo(m.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.channel).toBe('email');
    const mail = JSON.parse(sent[0]!.payload) as { subject: string; text: string };
    expect(mail.subject).toMatch(/^Zdravo Klub: vaše članstvo (ističe|istječe) /);
    expect(mail.text).toContain('za 14 dana');
  });

  it('refuses a --at that is not a day', async () => {
    await expect(runShopCommand(t, 'club:remind', '--at', '2027-02-30')).rejects.toThrow(/not a date/);
    await expect(runShopCommand(t, 'club:remind', '--at', 'sutra')).rejects.toThrow(/YYYY-MM-DD/);
  });
});
