import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Room } from '@souqna/contracts';
import { MENU_SIZES } from '@souqna/contracts/limits';
import { Alert } from '../../ui/alert.tsx';
import type { PopupProps } from '../../ui/lazy-popup.tsx';
import { MenuList, MenuPopover } from '../../ui/menu-popover.tsx';
import { useLocalePath } from '../../lib/use-locale.ts';
import { MenuRoom } from './menu-room.tsx';
import { useMenuRooms } from './use-menu-rooms.ts';

type Tab = 'new' | 'read';

/** The radix half of the messages menu: tabs, the rooms of the tab, view all and delete all. */
export default function MessagesPopup(popup: PopupProps) {
  const { open, onOpenChange } = popup;
  const { t } = useTranslation();
  const lp = useLocalePath();
  const [tab, setTab] = useState<Tab>('new');
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState(false);
  const { data, remove } = useMenuRooms(open);
  const rooms = (data.rooms ?? []).filter((r: Room) => (tab === 'new') === r.unseenCount > 0);
  const removeRooms = async (ids: string[]) => setFailed(!(await remove(ids)));
  const close = () => onOpenChange(false);
  return (
    <MenuPopover {...popup} label={t('chatMenu.label')} {...MENU_SIZES.messages}>
      <div role="group" aria-label={t('chatMenu.tabs')} className="flex gap-1 border-b border-line">
        {(['new', 'read'] as const).map((which) => (
          <button
            key={which}
            type="button"
            aria-pressed={tab === which}
            onClick={() => {
              setTab(which);
              setConfirming(false);
            }}
            className={`-mb-px border-b-2 px-4 py-2 ${tab === which ? 'border-primary font-bold text-primary' : 'border-transparent muted'}`}
          >
            {t(`chatMenu.${which}`)}
          </button>
        ))}
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-2">
        {failed && <Alert kind="danger">{t('chatMenu.error')}</Alert>}
        <MenuList
          items={data.state === 'loading' ? undefined : rooms}
          empty={t('chatMenu.empty')}
          error={data.state === 'error' ? t('chatMenu.error') : undefined}
        >
          {rooms.map((room) => (
            <MenuRoom
              key={room.roomId}
              room={room}
              onView={close}
              onDelete={() => removeRooms([room.roomId])}
            />
          ))}
        </MenuList>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-line p-2">
        <Link to={lp('/chats')} onClick={close} className="link p-1">
          {t('chatMenu.viewAll')}
        </Link>
        {rooms.length > 0 &&
          (confirming ? (
            <span className="flex items-center gap-2">
              <button type="button" className="btn btn-outline" onClick={() => setConfirming(false)}>
                {t('common.cancel')}
              </button>
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => {
                  setConfirming(false);
                  void removeRooms(rooms.map((r) => r.roomId));
                }}
              >
                {t('chatMenu.confirmDeleteAll')}
              </button>
            </span>
          ) : (
            <button type="button" className="btn btn-outline" onClick={() => setConfirming(true)}>
              {t('chatMenu.deleteAll')}
            </button>
          ))}
      </div>
    </MenuPopover>
  );
}
