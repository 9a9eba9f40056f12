import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { UpdateCommentSchema, type Comment } from '@souqna/contracts';
import { COMMENT_MAX } from '@souqna/contracts/limits';
import { Alert } from '../../ui/alert.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { TextArea } from '../../ui/text-area.tsx';

type Answer = { edited?: boolean; error?: { errorKey: string } };
type Props = { comment: Comment; onDone: () => void };

// The API's own schema, so the reader hears the same rule before sending as after.
const problemOf = (body: string) => UpdateCommentSchema.safeParse({ body }).error?.issues[0]?.message;

/**
 * The author's inline edit (loaded on the first Edit, with zod): posts intent=editComment to the
 * post page's action, whose revalidation brings the new body; Escape or Cancel gives up.
 */
export default function CommentEditor({ comment, onDone }: Props) {
  const { t } = useTranslation();
  const fetcher = useFetcher<Answer>();
  const [body, setBody] = useState(comment.body);
  const [problem, setProblem] = useState<string>();
  const area = useRef<HTMLTextAreaElement>(null);
  useEffect(() => area.current?.focus(), []);
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.edited) onDone();
  }, [fetcher.state, fetcher.data, onDone]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const found = problemOf(body);
    setProblem(found);
    if (!found) return;
    event.preventDefault();
    area.current?.focus();
  };
  return (
    <fetcher.Form
      method="post"
      className="flex flex-col gap-2"
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onDone();
      }}
    >
      <input type="hidden" name="intent" value="editComment" />
      <input type="hidden" name="commentId" value={comment._id} />
      {fetcher.data?.error && <Alert kind="danger">{t(fetcher.data.error.errorKey)}</Alert>}
      <TextArea
        ref={area}
        name="body"
        label={t('comments.editLabel')}
        rows={3}
        value={body}
        onChange={(event) => {
          setBody(event.target.value);
          setProblem(problemOf(event.target.value));
        }}
        error={problem}
        bounds={{ min: 1, max: COMMENT_MAX }}
        length={body.length}
      />
      <div className="flex gap-2 self-end">
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          {t('common.cancel')}
        </button>
        <SubmitButton busy={fetcher.state !== 'idle'}>{t('comments.save')}</SubmitButton>
      </div>
    </fetcher.Form>
  );
}
