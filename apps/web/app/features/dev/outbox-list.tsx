import { useTranslation } from 'react-i18next';
import type { OutboxMessage } from '@souqna/contracts';
import { useDates } from '../../lib/use-dates.ts';

/** Development outbox: the codes a developer would otherwise receive by SMS or e-mail. */
export function OutboxList({ items }: { items: OutboxMessage[] }) {
  const { t } = useTranslation();
  const { formatDateTime } = useDates();
  if (items.length === 0) return <p className="muted">{t('devOutbox.empty')}</p>;
  return (
    <ol className="flex flex-col gap-3">
      {items.map((m) => (
        <li key={m.id} className="card flex flex-col gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span>
              <span className="muted">{t('devOutbox.to')}: </span>
              <bdi dir="ltr" className="font-semibold">
                {m.to}
              </bdi>
            </span>
            <span className="rounded-full border border-line px-2 text-sm">
              {t(`auth.channel.${m.channel}`)}
            </span>
            <time dateTime={m.createdAt} className="muted text-sm" dir="ltr">
              {formatDateTime(m.createdAt)}
            </time>
          </div>
          {m.code && (
            <p
              className="font-mono text-4xl font-bold tracking-[0.3em] text-primary"
              dir="ltr"
              aria-label={t('devOutbox.code')}
            >
              {m.code}
            </p>
          )}
          {m.subject && (
            <p className="font-semibold" dir="auto">
              {m.subject}
            </p>
          )}
          <p className="muted whitespace-pre-line" dir="auto">
            {m.body}
          </p>
        </li>
      ))}
    </ol>
  );
}
