import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { BROADCAST_MESSAGE_MAX, BROADCAST_TITLE_MAX, BroadcastSchema, endpoints } from '@souqna/contracts';
import type { Route } from './+types/admin-broadcast';
import { Alert } from '../ui/alert.tsx';
import { FormErrorAlert } from '../ui/form-error-alert.tsx';
import { SubmitButton } from '../ui/submit-button.tsx';
import { actionError } from '../lib/action-error.server.ts';
import { apiFor } from '../lib/api.server.ts';
import { formFields, readForm } from '../lib/form-data.ts';
import { localeOf, requireAdmin } from '../lib/guards.server.ts';
import { pageMeta } from '../i18n/meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'adminBroadcast');

export function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  return null;
}

/** An admin notification to every member, in both languages (docs/product/admin.md#admin-notifications). */
export async function action(args: Route.ActionArgs) {
  requireAdmin(args);
  const fields = formFields(await readForm(args.request));
  // An empty country is everyone: the API takes the field out rather than an empty value.
  const parsed = BroadcastSchema.safeParse({ ...fields, country: fields.country || undefined });
  if (!parsed.success) return { error: { errorKey: 'errors.ValidationError' }, fields };
  try {
    await apiFor(args.request, args.context, localeOf(args)).send(endpoints.broadcastNotification, {
      body: parsed.data,
    });
    return { sent: true as const };
  } catch (error) {
    return actionError(error, { fields });
  }
}

export default function AdminBroadcastPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const kept = actionData && 'fields' in actionData ? actionData.fields : undefined;
  const fields = [
    ['ar_title', 'rtl', BROADCAST_TITLE_MAX],
    ['ar_message', 'rtl', BROADCAST_MESSAGE_MAX],
    ['en_title', 'ltr', BROADCAST_TITLE_MAX],
    ['en_message', 'ltr', BROADCAST_MESSAGE_MAX],
  ] as const;
  return (
    <section className="flex max-w-2xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('meta.adminBroadcast.title')}</h1>
      <p className="muted">{t('admin.broadcast.note')}</p>
      {actionData && 'sent' in actionData && <Alert kind="success">{t('admin.broadcast.sent')}</Alert>}
      <FormErrorAlert error={actionData && 'error' in actionData ? actionData.error : undefined} />
      <Form
        method="post"
        className="card flex flex-col gap-3"
        key={actionData && 'sent' in actionData ? 'sent' : 'form'}
      >
        {fields.map(([name, dir, max]) => (
          <label key={name} className="flex flex-col gap-1">
            <span className="label">{t(`admin.broadcast.${name}`)}</span>
            {name.endsWith('title') ? (
              <input
                name={name}
                dir={dir}
                required
                maxLength={max}
                defaultValue={kept?.[name]}
                className="input"
              />
            ) : (
              <textarea
                name={name}
                dir={dir}
                required
                maxLength={max}
                rows={3}
                defaultValue={kept?.[name]}
                className="input"
              />
            )}
          </label>
        ))}
        <label className="flex flex-col gap-1">
          <span className="label">{t('admin.broadcast.country')}</span>
          <select name="country" autoComplete="off" defaultValue={kept?.country ?? ''} className="input">
            <option value="">{t('admin.broadcast.everyone')}</option>
            <option value="SA">{t('auth.countrySA')}</option>
            <option value="AE">{t('auth.countryAE')}</option>
          </select>
        </label>
        <SubmitButton busy={busy}>{t('admin.broadcast.send')}</SubmitButton>
      </Form>
    </section>
  );
}
