import { endpoints } from '@souqna/contracts';
import { SECURITY, type App } from '../../context.ts';
import { route } from '../../plugins/route.ts';
import { WRITE_RATE } from '../../lib/write-limits.ts';
import { resolveReport, type ModerationActions } from './report-resolve.service.ts';
import { fileReport, listReports } from './reports.service.ts';

const tags = ['reports'];
const security = SECURITY;

/** `moderation`: what an outcome does to the reported ad, comment or member (compose/moderation.ts). */
export default async function reportsRoutes(app: App, { moderation }: { moderation: ModerationActions }) {
  const { deps } = app;
  const admin = { config: { auth: 'admin' as const }, schema: { tags, security } };
  route(
    app,
    endpoints.fileReport,
    { config: { auth: 'required', rateLimit: WRITE_RATE.reports }, schema: { tags, security } },
    async (req) => fileReport(deps, req.user!, req.body),
  );
  route(app, endpoints.listReports, admin, async (req) => listReports(deps, req.query));
  route(app, endpoints.closeReport, admin, async (req) => {
    const report = await resolveReport({ deps, moderation, admin: req.user! }, req.params.id, req.body);
    req.log.info(
      { event: 'admin.report.closed', adminId: req.user!.id, reportId: report._id, status: report.status },
      'report closed',
    );
    return report;
  });
}
