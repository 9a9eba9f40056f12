import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message, MessageImage } from '@souqna/contracts';
import { Icon } from '../../ui/icons.tsx';
import { SafetyNote } from '../../ui/safety-note.tsx';
import { useObjectUrl } from '../../ui/use-object-url.ts';
import { useDates } from '../../lib/use-dates.ts';
import type { Outgoing } from './use-outbox.ts';

const MINE = 'ms-auto rounded-ee-sm bg-primary text-on-primary';
const THEIRS = 'me-auto rounded-es-sm border border-line bg-card';

function Shell(props: { mine: boolean; state: string; children: ReactNode; failed?: boolean }) {
  const { t } = useTranslation();
  const look = props.failed
    ? 'ms-auto rounded-ee-sm border border-danger bg-card'
    : props.mine
      ? MINE
      : THEIRS;
  return (
    <li
      className={`flex max-w-[80%] flex-col gap-0.5 rounded-2xl px-3 py-2 ${look}`}
      data-mine={props.mine}
      data-state={props.state}
    >
      <span className="sr-only">{props.mine ? t('chat.you') : t('chat.them')}</span>
      {props.children}
    </li>
  );
}

function Body({ text }: { text: string }) {
  if (!text) return null;
  return (
    <p dir="auto" className="break-words whitespace-pre-line">
      {text}
    </p>
  );
}

/** A photo at its own proportions (space kept before it loads), opening full size in a new tab. */
function Photo({ image, local }: { image?: MessageImage | null; local?: string | null }) {
  const { t } = useTranslation();
  const src = image?.thumbnail ?? local;
  if (!src) return null;
  const img = (
    <img
      src={src}
      alt={t('chat.photo')}
      loading="lazy"
      width={image?.width}
      height={image?.height}
      style={image ? { aspectRatio: `${image.width} / ${image.height}` } : undefined}
      className="max-h-72 w-64 max-w-full rounded-xl object-cover"
    />
  );
  return image ? (
    <a href={image.full} target="_blank" rel="noreferrer" className="-mx-1 -mt-1 block">
      {img}
    </a>
  ) : (
    <span className="-mx-1 -mt-1 block opacity-70">{img}</span>
  );
}

/** A message of the room; mine carry a tick: one when sent, two when the other member has read it. */
export function MessageBubble({ message, mine, read }: { message: Message; mine: boolean; read: boolean }) {
  const { t } = useTranslation();
  const { clockTime } = useDates();
  const state = mine ? (read ? 'read' : 'sent') : 'received';
  return (
    <Shell mine={mine} state={state}>
      <Photo image={message.image} />
      <Body text={message.body} />
      <span className={`flex items-center gap-1 self-end text-xs ${mine ? '' : 'muted'}`}>
        <time dateTime={message.createdAt}>
          <bdi dir="ltr">{clockTime(message.createdAt)}</bdi>
        </time>
        {mine && (
          <span title={t(`chat.state.${state}`)}>
            <Icon name={read ? 'checks' : 'check'} className="size-4" />
            <span className="sr-only">{t(`chat.state.${state}`)}</span>
          </span>
        )}
      </span>
      {/* The receiver's calm note (docs/product/safety.md#in-a-chat): the message itself came through. */}
      {!mine && message.safetySignals?.length ? (
        <SafetyNote
          lines={message.safetySignals.map((s) => t(`safety.note.chat.${s}`))}
          advice={t('safety.note.chatAdvice')}
          className="mt-1 border-t border-line pt-2 text-sm"
        />
      ) : null}
    </Shell>
  );
}

type OutgoingProps = {
  item: Outgoing;
  onRetry?: (clientId: string) => void;
  onDiscard?: (clientId: string) => void;
};

/** Mine, not answered yet: a clock while sending; when it failed, why, with Retry and Discard. */
export function OutgoingBubble({ item, onRetry, onDiscard }: OutgoingProps) {
  const { t } = useTranslation();
  const failed = item.state === 'failed';
  const local = useObjectUrl(item.photo);
  return (
    <Shell mine state={item.state} failed={failed}>
      <Photo local={local} />
      <Body text={item.body} />
      {failed ? (
        <span className="flex flex-wrap items-center justify-end gap-2 text-xs">
          <span role="alert" className="flex items-center gap-1 text-danger-fg">
            <Icon name="alert" className="size-4" />
            {t('chat.state.failed')}: {t(item.errorKey ?? 'errors.default')}
          </span>
          <button type="button" className="link" onClick={() => onRetry?.(item.clientId)}>
            {t('chat.retry')}
          </button>
          <button type="button" className="link" onClick={() => onDiscard?.(item.clientId)}>
            {t('chat.discard')}
          </button>
        </span>
      ) : (
        <span className="flex items-center gap-1 self-end text-xs">
          <Icon name="clock" className="size-4" />
          <span>{t('chat.state.sending')}</span>
        </span>
      )}
    </Shell>
  );
}
