// Report rows → answers (contracts ReportSchema, ReportItemSchema), field by field.
import { SAFETY_SIGNALS, type ReportItem, type ReportTarget } from '@souqna/contracts';
import type { Storage } from '../../adapters/storage/index.ts';
import type { ReportRow } from '../../db/schema.ts';
import type { QueueRow } from './report-queue.queries.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** A member's report as they filed it (a flag of the safety guard is never answered this way). */
export const toReport = (r: ReportRow) => ({
  _id: r.id,
  reporterId: r.reporterId ?? '',
  targetType: r.targetType,
  targetId: r.targetId,
  reason: r.reason,
  note: r.note,
  status: r.status,
  resolvedBy: r.resolvedBy,
  resolvedAt: iso(r.resolvedAt),
  resolutionNote: r.resolutionNote,
  createdAt: r.createdAt.toISOString(),
});

type Ad = {
  id: string;
  title: string | null;
  thumbnail: string | null;
  priceMinor: string | number | null;
  currncy: 'SAR' | 'AED' | null;
  ownerId: string | null;
  ownerName: string | null;
};
const postOf = (storage: Storage, a: Ad) => ({
  type: 'post' as const,
  _id: a.id,
  title: a.title ?? '',
  thumbnail: a.thumbnail ? storage.url(a.thumbnail) : null,
  price: Number(a.priceMinor) / 100,
  currncy: a.currncy ?? 'SAR',
  owner: { _id: a.ownerId!, fullname: a.ownerName ?? '' },
});

/** The duplicate guard's other ad, beside the flagged one (absent on other reports). */
function matchedOf(r: QueueRow, storage: Storage): Pick<ReportItem, 'matchedPost'> {
  if (!r.matched_post_id) return {};
  if (!r.m_id) return { matchedPost: null };
  const ad = { id: r.m_id, title: r.m_title, thumbnail: r.m_thumbnail_key, priceMinor: r.m_price_minor };
  return {
    matchedPost: postOf(storage, {
      ...ad,
      currncy: r.m_currncy,
      ownerId: r.m_owner_id,
      ownerName: r.m_owner_fullname,
    }),
  };
}

/** The target as the queue shows it; null once it is gone. */
function targetOf(r: QueueRow, storage: Storage): ReportTarget | null {
  if (r.target_type === 'post' && r.p_id)
    return postOf(storage, {
      id: r.p_id,
      title: r.p_title,
      thumbnail: r.p_thumbnail_key,
      priceMinor: r.p_price_minor,
      currncy: r.p_currncy,
      ownerId: r.p_owner_id,
      ownerName: r.p_owner_fullname,
    });
  if (r.target_type === 'comment' && r.c_id)
    return {
      type: 'comment',
      _id: r.c_id,
      body: r.c_body ?? '',
      post: { _id: r.c_post_id!, title: r.c_post_title ?? '' },
      author: { _id: r.c_author_id!, fullname: r.c_author_fullname ?? '' },
      deletedAt: iso(r.c_deleted_at),
    };
  if (r.target_type === 'user' && r.u_id)
    return {
      type: 'user',
      _id: r.u_id,
      fullname: r.u_fullname ?? '',
      username: r.u_username,
      avatar: r.u_avatar,
      bannedAt: iso(r.u_banned_at),
    };
  if (r.target_type === 'review' && r.rv_id)
    return {
      type: 'review',
      _id: r.rv_id,
      rating: r.rv_rating ?? 0,
      body: r.rv_body,
      author: { _id: r.rv_author_id!, fullname: r.rv_author_fullname ?? '' },
      seller: { _id: r.rv_seller_id!, fullname: r.rv_seller_fullname ?? '' },
      post: r.rv_post_id ? { _id: r.rv_post_id, title: r.rv_post_title ?? '' } : null,
      removedAt: iso(r.rv_removed_at),
    };
  return null;
}

export function toReportItem(r: QueueRow, storage: Storage): ReportItem {
  const signals = SAFETY_SIGNALS.filter((s) => r.safety_signals?.includes(s));
  return {
    _id: r.id,
    reporterId: r.reporter_id,
    targetType: r.target_type,
    targetId: r.target_id,
    reason: r.reason,
    note: r.note,
    status: r.status,
    resolvedBy: r.resolved_by,
    resolvedAt: iso(r.resolved_at),
    resolutionNote: r.resolution_note,
    createdAt: iso(r.created_at)!,
    reporter: r.reporter_id ? { _id: r.reporter_id, fullname: r.reporter_fullname ?? '' } : null,
    ...(signals.length ? { safetySignals: signals } : {}),
    target: targetOf(r, storage),
    ...matchedOf(r, storage),
    targetOpenReports: r.target_open,
  };
}
