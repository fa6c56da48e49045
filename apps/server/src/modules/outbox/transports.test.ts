// The real transports against local stand-ins: an SMS gateway (HTTP) and an SMTP server (a tiny
// line-protocol fake that records what it was sent).
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { PermanentDeliveryError, type DeliverableMessage } from '../../platform/outbox.ts';
import { smsGatewayTransport, smtpTransport } from './transports.ts';

const message = (over: Partial<DeliverableMessage> = {}): DeliverableMessage => ({
  id: 7,
  channel: 'sms',
  to: '+38761234567',
  payload: { text: 'Zdravo: vaš kod za novu lozinku je 123456' },
  attempts: 0,
  createdAt: new Date().toISOString(),
  ...over,
});

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function listen(server: http.Server | net.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return (server.address() as AddressInfo).port;
}

describe('SMS gateway transport', () => {
  it('POSTs {to, text, id} as JSON; 2xx delivers, 5xx/429 retries, other 4xx fails for good', async () => {
    const statuses = [200, 503, 429, 400];
    const bodies: unknown[] = [];
    const server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        bodies.push({ type: req.headers['content-type'], body: JSON.parse(raw) });
        res.statusCode = statuses.shift() ?? 500;
        res.end();
      });
    });
    const port = await listen(server);
    const sms = smsGatewayTransport(`http://127.0.0.1:${port}/send`);
    await expect(sms.deliver(message())).resolves.toBeUndefined();
    expect(bodies[0]).toEqual({
      type: 'application/json',
      body: { to: '+38761234567', text: 'Zdravo: vaš kod za novu lozinku je 123456', id: 7 },
    });
    await expect(sms.deliver(message())).rejects.not.toBeInstanceOf(PermanentDeliveryError);
    await expect(sms.deliver(message())).rejects.not.toBeInstanceOf(PermanentDeliveryError);
    await expect(sms.deliver(message())).rejects.toBeInstanceOf(PermanentDeliveryError);
  });
});

describe('SMTP transport', () => {
  it('sends the subject and text to the recipient from the shop', async () => {
    const received: string[] = [];
    const server = net.createServer((socket) => {
      let data = false;
      let buffer = '';
      socket.write('220 fake ESMTP\r\n');
      socket.on('data', (chunk) => {
        buffer += chunk.toString();
        let at;
        while ((at = buffer.indexOf('\r\n')) >= 0) {
          const line = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          if (data) {
            if (line === '.') {
              data = false;
              socket.write('250 queued\r\n');
            } else received.push(line);
            continue;
          }
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake\r\n');
          else if (verb === 'DATA') {
            data = true;
            socket.write('354 go on\r\n');
          } else if (verb === 'QUIT') socket.end('221 bye\r\n');
          else {
            received.push(line);
            socket.write('250 ok\r\n');
          }
        }
      });
    });
    const port = await listen(server);
    const config = loadConfig({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      PUBLIC_ORIGIN: 'https://zdravo.hr',
      SHOP_NAME: 'Zdravo',
    });
    const smtp = smtpTransport(config);
    await smtp.deliver(
      message({
        channel: 'email',
        to: 'ana@example.com',
        payload: { subject: 'Zdravo: kod za novu lozinku', text: 'Vaš kod je 123456.' },
      }),
    );
    const all = received.join('\n');
    expect(all).toMatch(/MAIL FROM:<no-reply@zdravo\.hr>/);
    expect(all).toMatch(/RCPT TO:<ana@example\.com>/);
    expect(all).toMatch(/^Subject: Zdravo: kod za novu lozinku$/m);
    expect(all).toContain('123456');
  });
});
