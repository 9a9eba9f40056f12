// The local implementation of both channels: messages are kept in dev_outbox, readable at
// /dev/outbox, instead of being sent. Never used in production (the config requires providers).
import type { Orm } from '../../db/client.ts';
import { devOutbox } from '../../db/schema.ts';
import type { MessageSender } from './messenger.ts';

export function devOutboxSender(orm: Orm): MessageSender {
  return async (m) => {
    await orm.insert(devOutbox).values({
      channel: m.channel,
      recipient: m.to,
      subject: m.subject ?? null,
      body: m.body,
      code: m.code ?? null,
    });
  };
}
