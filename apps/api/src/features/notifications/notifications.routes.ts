// Notifications: the signed-in member's own lists, and the admin broadcast.
import { endpoints } from '@souqna/contracts';
import { SECURITY, type App } from '../../context.ts';
import { route } from '../../plugins/route.ts';
import { WRITE_RATE } from '../../lib/write-limits.ts';
import { getPrefs, setPrefs } from './notification-prefs.service.ts';
import { broadcast, clearTab, deleteNotification, listNotifications } from './notifications.service.ts';

const schema = { tags: ['notifications'], security: SECURITY };
const own = { config: { auth: 'required' as const }, schema };

export default async function notificationsRoutes(app: App): Promise<void> {
  const { deps } = app;
  route(app, endpoints.generalNotifications, own, async (req) =>
    listNotifications(deps, req.user!, 'general', req.query),
  );
  route(app, endpoints.followingNotifications, own, async (req) =>
    listNotifications(deps, req.user!, 'following', req.query),
  );
  route(app, endpoints.clearGeneralNotifications, own, async (req) => clearTab(deps, req.user!, 'general'));
  route(app, endpoints.clearFollowingNotifications, own, async (req) =>
    clearTab(deps, req.user!, 'following'),
  );
  route(app, endpoints.deleteNotification, own, async (req) =>
    deleteNotification(deps, req.user!, req.params.id),
  );
  route(app, endpoints.notificationPrefs, own, async (req) => getPrefs(deps, req.user!));
  route(app, endpoints.saveNotificationPrefs, own, async (req) => setPrefs(deps, req.user!, req.body));
  route(
    app,
    endpoints.broadcastNotification,
    { config: { auth: 'admin', rateLimit: WRITE_RATE.social }, schema },
    async (req) => broadcast(deps, req.user!, req.body),
  );
}
