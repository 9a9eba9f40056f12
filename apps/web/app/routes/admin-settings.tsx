import { useTranslation } from 'react-i18next';
import { endpoints, SETTINGS_FIELDS, UpdateSettingsSchema } from '@souqna/contracts';
import type { Route } from './+types/admin-settings';
import { settingsFromFields } from '../features/admin/settings-fields.ts';
import { SettingsChange } from '../features/admin/settings-history.tsx';
import { SettingsForm } from '../features/admin/settings-form.tsx';
import { Alert } from '../ui/alert.tsx';
import { FormErrorAlert } from '../ui/form-error-alert.tsx';
import { actionError } from '../lib/action-error.server.ts';
import { apiFor } from '../lib/api.server.ts';
import { formFields, readForm } from '../lib/form-data.ts';
import { localeOf, requireAdmin } from '../lib/guards.server.ts';
import { pageMeta } from '../i18n/meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'adminSettings');

/** The site settings and who changed them lately (each save is an audited settings.update). */
export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const api = apiFor(args.request, args.context, localeOf(args));
  const [settings, changes] = await Promise.all([
    api.call(endpoints.getSettings, { query: { fields: SETTINGS_FIELDS.join(',') } }),
    api.call(endpoints.adminAudit, { query: { action: 'settings.update', limit: 10 } }),
  ]);
  return { settings, changes: changes.items };
}

export async function action(args: Route.ActionArgs) {
  requireAdmin(args);
  const parsed = UpdateSettingsSchema.safeParse(settingsFromFields(formFields(await readForm(args.request))));
  if (!parsed.success)
    return {
      error: { errorKey: 'errors.ValidationError', field: String(parsed.error.issues[0]?.path[0] ?? '') },
    };
  try {
    await apiFor(args.request, args.context, localeOf(args)).send(endpoints.updateSettings, {
      body: parsed.data,
    });
    return { saved: true as const };
  } catch (error) {
    return actionError(error);
  }
}

export default function AdminSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('meta.adminSettings.title')}</h1>
      {actionData && 'saved' in actionData && <Alert kind="success">{t('admin.settings.saved')}</Alert>}
      <FormErrorAlert error={actionData && 'error' in actionData ? actionData.error : undefined} />
      <SettingsForm settings={loaderData.settings} />
      <section className="card flex flex-col gap-2" aria-labelledby="settings-history">
        <h2 id="settings-history" className="text-lg font-bold">
          {t('admin.settings.history')}
        </h2>
        {loaderData.changes.length === 0 ? (
          <p className="muted">{t('admin.settings.noHistory')}</p>
        ) : (
          <ul className="flex flex-col gap-2 text-sm">
            {loaderData.changes.map((c) => (
              <SettingsChange key={c._id} entry={c} />
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
