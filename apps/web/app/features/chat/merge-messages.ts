import type { Message } from '@souqna/contracts';

/**
 * The union of message lists, each message once (by id), in room order (seq). The thread shows the
 * loader's page merged with what arrived since (pushed, sent, caught up): arriving twice — by the
 * socket and by the send's answer, or again after a reconnect — still shows once.
 */
export function mergeMessages(...lists: Message[][]): Message[] {
  const byId = new Map<string, Message>();
  for (const list of lists) for (const m of list) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

/** What the composer has not seen answered yet, less what already came back by another way. */
export function stillOutgoing<T extends { clientId: string }>(
  outgoing: T[],
  messages: Message[],
  me: string,
) {
  const landed = new Set(messages.filter((m) => m.senderId === me).map((m) => m.clientId));
  return outgoing.filter((o) => !landed.has(o.clientId));
}
