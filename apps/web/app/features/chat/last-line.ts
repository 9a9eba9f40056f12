import type { TFunction } from 'i18next';
import type { Room } from '@souqna/contracts';

/** A room's newest message on one line: "You: " when mine, "📷 Photo" for a photo (with its words). */
export function lastLine(last: NonNullable<Room['lastMessage']>, mine: boolean, t: TFunction): string {
  const photo = last.hasImage ? `📷 ${t('chat.photo')}` : '';
  const text = [photo, last.body].filter(Boolean).join(' ');
  return `${mine ? `${t('chat.you')}: ` : ''}${text}`;
}
