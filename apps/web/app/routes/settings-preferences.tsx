import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { endpoints, NOTIFICATION_PREFS } from '@souqna/contracts';
import type { Route } from './+types/settings-preferences';
import { DevicePushCard } from '../features/push/device-push-card.tsx';
import { PreferenceChoices } from '../features/settings/preference-choices.tsx';
import { Alert } from '../ui/alert.tsx';
import { FormErrorAlert } from '../ui/form-error-alert.tsx';
import { SubmitButton } from '../ui/submit-button.tsx';
import { actionError } from '../lib/action-error.server.ts';
import { apiFor } from '../lib/api.server.ts';
import { formFields, readForm } from '../lib/form-data.ts';
import { localeOf, requireUser } from '../lib/guards.server.ts';
import { pageMeta } from '../i18n/meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'settingsPreferences');

export async function loader(args: Route.LoaderArgs) {
  requireUser(args);
  const api = apiFor(args.request, args.context, localeOf(args));
  const [prefs, push] = await Promise.all([
    api.call(endpoints.notificationPrefs),
    api.call(endpoints.pushKey),
  ]);
  return { prefs, pushKey: push.publicKey };
}

/** The notification choices: a checkbox per kind; an unchecked box is not posted, so it means off. */
export async function action(args: Route.ActionArgs) {
  requireUser(args);
  const fields = formFields(await readForm(args.request));
  const prefs = {
    follow: fields.follow === 'on',
    comment: fields.comment === 'on',
    post: fields.post === 'on',
  };
  try {
    await apiFor(args.request, args.context, localeOf(args)).send(endpoints.saveNotificationPrefs, {
      body: prefs,
    });
    return { saved: true as const };
  } catch (error) {
    return actionError(error);
  }
}

/** Language, theme and which notifications I get (docs/product/screens-and-routes.md#settings-pages). */
export default function SettingsPreferencesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('meta.settingsPreferences.title')}</h1>
      <PreferenceChoices />
      <DevicePushCard publicKey={loaderData.pushKey} />
      <Form method="post" className="card flex flex-col gap-3">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-lg font-bold">{t('settings.prefs.title')}</legend>
          {actionData && 'saved' in actionData && <Alert kind="success">{t('settings.prefs.saved')}</Alert>}
          <FormErrorAlert error={actionData && 'error' in actionData ? actionData.error : undefined} />
          {NOTIFICATION_PREFS.map((pref) => (
            <label key={pref} className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                name={pref}
                defaultChecked={loaderData.prefs[pref]}
                className="size-5 accent-primary"
              />
              <span>{t(`settings.prefs.${pref}`)}</span>
            </label>
          ))}
          <p className="muted text-sm">{t('settings.prefs.adminNote')}</p>
        </fieldset>
        <SubmitButton busy={busy} className="self-start">
          {t('settings.prefs.save')}
        </SubmitButton>
      </Form>
    </section>
  );
}
