import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Route } from './+types/chats';
import { ChatsEmpty } from '../features/chat/chats-empty.tsx';
import { loadChats, sendChatMessage } from '../features/chat/chat.server.ts';
import { RoomList } from '../features/chat/room-list.tsx';
import { Thread } from '../features/chat/thread.tsx';
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

/** The composer's intent=send (docs/product/conversations-and-notifications.md#messages). */
export async function action(args: Route.ActionArgs) {
  requireUser(args);
  const locale = localeOf(args);
  const fields = formFields(await readForm(args.request));
  if (fields.intent !== 'send') throw new Response(null, { status: 400 });
  return sendChatMessage(apiFor(args.request, args.context, locale), fields, locale);
}

/** Desktop: list and thread side by side; phone: the list, or the chosen thread with a way back. */
export default function ChatsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const { thread, rooms, nextCursor } = loaderData;
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
        <Thread key={thread.room.roomId} thread={thread} draft={actionData?.body} error={actionData?.error} />
      ) : (
        <p className="card muted grid place-items-center max-md:hidden">{t('chat.pick')}</p>
      )}
    </div>
  );
}
