import { useTranslation } from 'react-i18next';
import { Dot } from '../../ui/dot.tsx';
import { Icon } from '../../ui/icons.tsx';
import { lazyPart } from '../../ui/lazy-part.ts';
import { LazyPopup, useLazyOpen } from '../../ui/lazy-popup.tsx';
import type { TriggerLook } from '../../ui/light-trigger.tsx';
import { useUnseenMessages } from '../../lib/live.ts';
import { useViewer } from '../../lib/use-viewer.ts';

// Radix Popover and the list download on the first hover, focus or click, not with the page (docs/decisions/0008).
const Popup = lazyPart(() => import('./messages-popup.tsx'));

/**
 * The header's messages menu (docs/product/conversations-and-notifications.md#messages-menu): the
 * conversations in two tabs, new and read, loaded when it opens and again when the socket rings.
 * It is the header's one chat button (docs/decisions/0044-phone-reach.md): the chat icon, the
 * unseen-messages dot, and "View all" to /chats inside.
 */
export function MessagesMenu() {
  const { t } = useTranslation();
  const menu = useLazyOpen();
  const unseen = useUnseenMessages(useViewer()?.unseenMessagesCount ?? 0);
  const look: TriggerLook = {
    className: 'icon-btn relative',
    'aria-label': unseen > 0 ? t('header.messagesUnseen') : t('header.messages'),
    'data-tip': t('header.messages'),
    children: (
      <>
        <Icon name="chat" />
        {unseen > 0 && <Dot />}
      </>
    ),
  };
  return (
    <LazyPopup look={look} state={menu} onPreload={Popup.preload}>
      {(popup) => <Popup.Component {...popup} />}
    </LazyPopup>
  );
}
