// PATCH /api/report/{id} (docs/product/social.md#reports): an admin closes a report with an
// outcome, and every other open report of the same target closes with it.
//   dismissed / resolved: nothing happens to the target (`resolved` is kept for older clients);
//   removed: the ad or comment is deleted as its own DELETE call does (a review is taken out of the
//     seller's profile and summary), and its author is told why;
//   banned: the owner (or the reported member) is banned as PATCH /api/users/{id}/ban does.
// The action runs first, through the ModerationActions the composition root hands this feature
// (compose/moderation.ts: the owning features' own paths, each with its own transaction, events and
// audit row); then the reports close, their audit row is written and the
// author's notice is queued, in one transaction (docs/decisions/0026-back-office-audit-and-moderation.md).
import { randomUUID } from 'node:crypto';
import type { AdminAction, ReportOutcome, ResolveReport } from '@souqna/contracts';
import type { AuthUser, Deps } from '../../context.ts';
import { writeAdminAudit } from '../../lib/admin-audit.ts';
import { AppError, isUuid } from '../../lib/app-error.ts';
import { toReportItem } from './report-answers.ts';
import { queueRow, type QueueRow } from './report-queue.queries.ts';
import { closeOpenReports, ownerOf } from './reports.queries.ts';

/** What a report's outcome does to its target, done by the features that own it (compose/moderation.ts). */
export type ModerationActions = {
  /** As DELETE /api/post/{id}: rows, events (listing cache, notifications), photos, audit row. */
  removePost(deps: Deps, admin: AuthUser, postId: string): Promise<void>;
  /** As DELETE /api/comment/{id}: soft delete (its notifications go with it), audit row. */
  removeComment(deps: Deps, admin: AuthUser, commentId: string): Promise<void>;
  /** A seller review out of the profile, the seller's summary recounted (features/reviews). */
  removeReview(deps: Deps, admin: AuthUser, reviewId: string): Promise<void>;
  /** As PATCH /api/users/{id}/ban: every session of the member ends; audit row. */
  banMember(deps: Deps, admin: AuthUser, userId: string): Promise<void>;
};

const AUDIT: Record<ReportOutcome, AdminAction> = {
  dismissed: 'report.dismiss',
  resolved: 'report.resolve',
  removed: 'report.remove',
  banned: 'report.ban',
};

/** The removed thing's title for its author's notice: the ad's own, or the ad a comment or review was on. */
const titleOf = (r: QueueRow) =>
  ({ post: r.p_title, comment: r.c_post_title, review: r.rv_post_title, user: null })[r.target_type] ?? '';
/** Still there to act on (a removed comment or review is kept, but there is nothing left to remove). */
const present = (r: QueueRow) =>
  Boolean(r.p_id ?? (r.c_deleted_at ? null : r.c_id) ?? r.u_id ?? (r.rv_removed_at ? null : r.rv_id));

type Action = { deps: Deps; moderation: ModerationActions; admin: AuthUser };

async function act(
  { deps, moderation, admin }: Action,
  r: QueueRow,
  outcome: ReportOutcome,
  owner: string | null,
) {
  if (outcome === 'removed' && present(r)) {
    if (r.target_type === 'post') await moderation.removePost(deps, admin, r.target_id);
    else if (r.target_type === 'review') await moderation.removeReview(deps, admin, r.target_id);
    else await moderation.removeComment(deps, admin, r.target_id);
  }
  if (outcome === 'banned') {
    // A deleted ad or member leaves nobody to ban: the admin dismisses instead.
    if (!owner) throw new AppError('NotFoundError', { field: 'target' });
    await moderation.banMember(deps, admin, owner);
  }
}

export async function resolveReport({ deps, moderation, admin }: Action, id: string, input: ResolveReport) {
  const report = isUuid(id) ? await queueRow(deps.sql, id) : undefined;
  if (!report) throw new AppError('NotFoundError');
  const closed = () => new AppError('ValidationError', { field: 'status', reason: 'closed' });
  if (report.status !== 'open') throw closed();
  const outcome = input.status;
  if (outcome === 'removed' && report.target_type === 'user')
    throw new AppError('ValidationError', { field: 'status', reason: 'notRemovable' });
  const owner = await ownerOf(deps.sql, report.target_type, report.target_id);
  const noticeFor = outcome === 'removed' && present(report) && owner && owner !== admin.id ? owner : null;

  await act({ deps, moderation, admin }, report, outcome, owner);

  const note = input.reason ?? null;
  const closedIds = await deps.sql.transaction(async (conn) => {
    const ids = await closeOpenReports(
      conn,
      { type: report.target_type, id: report.target_id },
      { status: outcome, adminId: admin.id, note },
    );
    // Another admin closed it between our read and now: their outcome stands.
    if (!ids.includes(report.id)) throw closed();
    await writeAdminAudit(conn, admin.id, {
      action: AUDIT[outcome],
      targetType: 'report',
      targetId: report.id,
      details: {
        targetType: report.target_type,
        targetId: report.target_id,
        ownerId: owner,
        reason: note,
        closedReports: ids,
      },
    });
    if (noticeFor)
      await deps.jobs.send(
        'notifications.notice',
        {
          noticeId: randomUUID(),
          recipientId: noticeFor,
          senderId: admin.id,
          // A member is never `removed` (refused above): what is left is an ad, a comment or a review.
          removed: report.target_type as 'post' | 'comment' | 'review',
          title: titleOf(report),
          reason: note!,
        },
        conn,
      );
    return ids;
  });
  const after = (await queueRow(deps.sql, report.id))!;
  return { ...toReportItem(after, deps.storage), alsoClosed: closedIds.filter((x) => x !== report.id) };
}
