// Outgoing SMS and e-mail behind one interface (docs/decisions/0013-adapters-and-webhooks.md).
export type OutgoingMessage = {
  channel: 'sms' | 'email';
  to: string;
  subject?: string;
  body: string;
  /** A sign-in code in the body: the dev outbox keeps it apart so tests and newcomers can read it. */
  code?: string;
};

/** What services call: picks the channel's provider. */
export type Messenger = { send(message: OutgoingMessage): Promise<void> };

/** One provider of one or both channels; rejects when the provider did not take the message. */
export type MessageSender = (message: OutgoingMessage) => Promise<void>;
