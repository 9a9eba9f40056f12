// Outgoing SMS and email behind one interface; without a provider (development/test) they land in dev_outbox.
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Orm } from '../db/client.ts';
import { devOutbox } from '../db/schema.ts';

export type OutgoingMessage = {
  channel: 'sms' | 'email';
  to: string;
  subject?: string;
  body: string;
  code?: string;
};
export type Messenger = { send(message: OutgoingMessage): Promise<void> };
type Sender = (message: OutgoingMessage) => Promise<void>;

function smtpSender(config: Config): Sender {
  const transport = nodemailer.createTransport(config.smtpUrl!);
  return async (m) => {
    await transport.sendMail({
      from: config.smtpFrom,
      to: m.to,
      subject: m.subject ?? 'Souqna',
      text: m.body,
    });
  };
}

// A small HTTP adapter contract: POST {to, body} as JSON; any gateway can sit behind it.
function httpSmsSender(url: string): Sender {
  return async (m) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: `+${m.to}`, body: m.body }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`SMS provider answered ${res.status}`);
  };
}

function outboxSender(db: Orm): Sender {
  return async (m) => {
    await db.insert(devOutbox).values({
      channel: m.channel,
      recipient: m.to,
      subject: m.subject ?? null,
      body: m.body,
      code: m.code ?? null,
    });
  };
}

export function createMessenger(config: Config, db: Orm): Messenger {
  const outbox = config.appEnv === 'production' ? undefined : outboxSender(db);
  const email = config.smtpUrl ? smtpSender(config) : outbox;
  const sms = config.smsProviderUrl ? httpSmsSender(config.smsProviderUrl) : outbox;
  return {
    async send(message) {
      const sender = message.channel === 'email' ? email : sms;
      // loadConfig refuses production without providers, so this only guards misuse.
      if (!sender) throw new Error(`No provider for the ${message.channel} channel`);
      await sender(message);
    },
  };
}
