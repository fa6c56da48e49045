// The built-in transports and the per-app registry other modules plug their channels into.
// - email: SMTP when SMTP_URL is set (nodemailer), else the dev transport;
// - sms:   POST {to, text} as JSON to SMS_GATEWAY_URL when set, else the dev transport;
// - dev:   prints the message to the server log and keeps it in the outbox table, where
//          `npm run shop -- outbox` shows it (the embedded default needs no mail server).
import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../../config.ts';
import { PermanentDeliveryError, type DeliverableMessage, type OutboxTransport } from '../../platform/outbox.ts';

const registries = new WeakMap<FastifyInstance, Map<string, OutboxTransport>>();

function registryOf(app: FastifyInstance): Map<string, OutboxTransport> {
  let registry = registries.get(app);
  if (!registry) registries.set(app, (registry = new Map()));
  return registry;
}

/**
 * Plugs a channel into this app's outbox worker, e.g. `addOutboxTransport(app, 'crm', crmTransport)`
 * from a module's routes(). Order of registration does not matter; a later call replaces a channel.
 */
export function addOutboxTransport(app: FastifyInstance, channel: string, transport: OutboxTransport): void {
  registryOf(app).set(channel, transport);
}

export const transportFor = (app: FastifyInstance, channel: string): OutboxTransport | undefined =>
  registryOf(app).get(channel);

const textOf = (m: DeliverableMessage): string =>
  typeof m.payload.text === 'string' ? m.payload.text : JSON.stringify(m.payload);

/**
 * Development only (no SMTP_URL / SMS_GATEWAY_URL): messages stay in the outbox for
 * `npm run shop -- outbox`. Who a message is for and what it says (a live reset code, a shopper's
 * address) never reach the log at info level, where log shipping would carry them: info says only
 * that a message is held; the recipient and text go to debug.
 */
export function devTransport(app: FastifyInstance): OutboxTransport {
  return {
    name: 'dev',
    async deliver(m) {
      app.log.info(
        { outboxId: m.id, channel: m.channel },
        `[outbox:dev] ${m.channel} #${m.id} held in the development outbox, read it with "npm run shop -- outbox"`,
      );
      app.log.debug(
        { outboxId: m.id, channel: m.channel, to: m.to },
        `[outbox:dev] ${m.channel} to ${m.to}: ${textOf(m)}`,
      );
    },
  };
}

export function smtpTransport(config: AppConfig): OutboxTransport {
  const mailer = nodemailer.createTransport(config.smtpUrl);
  const host = config.publicOrigin ? new URL(config.publicOrigin).hostname : 'localhost';
  const from = `"${config.shopName}" <no-reply@${host}>`;
  return {
    name: 'smtp',
    async deliver(m) {
      const subject = typeof m.payload.subject === 'string' ? m.payload.subject : config.shopName;
      await mailer.sendMail({ from, to: m.to, subject, text: textOf(m) });
    },
  };
}

/** The gateway answers 2xx when it took the SMS; 4xx (other than 408/429) will never succeed. */
export function smsGatewayTransport(url: string): OutboxTransport {
  return {
    name: 'sms-gateway',
    async deliver(m) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: m.to, text: textOf(m), id: m.id }),
        signal: AbortSignal.timeout(10_000),
      });
      if (res.ok) return;
      const reason = `SMS gateway answered ${res.status}`;
      if (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429)
        throw new PermanentDeliveryError(reason);
      throw new Error(reason);
    },
  };
}

/** e-mail and SMS from the configuration; channels a module already registered are left alone. */
export function registerDefaultTransports(app: FastifyInstance, config: AppConfig): void {
  const registry = registryOf(app);
  const dev = devTransport(app);
  if (!registry.has('email')) registry.set('email', config.smtpUrl ? smtpTransport(config) : dev);
  if (!registry.has('sms')) registry.set('sms', config.smsGatewayUrl ? smsGatewayTransport(config.smsGatewayUrl) : dev);
  const missing = [!config.smtpUrl && 'SMTP_URL (e-mail)', !config.smsGatewayUrl && 'SMS_GATEWAY_URL (SMS)'].filter(
    Boolean,
  );
  if (missing.length > 0) {
    app.log.warn(
      `No real transport for ${missing.join(' and ')}: messages (reset codes too) only go to the development outbox.`,
    );
  }
}
