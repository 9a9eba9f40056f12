import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons.tsx';
import { lazyPart } from '../../ui/lazy-part.ts';
import { LightTrigger, type TriggerLook } from '../../ui/light-trigger.tsx';

// Radix Popover and the list download on the first hover, focus or click, not with the page (docs/decisions/0008).
const Popup = lazyPart(() => import('./messages-popup.tsx'));

/**
 * The header's messages menu (docs/product/conversations-and-notifications.md#messages-menu): the
 * conversations in two tabs, new and read, loaded when it opens and again when the socket rings.
 */
export function MessagesMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) setRequested(true);
  };
  const look: TriggerLook = {
    className: 'icon-btn',
    'aria-label': t('chatMenu.label'),
    children: <Icon name="inbox" />,
  };
  const light = (
    <LightTrigger popup="dialog" {...look} onPreload={Popup.preload} onOpen={() => onOpenChange(true)} />
  );
  if (!requested) return light;
  return (
    <Suspense fallback={light}>
      <Popup.Component look={look} open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}
