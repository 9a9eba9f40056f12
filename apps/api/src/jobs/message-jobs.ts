// Outgoing SMS and e-mail through the durable queue: the request that asks for a message only
// stores the job, so its answer and timing never depend on the provider, and a provider that is
// down gets the message later (QUEUES['message.send'] retries with backoff).
import type { Messenger, OutgoingMessage } from '../adapters/messaging/index.ts';
import type { Config } from '../config.ts';
import type { Tx } from '../db/transaction.ts';
import type { JobQueue } from './job-queue.ts';
import { seal, unseal } from './sealed.ts';

type Queue = { jobs: JobQueue; config: Pick<Config, 'jwtSecret'> };

/**
 * `message` null stores a job that sends nothing: a caller that must look the same whether or not
 * there is anyone to write to (password reset for an unknown address) does the same work either way.
 */
export async function queueMessage(deps: Queue, message: OutgoingMessage | null, tx?: Tx): Promise<void> {
  await deps.jobs.send('message.send', { sealed: await seal(deps.config.jwtSecret, message) }, tx);
}

export function workMessages(deps: Queue & { messenger: Messenger }): Promise<void> {
  return deps.jobs.work('message.send', async ({ sealed }) => {
    const message = await unseal<OutgoingMessage | null>(deps.config.jwtSecret, sealed);
    if (message) await deps.messenger.send(message);
  });
}
