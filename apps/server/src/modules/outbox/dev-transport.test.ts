// The development transport (no SMTP_URL / SMS_GATEWAY_URL) must not write a live reset code to the
// info log, where log shipping would carry it; the text is only for debug level and the outbox.
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { DeliverableMessage } from '../../platform/outbox.ts';
import { devTransport } from './transports.ts';

const CODE = '482913';
const resetCode = (over: Partial<DeliverableMessage> = {}): DeliverableMessage => ({
  id: 3,
  channel: 'sms',
  to: '+385912345678',
  payload: { text: `Zdravo: vaš kod za novu lozinku je ${CODE}`, sensitive: true },
  attempts: 0,
  createdAt: new Date().toISOString(),
  ...over,
});

async function logLines(
  level: 'info' | 'debug',
  message: DeliverableMessage,
): Promise<Array<{ level: number; msg: string }>> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const app = Fastify({ logger: { level, stream } });
  await devTransport(app).deliver(message);
  await app.close();
  return lines.map((l) => JSON.parse(l) as { level: number; msg: string });
}

describe('development transport', () => {
  it('logs a sensitive message at info without its text, pointing at the outbox', async () => {
    const lines = await logLines('info', resetCode());
    expect(lines.some((l) => l.msg.includes('npm run shop -- outbox'))).toBe(true);
    expect(lines.map((l) => l.msg).join('\n')).not.toContain(CODE);
  });

  it('keeps the text for debug level only', async () => {
    const lines = await logLines('debug', resetCode());
    const withCode = lines.filter((l) => l.msg.includes(CODE));
    expect(withCode).toHaveLength(1);
    expect(withCode[0]!.level).toBe(20); // pino's debug
  });

  it('logs neither who an ordinary message is for nor what it says at info; debug has both', async () => {
    const message = resetCode({
      channel: 'email',
      to: 'ana@example.com',
      payload: { text: 'Vaša narudžba je poslana.' },
    });
    const info = (await logLines('info', message)).map((l) => JSON.stringify(l)).join('\n');
    expect(info).toContain('npm run shop -- outbox');
    expect(info).not.toContain('ana@example.com');
    expect(info).not.toContain('Vaša narudžba');
    const debug = (await logLines('debug', message)).filter((l) => l.level === 20);
    expect(debug.map((l) => l.msg)).toEqual(['[outbox:dev] email to ana@example.com: Vaša narudžba je poslana.']);
  });
});
