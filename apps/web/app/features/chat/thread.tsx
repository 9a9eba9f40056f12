import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Message, Room } from '@souqna/contracts';
import { Avatar } from '../../ui/avatar.tsx';
import { Icon } from '../../ui/icons.tsx';
import type { FormError } from '../../ui/form-error-alert.tsx';
import { useLocalePath } from '../../lib/use-locale.ts';
import { useViewer } from '../../lib/use-viewer.ts';
import { Composer } from './composer.tsx';
import { MessageList } from './message-list.tsx';
import { stillOutgoing } from './merge-messages.ts';
import { RoomAdCard } from './room-ad-card.tsx';
import { useRoomHref } from './room-href.ts';
import { useLiveThread } from './use-live-thread.ts';
import { useOutbox } from './use-outbox.ts';

export type ThreadData = {
  room: Room;
  messages: Message[];
  hasOlder: boolean;
  /** Showing an older page (?before=): offer the way back to the newest messages. */
  paged: boolean;
  clientId: string;
};

type Props = {
  thread: ThreadData;
  draft?: string;
  error?: FormError;
  /** The room's menu (delete, block, report), composed by the page from other features. */
  actions?: ReactNode;
};

/**
 * One conversation: who, the ad, the messages (older pages by link) and the composer. With
 * JavaScript it is live: pushed messages appear, sends are optimistic, ticks follow the reading.
 */
export function Thread({ thread, draft, error, actions }: Props) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const roomHref = useRoomHref();
  const navigate = useNavigate();
  const viewer = useViewer();
  const { room } = thread;
  const here = roomHref(room.roomId);
  const { messages, add } = useLiveThread(room.roomId, thread.messages, !thread.paged, viewer?._id ?? '');
  const outbox = useOutbox(
    room.roomId,
    useCallback((sent) => add([sent]), [add]),
  );
  const outgoing = thread.paged ? [] : stillOutgoing(outbox.items, messages, viewer?._id ?? '');
  const onSend = (body: string, photo: File | null) => {
    outbox.send(body, photo);
    // Writing from an older page: back to the newest, where the message shows.
    if (thread.paged) void navigate(here, { replace: true });
  };
  return (
    // As tall as the screen allows, so only the messages scroll and the composer stays in view.
    <section
      aria-labelledby="thread-title"
      className="card flex h-[calc(100dvh-7.5rem)] min-h-96 flex-col p-0"
    >
      <header className="flex items-center gap-3 border-b border-line p-3">
        <Link to={lp('/chats')} className="icon-btn md:hidden" aria-label={t('chat.back')}>
          <Icon name="back" className="size-6 rtl:rotate-180" />
        </Link>
        <Avatar src={room.member.avatar} className="size-10" />
        <h2 id="thread-title" className="min-w-0 flex-1 truncate text-lg font-bold">
          <Link to={lp(`/profile/${room.member._id}`)} className="hover:underline">
            <bdi>{room.roomName}</bdi>
          </Link>
        </h2>
        {room.closed && <span className="text-sm text-danger-fg">{t('chat.closedShort')}</span>}
        {actions}
      </header>
      {room.post && <RoomAdCard post={room.post} />}
      {/* column-reverse starts scrolled to the newest message, without any script. */}
      <div
        className="flex min-h-0 flex-1 flex-col-reverse overflow-y-auto"
        role="region"
        aria-label={t('chat.history')}
        tabIndex={0}
      >
        <div className="flex flex-col">
          {thread.hasOlder && messages[0] && (
            <Link
              to={`${here}&before=${encodeURIComponent(messages[0].id)}`}
              className="btn btn-outline mt-3 self-center"
            >
              {t('chat.older')}
            </Link>
          )}
          <MessageList
            messages={messages}
            outgoing={outgoing}
            peerReadSeq={room.peerReadSeq}
            onRetry={outbox.retry}
            onDiscard={outbox.discard}
          />
          {thread.paged && (
            <Link to={here} className="btn btn-outline mb-3 self-center">
              {t('chat.newest')}
            </Link>
          )}
        </div>
      </div>
      <Composer
        roomId={room.roomId}
        clientId={thread.clientId}
        action={here}
        closed={room.closed}
        draft={draft}
        error={error}
        onSend={onSend}
      />
    </section>
  );
}
