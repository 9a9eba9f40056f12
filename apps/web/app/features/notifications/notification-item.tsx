import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type FormProps } from 'react-router';
import type { Notification } from '@souqna/contracts';
import { Icon } from '../../ui/icons.tsx';
import { RelativeDate } from '../../ui/relative-date.tsx';
import { isolate } from '../../lib/bidi.ts';
import { currencyOf, formatAmount } from '../../lib/price.ts';
import { useLocale, useLocalePath } from '../../lib/use-locale.ts';
import { viewOf } from './notification-view.ts';

type Props = {
  item: Notification;
  /** The page's <Form> or the menu's fetcher.Form: both post to the /notification action. */
  form: ComponentType<FormProps>;
  action: string;
  onNavigate?: () => void;
};

/** One notification: a title, the message, the date, a link per type and its delete button. */
export function NotificationItem({ item, form: DeleteForm, action, onNavigate }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const lp = useLocalePath();
  const view = viewOf(item, locale);
  // en-US grouping in both languages, the currency's label (docs/product/i18n-and-rtl.md#digits).
  const money = (amount: number, currency: string) =>
    isolate(`${formatAmount(amount)} ${t(`currency.${currencyOf(currency)}`)}`);
  const title = view.kind === 'admin' ? view.title : t(`notification.title.${view.kind}`);
  const message =
    view.kind === 'admin'
      ? view.message
      : t(`notification.text.${view.kind}`, {
          name: isolate(view.name || t('notification.someone')),
          title: isolate(view.subject),
          ...(view.kind === 'price-drop' && view.prices
            ? {
                from: money(view.prices.from, view.prices.currency),
                to: money(view.prices.to, view.prices.currency),
              }
            : {}),
          ...(view.kind === 'savedSearch' ? { count: view.count } : {}),
        });
  const body: ReactNode = (
    <>
      <span className="block font-semibold" dir="auto">
        {title}
      </span>
      <span className="block text-sm" dir="auto">
        {message}
      </span>
      <RelativeDate value={item.createdAt} className="muted block text-xs" />
    </>
  );
  return (
    <li className="flex items-start gap-2 border-b border-line py-2 last:border-b-0">
      {view.href ? (
        <Link
          to={lp(view.href)}
          onClick={onNavigate}
          className="min-w-0 flex-1 rounded-md px-2 hover:bg-muted"
        >
          {body}
        </Link>
      ) : (
        <div className="min-w-0 flex-1 px-2">{body}</div>
      )}
      <DeleteForm method="post" action={action}>
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={item._id} />
        <button
          type="submit"
          className="icon-btn"
          aria-label={t('notification.delete')}
          title={t('notification.delete')}
        >
          <Icon name="close" />
        </button>
      </DeleteForm>
    </li>
  );
}
