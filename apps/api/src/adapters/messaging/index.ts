// Outgoing messages: each channel goes to its configured provider, else (outside production) to
// the dev outbox. The only way in for the rest of the API.
import type { Config } from '../../config.ts';
import type { Orm } from '../../db/client.ts';
import { devOutboxSender } from './dev-outbox.ts';
import { httpSms } from './http-sms.ts';
import type { Messenger } from './messenger.ts';
import { smtpEmail } from './smtp-email.ts';

export type { MessageSender, Messenger, OutgoingMessage } from './messenger.ts';

type MessagingConfig = Pick<Config, 'appEnv' | 'smtpUrl' | 'smtpFrom' | 'smsProviderUrl'>;

export function createMessenger(config: MessagingConfig, orm: Orm): Messenger {
  const outbox = config.appEnv === 'production' ? undefined : devOutboxSender(orm);
  const email = config.smtpUrl ? smtpEmail(config.smtpUrl, config.smtpFrom) : outbox;
  const sms = config.smsProviderUrl ? httpSms(config.smsProviderUrl) : outbox;
  return {
    async send(message) {
      const sender = message.channel === 'email' ? email : sms;
      // loadConfig refuses production without providers, so this only guards misuse.
      if (!sender) throw new Error(`No provider for the ${message.channel} channel`);
      await sender(message);
    },
  };
}
