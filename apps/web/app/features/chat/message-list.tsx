import { useTranslation } from 'react-i18next';
import type { Message } from '@souqna/contracts';
import { useViewer } from '../../lib/use-viewer.ts';
import { clockTime, groupByDay } from './message-time.ts';

/** Oldest first, a separator per day; mine on the inline end, theirs on the start (mirrors in RTL). */
export function MessageList({ messages }: { messages: Message[] }) {
  const { t } = useTranslation();
  const viewer = useViewer();
  if (messages.length === 0) return <p className="muted p-6 text-center">{t('chat.threadEmpty')}</p>;
  return (
    <ol className="flex flex-col gap-2 p-3" aria-label={t('chat.messages')}>
      {groupByDay(messages).map((group) => (
        <li key={group.day} className="flex flex-col gap-2">
          <p className="muted self-center rounded-full bg-page px-3 py-0.5 text-xs">
            <time dateTime={group.day}>{group.label}</time>
          </p>
          <ol className="flex flex-col gap-2">
            {group.items.map((m) => (
              <Bubble key={m.id} message={m} mine={m.senderId === viewer?._id} />
            ))}
          </ol>
        </li>
      ))}
    </ol>
  );
}

function Bubble({ message, mine }: { message: Message; mine: boolean }) {
  const { t } = useTranslation();
  const side = mine
    ? 'ms-auto rounded-ee-sm bg-primary text-on-primary'
    : 'me-auto rounded-es-sm border border-line bg-card';
  return (
    <li className={`flex max-w-[80%] flex-col gap-0.5 rounded-2xl px-3 py-2 ${side}`} data-mine={mine}>
      <span className="sr-only">{mine ? t('chat.you') : t('chat.them')}</span>
      <p dir="auto" className="break-words whitespace-pre-line">
        {message.body}
      </p>
      <time dateTime={message.createdAt} className={`self-end text-xs ${mine ? '' : 'muted'}`}>
        <bdi dir="ltr">{clockTime(message.createdAt)}</bdi>
      </time>
    </li>
  );
}
