import {
  CreateReportSchema,
  IdParamsSchema,
  ReportSchema,
  ReportsPageSchema,
  ReportsQuerySchema,
  UpdateReportSchema,
} from '@souqna/contracts';
import { SECURITY, type App } from '../../context.ts';
import { WRITE_RATE } from '../../lib/write-limits.ts';
import { closeReport, fileReport, listReports } from './reports.service.ts';

const tags = ['reports'];
const security = SECURITY;

export default async function reportsRoutes(app: App): Promise<void> {
  const { deps } = app;
  app.post(
    '/',
    {
      config: { auth: 'required', rateLimit: WRITE_RATE.reports },
      schema: { tags, security, body: CreateReportSchema, response: { 201: ReportSchema } },
    },
    async (req, reply) => reply.status(201).send(await fileReport(deps, req.user!, req.body)),
  );
  app.get(
    '/',
    {
      config: { auth: 'admin' },
      schema: { tags, security, querystring: ReportsQuerySchema, response: { 200: ReportsPageSchema } },
    },
    async (req) => listReports(deps, req.query),
  );
  app.patch(
    '/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        security,
        params: IdParamsSchema,
        body: UpdateReportSchema,
        response: { 200: ReportSchema },
      },
    },
    async (req) => {
      const report = await closeReport(deps, req.user!, req.params.id, req.body.status);
      req.log.info(
        { event: 'admin.report.closed', adminId: req.user!.id, reportId: report._id },
        'report closed',
      );
      return report;
    },
  );
}
