import { Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import type { Comment } from '@souqna/contracts';
import { Avatar } from '../../ui/avatar.tsx';
import { lazyPart } from '../../ui/lazy-part.ts';
import { RelativeDate } from '../../ui/relative-date.tsx';
import { CommentMenu } from './comment-menu.tsx';

// The editor brings zod with it: it downloads when its author opens the menu, not with the page.
const Editor = lazyPart(() => import('./comment-editor.tsx'));

type Props = { comment: Comment; canRemove: boolean; canEdit: boolean };

/** A comment (docs/product/social.md#comments): its author, the post's owner and admins may remove it. */
export function CommentItem({ comment, canRemove, canEdit }: Props) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const [editing, setEditing] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const done = useCallback(() => {
    setEditing(false);
    trigger.current?.focus();
  }, []);
  if (fetcher.state !== 'idle') return null;
  const body = (
    <p dir="auto" className="break-words whitespace-pre-line">
      {comment.body}
    </p>
  );
  return (
    <li className="flex gap-3 border-b border-line py-3 last:border-b-0">
      <Avatar src={comment.user.avatar} className="size-9" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-x-2 text-sm">
          {/* The display name, as everywhere a member is named, then the username (spec §2.12). */}
          <span className="font-semibold" dir="auto">
            {comment.user.fullname}
          </span>
          {comment.user.username && (
            <span className="muted" dir="ltr">
              <bdi>@{comment.user.username}</bdi>
            </span>
          )}
          {comment.isPostOwner && <span className="text-primary">{t('comments.owner')}</span>}
          <RelativeDate value={comment.createdAt} className="muted" />
          {Date.parse(comment.updatedAt) > Date.parse(comment.createdAt) && (
            <span className="muted">{t('comments.edited')}</span>
          )}
        </p>
        {editing ? (
          <Suspense fallback={body}>
            <Editor.Component comment={comment} onDone={done} />
          </Suspense>
        ) : (
          body
        )}
      </div>
      {(canRemove || canEdit) && (
        <CommentMenu
          triggerRef={trigger}
          onOpen={canEdit ? Editor.preload : undefined}
          onEdit={canEdit && !editing ? () => setEditing(true) : undefined}
          onRemove={() =>
            void fetcher.submit({ intent: 'deleteComment', commentId: comment._id }, { method: 'post' })
          }
        />
      )}
    </li>
  );
}
