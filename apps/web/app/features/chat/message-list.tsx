import { useTranslation } from 'react-i18next';
import type { Message } from '@souqna/contracts';
import { useUtcOffset } from '../../lib/dates.ts';
import { useViewer } from '../../lib/use-viewer.ts';
import { MessageBubble, OutgoingBubble } from './message-bubble.tsx';
import { groupByDay } from './message-time.ts';
import type { Outgoing } from './use-outbox.ts';

type Props = {
  messages: Message[];
  /** Written here and not answered yet (sending or failed), shown after the rest. */
  outgoing?: Outgoing[];
  /** The other member has read my messages up to this seq (read ticks). */
  peerReadSeq: number;
  onRetry?: (clientId: string) => void;
  onDiscard?: (clientId: string) => void;
};

/** Oldest first, a separator per day; mine on the inline end, theirs on the start (mirrors in RTL). */
export function MessageList({ messages, outgoing = [], peerReadSeq, onRetry, onDiscard }: Props) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const offset = useUtcOffset();
  if (messages.length === 0 && outgoing.length === 0)
    return <p className="muted p-6 text-center">{t('chat.threadEmpty')}</p>;
  return (
    <ol className="flex flex-col gap-2 p-3" aria-label={t('chat.messages')}>
      {groupByDay(messages, offset).map((group) => (
        <li key={group.day} className="flex flex-col gap-2">
          <p className="muted self-center rounded-full bg-page px-3 py-0.5 text-xs">
            <time dateTime={group.day}>{group.label}</time>
          </p>
          <ol className="flex flex-col gap-2">
            {group.items.map((m) => (
              <MessageBubble
                key={m.id}
                message={m}
                mine={m.senderId === viewer?._id}
                read={m.seq <= peerReadSeq}
              />
            ))}
          </ol>
        </li>
      ))}
      {outgoing.length > 0 && (
        <li>
          <ol className="flex flex-col gap-2" aria-label={t('chat.outgoing')}>
            {outgoing.map((o) => (
              <OutgoingBubble key={o.clientId} item={o} onRetry={onRetry} onDiscard={onDiscard} />
            ))}
          </ol>
        </li>
      )}
    </ol>
  );
}
