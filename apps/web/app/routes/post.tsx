import { redirect } from 'react-router';
import { endpoints } from '@souqna/contracts';
import type { Route } from './+types/post';
import { openSellerRoom } from '../features/chat/chat.server.ts';
import { CommentSection } from '../features/comments/comment-section.tsx';
import { addComment, editComment, removeComment } from '../features/comments/comment-actions.server.ts';
import { PostDetails } from '../features/posts/post-details.tsx';
import { revealPhone } from '../features/posts/phone-reveal.server.ts';
import { markSold, offerRate, unmarkSold } from '../features/posts/sold.server.ts';
import { SoldPanel } from '../features/posts/sold-panel.tsx';
import { ReportButton } from '../features/reports/report-dialog.tsx';
import { sendReport } from '../features/reports/report.server.ts';
import { actionError } from '../lib/action-error.server.ts';
import { ApiCallError, apiFor } from '../lib/api.server.ts';
import { formFields, readForm } from '../lib/form-data.ts';
import { localeOf, requireUser } from '../lib/guards.server.ts';
import { localePath } from '../lib/locale.ts';
import { postJsonLd } from '../lib/post-jsonld.ts';
import { useRememberAd } from '../lib/use-offline-copy.ts';
import { originOf } from '../lib/seo.ts';
import { pageMeta, siteTitle } from '../i18n/meta.ts';

export const meta: Route.MetaFunction = (args) => {
  const post = args.loaderData?.post;
  if (!post) return pageMeta(args, 'post');
  const origin = originOf(args.matches);
  const image = post.images.card ? new URL(post.images.card, origin || 'http://localhost').href : null;
  return pageMeta(args, 'post', {
    title: siteTitle(args.location.pathname, post.title),
    description: post.description.replace(/\s+/g, ' ').slice(0, 160) || post.title,
    image,
    type: 'product',
    jsonLd: postJsonLd(post, `${origin}${args.location.pathname}`, image),
  });
};

export async function loader(args: Route.LoaderArgs) {
  const api = apiFor(args.request, args.context, localeOf(args));
  const { id } = args.params;
  try {
    const [post, comments] = await Promise.all([
      api.call(endpoints.getPost, { params: { id } }),
      api.call(endpoints.postComments, { params: { postId: id }, query: { limit: 100 } }),
    ]);
    // The owner of a sold ad is offered the commission at the site's rate (docs/product/payments.md#commission).
    return { post, comments: comments.items, commissionRate: await offerRate(api, post) };
  } catch (error) {
    if (error instanceof ApiCallError && error.status < 500) throw new Response(null, { status: 404 });
    throw error;
  }
}

/** The page's writes by intent: comment, editComment, deleteComment, report, revealPhone, messageSeller, markSold, unmarkSold, deletePost. */
export async function action(args: Route.ActionArgs) {
  const user = requireUser(args);
  const locale = localeOf(args);
  const api = apiFor(args.request, args.context, locale);
  const fields = formFields(await readForm(args.request));
  switch (fields.intent) {
    case 'comment':
      return addComment(api, { ...fields, postId: args.params.id });
    case 'editComment':
      return editComment(api, fields);
    case 'deleteComment':
      return removeComment(api, fields.commentId ?? '');
    case 'report':
      return sendReport(api, fields);
    case 'revealPhone':
      return revealPhone(api, args.params.id);
    case 'messageSeller':
      return openSellerRoom(api, args.params.id, locale);
    case 'markSold':
      return markSold(api, args.params.id, fields);
    case 'unmarkSold':
      return unmarkSold(api, args.params.id);
    case 'deletePost':
      try {
        await api.send(endpoints.deletePost, { params: { postId: args.params.id } });
      } catch (error) {
        return actionError(error);
      }
      throw redirect(localePath(`/profile/${user._id}`, locale));
    default:
      throw new Response(null, { status: 400 });
  }
}

export default function PostPage({ loaderData }: Route.ComponentProps) {
  const { post, comments, commissionRate } = loaderData;
  useRememberAd(post);
  return (
    <div className="flex flex-col gap-6">
      <PostDetails
        post={post}
        report={<ReportButton target={{ postId: post._id }} className="btn btn-ghost" />}
        sold={<SoldPanel post={post} rate={commissionRate} />}
      />
      <CommentSection postId={post._id} postOwnerId={post.userId} comments={comments} />
    </div>
  );
}
