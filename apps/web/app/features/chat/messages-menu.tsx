import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons.tsx';
import { lazyPart } from '../../ui/lazy-part.ts';
import { LazyPopup, useLazyOpen } from '../../ui/lazy-popup.tsx';
import type { TriggerLook } from '../../ui/light-trigger.tsx';

// Radix Popover and the list download on the first hover, focus or click, not with the page (docs/decisions/0008).
const Popup = lazyPart(() => import('./messages-popup.tsx'));

/**
 * The header's messages menu (docs/product/conversations-and-notifications.md#messages-menu): the
 * conversations in two tabs, new and read, loaded when it opens and again when the socket rings.
 */
export function MessagesMenu() {
  const { t } = useTranslation();
  const menu = useLazyOpen();
  const look: TriggerLook = {
    className: 'icon-btn',
    'aria-label': t('chatMenu.label'),
    'data-tip': t('chatMenu.label'),
    children: <Icon name="inbox" />,
  };
  return (
    <LazyPopup look={look} state={menu} onPreload={Popup.preload}>
      {(popup) => <Popup.Component {...popup} />}
    </LazyPopup>
  );
}
