// Reports (docs/product/social.md#reports): a reason and an optional note, one open report per member and target; admins resolve.
import type { CreateReport } from '@souqna/contracts';
import type { AuthUser, Deps } from '../../context.ts';
import type { ReportRow } from '../../db/schema.ts';
import { AppError, isUuid } from '../../lib/app-error.ts';
import { findCommentRow, findPostRow, findUserRow } from '../../lib/lookups.ts';
import { insertReport, pageOfReports, resolveReport } from './reports.queries.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
export const toReport = (r: ReportRow) => ({
  _id: r.id,
  reporterId: r.reporterId,
  targetType: r.targetType,
  targetId: r.targetId,
  reason: r.reason,
  note: r.note,
  status: r.status,
  resolvedBy: r.resolvedBy,
  resolvedAt: iso(r.resolvedAt),
  createdAt: r.createdAt.toISOString(),
});

/** The target and whose content it is (nobody reports themselves). */
async function target(deps: Deps, input: CreateReport) {
  const id = (input.postId ?? input.userId ?? input.commentId)!;
  const type = input.postId ? 'post' : input.userId ? 'user' : 'comment';
  const owner = !isUuid(id)
    ? undefined
    : type === 'post'
      ? (await findPostRow(deps.orm, id))?.userId
      : type === 'user'
        ? (await findUserRow(deps.orm, id))?.id
        : (await findCommentRow(deps.orm, id))?.userId;
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

export async function listReports(
  deps: Deps,
  q: { status?: ReportRow['status'] | undefined; page: number; limit: number },
) {
  const { rows, total } = await pageOfReports(deps.orm, q.status, q.page, q.limit);
  return { items: rows.map(toReport), page: q.page, total };
}

export async function closeReport(deps: Deps, admin: AuthUser, id: string, status: 'resolved' | 'dismissed') {
  const row = isUuid(id) ? await resolveReport(deps.orm, id, status, admin.id) : undefined;
  if (!row) throw new AppError('NotFoundError');
  return toReport(row);
}
