import { useTranslation } from 'react-i18next';
import type { Comment } from '@souqna/contracts';
import { useViewer } from '../../lib/use-viewer.ts';
import { CommentForm } from './comment-form.tsx';
import { CommentItem } from './comment-item.tsx';

type Props = { postId: string; postOwnerId: string; comments: Comment[] };

export function CommentSection({ postId, postOwnerId, comments }: Props) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const mayRemove = (c: Comment) =>
    Boolean(viewer && (viewer._id === c.userId || viewer._id === postOwnerId || viewer.role === 'admin'));
  return (
    <section aria-labelledby="comments-title" className="card flex flex-col gap-3">
      <h2 id="comments-title" className="text-lg font-bold">
        {t('comments.title', { count: comments.length })}
      </h2>
      {comments.length === 0 ? (
        <p className="muted">{t('comments.empty')}</p>
      ) : (
        <ul>
          {comments.map((c) => (
            <CommentItem
              key={c._id}
              comment={c}
              canRemove={mayRemove(c)}
              canEdit={Boolean(viewer && viewer._id === c.userId)}
            />
          ))}
        </ul>
      )}
      <CommentForm postId={postId} />
    </section>
  );
}
