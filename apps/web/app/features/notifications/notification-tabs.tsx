import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_KINDS, type NotificationKind } from '@souqna/contracts';

type Props = {
  tab: NotificationKind;
  /** Links on the page (`?tab=following`, no JavaScript needed), buttons in the header menu. */
  item: (kind: NotificationKind, label: string, current: boolean) => ReactNode;
};

/** General and Following, the two lists of docs/product/conversations-and-notifications.md#notifications. */
export function NotificationTabs({ tab, item }: Props) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('notification.tabsLabel')} className="flex gap-1 border-b border-line">
      {NOTIFICATION_KINDS.map((kind) => item(kind, t(`notification.${kind}`), kind === tab))}
    </div>
  );
}

export const tabClass = (current: boolean) =>
  `-mb-px border-b-2 px-4 py-2 ${current ? 'border-primary font-bold text-primary' : 'border-transparent muted'}`;
