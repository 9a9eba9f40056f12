import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { ConfirmIntentDialog } from '../../ui/confirm-intent-dialog.tsx';
import { Icon } from '../../ui/icons.tsx';

/**
 * The room's menu (docs/product/conversations-and-notifications.md#the-chats-page): delete the
 * conversation for me, block or unblock the member, report them. A native disclosure, so it opens
 * before (and without) JavaScript; it closes on a click outside or Escape.
 */
export function RoomMenu({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const close = (event: Event) => {
      const menu = ref.current;
      if (!menu?.open) return;
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !menu.contains(event.target as Node))
        menu.open = false;
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, []);
  return (
    <details ref={ref} className="relative">
      <summary className="icon-btn list-none" aria-label={t('chat.menu')}>
        <Icon name="more" className="size-6" />
      </summary>
      <div className="card absolute end-0 top-full z-20 mt-1 flex w-56 flex-col items-stretch gap-1 p-2 shadow-lg [&_.btn]:justify-start">
        {children}
      </div>
    </details>
  );
}

type Answer = { error?: { errorKey: string } };

/** Delete for me: the other member keeps the room and every message (the page's intent=deleteRoom). */
export function DeleteRoomButton() {
  const { t } = useTranslation();
  const fetcher = useFetcher<Answer>();
  const [open, setOpen] = useState(false);
  return (
    <ConfirmIntentDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button type="button" className="btn btn-ghost" onClick={() => setOpen(true)}>
          <Icon name="trash" />
          {t('chat.delete')}
        </button>
      }
      title={t('chat.deleteTitle')}
      description={t('chat.deleteNote')}
      intent="deleteRoom"
      confirmLabel={t('chat.delete')}
      fetcher={fetcher}
      errorKey={fetcher.data?.error?.errorKey}
    />
  );
}
