// The chat's side of the safety guard (docs/product/safety.md#in-a-chat, docs/decisions/0054): a
// message is always delivered, with what the rules found in it kept beside it for its receiver's
// note; a sender whose first messages to several members within an hour carry signals is flagged to
// the moderators and slowed down (the limits adapter counts their sends).
import { SAFETY_SLOWDOWN, type SafetySignal } from '@souqna/contracts';
import type { Connection } from '../../db/client.ts';
import type { EventTx } from '../../events/event-bus.ts';
import type { Deps } from '../../context.ts';

type Conn = Pick<Connection, 'query'>;

/**
 * The members this sender opened with a signalled message within the window: messages sent before
 * the other member ever wrote in that room (a reply makes it a conversation, not a first contact),
 * and the signals they carried.
 */
export async function signalledFirstContacts(conn: Conn, senderId: string) {
  const [row] = await conn.query<{ members: number; signals: string[] }>(
    `with first_contacts as (
       select rm.user_id as peer, m.safety_signals
         from messages m
         join room_members rm on rm.room_id = m.room_id and rm.user_id <> m.sender_id
        where m.sender_id = $1 and m.safety_signals <> '{}'
          and m.created_at > now() - make_interval(secs => $2)
          and not exists (select 1 from messages p
                           where p.room_id = m.room_id and p.sender_id <> m.sender_id and p.seq < m.seq)
     )
     select count(distinct peer)::int as members,
            array(select distinct s from first_contacts, unnest(safety_signals) s order by s) as signals
       from first_contacts`,
    [senderId, SAFETY_SLOWDOWN.windowSeconds],
  );
  return { members: row?.members ?? 0, signals: row?.signals ?? [] };
}

/**
 * After a signalled message is written (in its transaction): when it makes `sellers` members, the
 * flag's job commits with the message. Answers whether the sender is to be slowed once it commits.
 */
export async function checkSender(
  deps: Pick<Deps, 'events'>,
  tx: Conn & EventTx,
  senderId: string,
  signals: readonly SafetySignal[],
): Promise<boolean> {
  if (!signals.length) return false;
  const contacts = await signalledFirstContacts(tx, senderId);
  if (contacts.members < SAFETY_SLOWDOWN.sellers) return false;
  await deps.events.publish('sender.flagged', { userId: senderId, signals: contacts.signals }, tx);
  return true;
}
