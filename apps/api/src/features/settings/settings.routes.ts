import { endpoints } from '@souqna/contracts';
import { SECURITY, type App } from '../../context.ts';
import { route } from '../../plugins/route.ts';
import { getSettings, updateSettings } from './settings.service.ts';

const tags = ['settings'];

export default async function settingsRoutes(app: App): Promise<void> {
  const db = app.deps.sql;
  route(app, endpoints.getSettings, { schema: { tags } }, async (req) => getSettings(db, req.query.fields));
  route(
    app,
    endpoints.updateSettings,
    { config: { auth: 'admin' }, schema: { tags, security: SECURITY } },
    async (req) => updateSettings(app.deps, req.user!.id, req.body),
  );
}
