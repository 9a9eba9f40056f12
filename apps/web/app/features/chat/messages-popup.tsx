import { useState } from 'react';
import { Popover } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Room } from '@souqna/contracts';
import { MENU_SIZES } from '@souqna/contracts/limits';
import { Alert } from '../../ui/alert.tsx';
import type { TriggerLook } from '../../ui/light-trigger.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useLocalePath } from '../../lib/use-locale.ts';
import { MenuRoom } from './menu-room.tsx';
import { useMenuRooms } from './use-menu-rooms.ts';

type Tab = 'new' | 'read';
type Props = { look: TriggerLook; open: boolean; onOpenChange: (open: boolean) => void };

/** The radix half of the messages menu: tabs, the rooms of the tab, view all and delete all. */
export default function MessagesPopup({ look, open, onOpenChange }: Props) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const [tab, setTab] = useState<Tab>('new');
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState(false);
  const { data, remove } = useMenuRooms(open);
  const rooms = (data.rooms ?? []).filter((r: Room) => (tab === 'new') === r.unseenCount > 0);
  const removeRooms = async (ids: string[]) => setFailed(!(await remove(ids)));
  const close = () => onOpenChange(false);
  const { width, maxHeight } = MENU_SIZES.messages;
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger {...look} />
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          style={{ width: `min(96vw, ${width}px)`, maxHeight }}
          className="card z-50 flex flex-col overflow-hidden p-0 shadow-lg"
          aria-label={t('chatMenu.label')}
        >
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
            {data.state === 'loading' ? (
              <p className="flex justify-center p-6" role="status" aria-label={t('listing.loading')}>
                <Spinner className="size-6" />
              </p>
            ) : data.state === 'error' ? (
              <p className="p-6 text-center text-danger-fg" role="alert">
                {t('chatMenu.error')}
              </p>
            ) : rooms.length === 0 ? (
              <p className="muted p-6 text-center">{t('chatMenu.empty')}</p>
            ) : (
              <ul>
                {rooms.map((room) => (
                  <MenuRoom
                    key={room.roomId}
                    room={room}
                    onView={close}
                    onDelete={() => removeRooms([room.roomId])}
                  />
                ))}
              </ul>
            )}
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
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
