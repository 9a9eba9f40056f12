// What code outside the reports feature may use, through a composition root only.
import type { Database } from '../../db/client.ts';

export type { ModerationActions } from './report-resolve.service.ts';
export { default as reportsRoutes } from './reports.routes.ts';

/**
 * The reports the member filed and where each stands, for the export of their data. Who resolved
 * it and the staff's note are the back office's records, not the member's.
 */
export const reportsForExport = (sql: Database, userId: string, cap: number) =>
  sql.query(
    `select id, target_type as "targetType", target_id as "targetId", reason, note, status,
            created_at as "createdAt", resolved_at as "resolvedAt"
       from reports where reporter_id = $1 order by created_at desc, id desc limit $2`,
    [userId, cap],
  );
