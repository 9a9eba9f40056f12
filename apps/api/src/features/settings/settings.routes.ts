import { SettingsAnswerSchema, SettingsQuerySchema, UpdateSettingsSchema } from '@souqna/contracts';
import { SECURITY, type App } from '../../context.ts';
import { getSettings, updateSettings } from './settings.service.ts';

const tags = ['settings'];

export default async function settingsRoutes(app: App): Promise<void> {
  const db = app.deps.sql;
  app.get(
    '/',
    { schema: { tags, querystring: SettingsQuerySchema, response: { 200: SettingsAnswerSchema } } },
    async (req) => getSettings(db, req.query.fields),
  );
  app.put(
    '/',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        security: SECURITY,
        body: UpdateSettingsSchema,
        response: { 200: SettingsAnswerSchema },
      },
    },
    async (req) => updateSettings(db, req.body),
  );
}
