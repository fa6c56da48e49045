// The outbox's SMTP transport against a real SMTP server (the Nodemailer project's smtp-server):
// a reset code requested in the shop arrives as a mail with its subject and code, and the outbox
// then holds the message without the code.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDbKinds, type TestApp } from '../../testing.ts';
import { newAccount, signUp } from '../users/testing.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

describe.each(testDbKinds)('e-mail through a real SMTP server (%s)', (kind) => {
  const inbox: Received[] = [];
  let smtp: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          inbox.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestApp(kind, { SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_ORIGIN: 'https://zdravo.ba' });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the reset code mail and blanks the code in the outbox afterwards', async () => {
    const account = newAccount();
    await signUp(t.shopper({ country: 'BA', ip: '10.70.0.1' }), account);
    expect(
      await t.shopper({ country: 'BA', ip: '10.70.0.2' }).call('auth.generateToken', { Email: account.email }),
    ).toMatchObject({ status: 'ok' });

    await expect.poll(() => inbox.find((m) => m.to.includes(account.email)), { timeout: 15_000 }).toBeDefined();
    const mail = inbox.find((m) => m.to.includes(account.email))!;
    expect(mail.from).toBe('no-reply@zdravo.ba');
    expect(mail.raw).toMatch(/^Subject: .*kod za novu lozinku/m);
    expect(mail.raw).toMatch(/\d{6}/);

    await expect
      .poll(
        async () => {
          const row = await t.db
            .selectFrom('outbox')
            .select(['payload', 'sent_at'])
            .where('recipient', '=', account.email)
            .executeTakeFirst();
          return row ? { sent: row.sent_at !== null, text: (JSON.parse(row.payload) as { text: string }).text } : null;
        },
        { timeout: 15_000 },
      )
      .toEqual({ sent: true, text: '[delivered]' });
  });
});
