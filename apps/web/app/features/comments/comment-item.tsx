import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import type { Comment } from '@souqna/contracts';
import { Avatar } from '../../ui/avatar.tsx';
import { RelativeDate } from '../../ui/relative-date.tsx';
import { useLocale } from '../../lib/use-locale.ts';

/** Spec §2.12 comment; decisions §4: its author, the post's owner and admins may remove it. */
export function CommentItem({ comment, canRemove }: { comment: Comment; canRemove: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fetcher = useFetcher();
  const removing = fetcher.state !== 'idle';
  if (removing) return null;
  return (
    <li className="flex gap-3 border-b border-line py-3 last:border-b-0">
      <Avatar src={comment.user.avatar} className="size-9" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-x-2 text-sm">
          <span className="font-semibold" dir="auto">
            {comment.user.username ?? comment.user.fullname}
          </span>
          {comment.isPostOwner && <span className="text-primary">{t('comments.owner')}</span>}
          <RelativeDate value={comment.createdAt} className="muted" />
        </p>
        <p dir="auto" className="break-words whitespace-pre-line">
          {comment.body}
        </p>
      </div>
      {canRemove && (
        <DropdownMenu.Root dir={locale === 'ar' ? 'rtl' : 'ltr'} modal={false}>
          <DropdownMenu.Trigger className="icon-btn self-start" aria-label={t('comments.menu')}>
            <span aria-hidden="true">⋮</span>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content className="card z-50 min-w-36 p-1.5 shadow-lg" align="end">
              <DropdownMenu.Item
                className="flex min-h-10 cursor-pointer items-center rounded-md px-3 outline-none data-[highlighted]:bg-primary data-[highlighted]:text-on-primary"
                onSelect={() =>
                  void fetcher.submit({ intent: 'deleteComment', commentId: comment._id }, { method: 'post' })
                }
              >
                {t('comments.remove')}
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      )}
    </li>
  );
}
