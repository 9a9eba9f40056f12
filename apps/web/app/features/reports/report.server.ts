import { CreateReportSchema, endpoints } from '@souqna/contracts';
import type { apiFor } from '../../lib/api.server.ts';
import { actionError } from '../../lib/action-error.server.ts';

/** The page action's intent=report: checked with the contracts schema, then sent to the API. */
export async function sendReport(api: ReturnType<typeof apiFor>, fields: Record<string, string>) {
  const parsed = CreateReportSchema.safeParse(fields);
  if (!parsed.success) return { error: { errorKey: 'errors.ValidationError' } };
  try {
    await api.send(endpoints.fileReport, { body: parsed.data });
    return { reported: true };
  } catch (error) {
    return actionError(error);
  }
}
