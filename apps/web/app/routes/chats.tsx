import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useRevalidator } from 'react-router';
import type { Route } from './+types/chats';
import { BlockButton } from '../features/blocks/block-button.tsx';
import { ChatsEmpty } from '../features/chat/chats-empty.tsx';
import { loadChats, roomAction, sendChatMessage } from '../features/chat/chat.server.ts';
import { DeleteRoomButton, RoomMenu } from '../features/chat/room-menu.tsx';
import { RoomList } from '../features/chat/room-list.tsx';
import { useLiveRooms } from '../features/chat/room-updates.ts';
import { Thread } from '../features/chat/thread.tsx';
import { ReportButton } from '../features/reports/report-dialog.tsx';
import { sendReport } from '../features/reports/report.server.ts';
import { useLiveEvent, whenVisible } from '../lib/live.ts';
import type { FormError } from '../ui/form-error-alert.tsx';
import { nextPageHref } from '../features/posts/use-more-posts.ts';
import { apiFor } from '../lib/api.server.ts';
import { formFields, readForm } from '../lib/form-data.ts';
import { localeOf, requireUser } from '../lib/guards.server.ts';
import { pageMeta } from '../i18n/meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'chats');

export async function loader(args: Route.LoaderArgs) {
  requireUser(args);
  const api = apiFor(args.request, args.context, localeOf(args));
  return loadChats(api, new URL(args.request.url));
}

type ChatsData = Awaited<ReturnType<typeof loader>>;
let shown: ChatsData | undefined;

/**
 * The live refresh (useLiveRevalidation) may run just as the connection drops: a refresh that
 * cannot reach the server keeps what is on screen instead of replacing the page with an error;
 * the next reconnect reads again. Anything else (a 404, a server error) still reaches the error page.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return (shown = await serverLoader());
  } catch (error) {
    if (error instanceof TypeError && shown) return shown;
    throw error;
  }
}

/**
 * The composer's intent=send (docs/product/conversations-and-notifications.md#messages) and the
 * room menu's deleteRoom, block, unblock and report, each about the room of `?room=`.
 */
export async function action(args: Route.ActionArgs) {
  requireUser(args);
  const locale = localeOf(args);
  const api = apiFor(args.request, args.context, locale);
  const form = await readForm(args.request);
  const fields = formFields(form);
  if (fields.intent === 'send') return sendChatMessage(api, fields, locale, form.get('image'));
  if (fields.intent === 'report') return sendReport(api, fields);
  const roomId = new URL(args.request.url).searchParams.get('room') ?? '';
  if (fields.intent === 'deleteRoom' || fields.intent === 'block' || fields.intent === 'unblock')
    return roomAction(api, roomId, fields.intent, locale);
  throw new Response(null, { status: 400 });
}

/** Desktop: list and thread side by side; phone: the list, or the chosen thread with a way back. */
export default function ChatsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const { nextCursor } = loaderData;
  shown = loaderData;
  const revalidate = useLiveRevalidation();
  // The socket's pushes keep the list and the open room's ticks current (docs/decisions/0061).
  const { rooms, pushes } = useLiveRooms(loaderData.rooms, revalidate);
  const pushed = loaderData.thread && pushes.get(loaderData.thread.room.roomId);
  const thread = loaderData.thread && pushed ? { ...loaderData.thread, room: pushed } : loaderData.thread;
  // The composer's refused send (no JavaScript): its text and the reason; the menu's answers are theirs.
  const composer =
    actionData && 'body' in actionData ? (actionData as { body: string; error?: FormError }) : undefined;
  if (!thread && rooms.length === 0) {
    return (
      <div className="flex flex-col gap-5">
        <h1 className="text-2xl font-bold">{t('meta.chats.title')}</h1>
        <ChatsEmpty />
      </div>
    );
  }
  return (
    <div className="grid gap-4 md:grid-cols-[20rem_1fr]">
      <div className={`flex flex-col gap-3 ${thread ? 'max-md:hidden' : ''}`}>
        <h1 className="text-2xl font-bold">{t('meta.chats.title')}</h1>
        <div className="card p-0">
          <RoomList rooms={rooms} selected={thread?.room.roomId ?? null} />
        </div>
        {nextCursor && (
          <Link to={nextPageHref(location.search, nextCursor)} className="btn btn-outline self-center">
            {t('listing.more')}
          </Link>
        )}
      </div>
      {thread ? (
        <Thread
          key={thread.room.roomId}
          thread={thread}
          draft={composer?.body}
          error={composer?.error}
          actions={
            <RoomMenu>
              <DeleteRoomButton />
              <BlockButton name={thread.room.roomName} isBlocked={thread.room.blockedByMe} />
              <ReportButton target={{ userId: thread.room.member._id }} />
            </RoomMenu>
          }
        />
      ) : (
        <p className="card muted grid place-items-center max-md:hidden">{t('chat.pick')}</p>
      )}
    </div>
  );
}

/**
 * Back online (or a push that carries no room): the list, the room and its ticks are read again, a
 * moment later so a burst makes one read, and only while the page is seen, since reading the room
 * marks it read. A message or a read costs no request: its pushes carry what changed.
 */
function useLiveRevalidation() {
  const revalidator = useRevalidator();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const later = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => whenVisible(() => navigator.onLine && void revalidator.revalidate()),
      120,
    );
  }, [revalidator]);
  useLiveEvent((event) => {
    if (event.type === 'resync') later();
  });
  return later;
}
