import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Room } from '@souqna/contracts';
import { lastLine } from './last-line.ts';
import { useRoomHref } from './room-href.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { RelativeDate } from '../../ui/relative-date.tsx';
import { useViewer } from '../../lib/use-viewer.ts';

/** The conversations, newest activity first; a room is chosen with ?room= so it works without JS. */
export function RoomList({ rooms, selected }: { rooms: Room[]; selected: string | null }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('chat.rooms')}>
      <ul className="flex flex-col divide-y divide-line">
        {rooms.map((room) => (
          <li key={room.roomId}>
            <RoomItem room={room} current={room.roomId === selected} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function RoomItem({ room, current }: { room: Room; current: boolean }) {
  const { t } = useTranslation();
  const roomHref = useRoomHref();
  const viewer = useViewer();
  const last = room.lastMessage;
  return (
    <Link
      to={roomHref(room.roomId)}
      aria-current={current ? 'page' : undefined}
      className={`flex items-center gap-3 p-3 hover:bg-page ${current ? 'bg-page' : ''}`}
    >
      <Avatar src={room.member.avatar} className="size-12" />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex items-baseline justify-between gap-2">
          <bdi className="truncate font-semibold">{room.roomName}</bdi>
          <RelativeDate value={room.updatedAt} className="muted shrink-0 text-xs" />
        </span>
        {room.post && (
          <span className="muted truncate text-xs" dir="auto">
            {room.post.title}
          </span>
        )}
        <span className="flex items-center justify-between gap-2">
          <span className="muted truncate text-sm" dir="auto">
            {last ? lastLine(last, last.senderId === viewer?._id, t) : t('chat.noMessagesYet')}
          </span>
          {room.unseenCount > 0 && (
            <span className="rounded-full bg-primary px-2 text-xs font-bold text-on-primary">
              <span aria-hidden="true">{room.unseenCount}</span>
              <span className="sr-only">{t('chat.unseen', { count: room.unseenCount })}</span>
            </span>
          )}
        </span>
        {room.closed && <span className="text-xs text-danger-fg">{t('chat.closedShort')}</span>}
      </span>
    </Link>
  );
}
