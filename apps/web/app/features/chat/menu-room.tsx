import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Room } from '@souqna/contracts';
import { lastLine } from './last-line.ts';
import { useRoomHref } from './room-href.ts';
import { Icon } from '../../ui/icons.tsx';
import { RelativeDate } from '../../ui/relative-date.tsx';
import { useViewer } from '../../lib/use-viewer.ts';

type Props = { room: Room; onView: () => void; onDelete: () => void };

/** One conversation in the messages menu: who, when, the newest message, View and Delete. */
export function MenuRoom({ room, onView, onDelete }: Props) {
  const { t } = useTranslation();
  const roomHref = useRoomHref();
  const viewer = useViewer();
  const last = room.lastMessage;
  const preview = last ? lastLine(last, last.senderId === viewer?._id, t) : t('chat.noMessagesYet');
  return (
    <li className="flex items-center gap-2 border-b border-line py-2 last:border-b-0">
      <span className="flex min-w-0 flex-1 flex-col px-2">
        <span className="flex items-baseline justify-between gap-2">
          <bdi className="truncate font-semibold">{room.roomName}</bdi>
          <RelativeDate value={room.createdAt} className="muted shrink-0 text-xs" />
        </span>
        <span className="muted truncate text-sm" dir="auto">
          {preview}
        </span>
      </span>
      <Link to={roomHref(room.roomId)} onClick={onView} className="btn btn-outline px-3">
        {t('chatMenu.view')}
        {/* The visible word starts the name (WCAG label in name); the rest says which room. */}
        <span className="sr-only"> {t('chatMenu.viewRoom', { name: room.roomName })}</span>
      </Link>
      <button
        type="button"
        className="icon-btn"
        onClick={onDelete}
        aria-label={t('chatMenu.deleteRoom', { name: room.roomName })}
      >
        <Icon name="trash" />
      </button>
    </li>
  );
}
