import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { Form, Link, useLocation, useRevalidator } from 'react-router';
import type { Route } from './+types/notification';
import { NotificationItem } from '../features/notifications/notification-item.tsx';
import { NotificationTabs, tabClass } from '../features/notifications/notification-tabs.tsx';
import { loadTab, notificationAction } from '../features/notifications/notifications.server.ts';
import { nextPageHref } from '../features/posts/use-more-posts.ts';
import { Alert } from '../ui/alert.tsx';
import { FormErrorAlert } from '../ui/form-error-alert.tsx';
import { actionError } from '../lib/action-error.server.ts';
import { apiFor } from '../lib/api.server.ts';
import { readForm } from '../lib/form-data.ts';
import { localeOf, requireUser } from '../lib/guards.server.ts';
import { notificationsSeen, useLiveEvent } from '../lib/live.ts';
import { useLocalePath } from '../lib/use-locale.ts';
import { pageMeta } from '../i18n/meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'notification');

export async function loader(args: Route.LoaderArgs) {
  requireUser(args);
  const url = new URL(args.request.url);
  const api = apiFor(args.request, args.context, localeOf(args));
  return loadTab(api, url.searchParams.get('tab'), url.searchParams.get('cursor') || undefined);
}

/** Delete one or remove a whole tab: the page's forms and the header menu's both post here. */
export async function action(args: Route.ActionArgs) {
  requireUser(args);
  const api = apiFor(args.request, args.context, localeOf(args));
  const form = await readForm(args.request);
  try {
    return await notificationAction(api, form);
  } catch (error) {
    if (error instanceof Response) throw error;
    return actionError(error);
  }
}

export default function NotificationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const location = useLocation();
  const { tab, page } = loaderData;
  useLiveNotifications(!new URLSearchParams(location.search).has('cursor'));
  // Tabs are named in the address: with none, the page opens on the newest notification's tab.
  const self = `${lp('/notification')}?tab=${tab}`;
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('meta.notification.title')}</h1>
      <FormErrorAlert error={actionData && 'error' in actionData ? actionData.error : undefined} />
      {actionData && 'done' in actionData && (
        <Alert kind="success">{t(`notification.${actionData.done}`)}</Alert>
      )}
      <NotificationTabs
        tab={tab}
        item={(kind, label, current) => (
          <Link
            key={kind}
            to={`${lp('/notification')}?tab=${kind}`}
            aria-current={current ? 'page' : undefined}
            className={tabClass(current)}
          >
            {label}
          </Link>
        )}
      />
      {page.items.length === 0 ? (
        <p className="card muted text-center">{t('notification.empty')}</p>
      ) : (
        <>
          <Form method="post" action={self} className="self-end">
            <input type="hidden" name="intent" value="clear" />
            <input type="hidden" name="tab" value={tab} />
            <button type="submit" className="btn btn-outline">
              {t('notification.removeAll')}
            </button>
          </Form>
          <ul className="card py-0">
            {page.items.map((item) => (
              <NotificationItem key={item._id} item={item} form={Form} action={self} />
            ))}
          </ul>
        </>
      )}
      {page.nextCursor && (
        <Link to={nextPageHref(location.search, page.nextCursor)} className="btn btn-outline self-center">
          {t('notification.more')}
        </Link>
      )}
    </section>
  );
}

/** New notifications show on the first page as they arrive; this page counts as having seen them. */
function useLiveNotifications(firstPage: boolean) {
  const revalidator = useRevalidator();
  useEffect(notificationsSeen, []);
  useLiveEvent((event) => {
    if (event.type !== 'notification' || !firstPage) return;
    notificationsSeen();
    if (navigator.onLine) void revalidator.revalidate();
  });
}
