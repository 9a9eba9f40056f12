import { endpoints, type SettingsField } from '@souqna/contracts';
import { apiFor } from '../../lib/api.server.ts';
import { localeOf } from '../../lib/guards.server.ts';
import type { apiContext, ApiTransport } from '../../lib/api-context.ts';

type Args = { request: Request; context: { get: (key: typeof apiContext) => ApiTransport } };

/** GET /api/settings?fields=… (docs/product/reference-data.md#site-settings) with only the fields a page shows. */
export function loadSettings(args: Args, fields: SettingsField[]) {
  const api = apiFor(args.request, args.context, localeOf(args));
  return api.call(endpoints.getSettings, { query: { fields: fields.join(',') } });
}
