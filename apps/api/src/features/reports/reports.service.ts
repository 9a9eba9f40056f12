// Reports (docs/product/social.md#reports): a reason and an optional note, one open report per member and target; admins resolve.
import { REPORT_REASONS, type CreateReport, type ReportsQuery } from '@souqna/contracts';
import type { AuthUser, Deps } from '../../context.ts';
import { AppError, isUuid } from '../../lib/app-error.ts';
import { findCommentRow, findPostRow, findUserRow } from '../../domain/lookups.ts';
import { toReport, toReportItem } from './report-answers.ts';
import { openCountsByReason, queuePage } from './report-queue.queries.ts';
import { insertReport, ownerOf } from './reports.queries.ts';

/** The target and whose content it is (nobody reports themselves). */
async function target(deps: Deps, input: CreateReport) {
  const id = (input.postId ?? input.userId ?? input.commentId ?? input.reviewId)!;
  const type = input.postId ? 'post' : input.userId ? 'user' : input.commentId ? 'comment' : 'review';
  const owner = !isUuid(id)
    ? undefined
    : type === 'post'
      ? (await findPostRow(deps.orm, id))?.userId
      : type === 'user'
        ? (await findUserRow(deps.orm, id))?.id
        : type === 'comment'
          ? (await findCommentRow(deps.orm, id))?.userId
          : ((await ownerOf(deps.sql, 'review', id)) ?? undefined);
  if (!owner) throw new AppError('NotFoundError', { field: `${type}Id` });
  return { type, id, owner } as const;
}

export async function fileReport(deps: Deps, viewer: AuthUser, input: CreateReport) {
  const t = await target(deps, input);
  if (t.owner === viewer.id) throw new AppError('UnauthorizedError', { reason: 'self' });
  const row = await insertReport(deps.orm, {
    reporterId: viewer.id,
    targetType: t.type,
    targetId: t.id,
    reason: input.reason,
    note: input.note ?? null,
  });
  if (!row) throw new AppError('DuplicationError', { key: `${t.type}Id`, field: `${t.type}Id` });
  return toReport(row);
}

/** The moderation queue: a page of reports with their targets, and the open counts by reason. */
export async function listReports(deps: Deps, q: ReportsQuery) {
  const [{ rows, total }, byReasonRows] = await Promise.all([
    queuePage(deps.sql, q, q.page, q.limit),
    openCountsByReason(deps.sql),
  ]);
  const byReason = Object.fromEntries(REPORT_REASONS.map((r) => [r, 0])) as Record<
    (typeof REPORT_REASONS)[number],
    number
  >;
  for (const { reason, n } of byReasonRows) byReason[reason] = n;
  const open = Object.values(byReason).reduce((a, b) => a + b, 0);
  return {
    items: rows.map((r) => toReportItem(r, deps.storage)),
    page: q.page,
    total,
    counts: { open, byReason },
  };
}
