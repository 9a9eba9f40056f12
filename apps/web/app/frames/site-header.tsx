import { MessagesMenu } from '../features/chat/messages-menu.tsx';
import { FavoritesMenu } from '../features/favorites/favorites-menu.tsx';
import { Header } from '../features/layout/header.tsx';
import { NotificationsMenu } from '../features/notifications/notifications-menu.tsx';
import { useViewer } from '../lib/use-viewer.ts';

/**
 * The site header with its menus, composed here because the menus are other features than the
 * header's (features never import each other); every frame with a header uses this one.
 */
export function SiteHeader() {
  return (
    <Header
      user={useViewer()}
      favoritesMenu={<FavoritesMenu />}
      notificationsMenu={<NotificationsMenu />}
      messagesMenu={<MessagesMenu />}
    />
  );
}
