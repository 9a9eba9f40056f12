import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { ChangePasswordSchema, endpoints } from '@souqna/contracts';
import type { Route } from './+types/settings-profile';
import { FormErrorAlert } from '../features/auth/form-error.tsx';
import { ChangePasswordForm } from '../features/settings/change-password-form.tsx';
import { ProfileForm } from '../features/settings/profile-form.tsx';
import { Alert } from '../ui/alert.tsx';
import { actionError } from '../lib/action-error.server.ts';
import { apiFor } from '../lib/api.server.ts';
import { formFields, readForm } from '../lib/form-data.ts';
import { localeOf, requireUser } from '../lib/guards.server.ts';
import { rawMultipart } from '../lib/raw-body.server.ts';
import { authCookie } from '../lib/session.server.ts';
import { pageMeta } from '../i18n/meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'settingsProfile');

export function loader(args: Route.LoaderArgs) {
  return { user: requireUser(args) };
}

export async function action(args: Route.ActionArgs) {
  const user = requireUser(args);
  const api = apiFor(args.request, args.context, localeOf(args));
  // A clone is read for the intent, so the original body can still be forwarded byte for byte.
  const fields = formFields(await readForm(args.request.clone()));
  const intent = fields.intent === 'password' ? 'password' : 'profile';
  try {
    if (intent === 'password') {
      const parsed = ChangePasswordSchema.safeParse(fields);
      if (!parsed.success) return { intent, error: { errorKey: 'errors.ValidationError' } };
      const answer = await api.call(endpoints.changePassword, {
        params: { id: user._id },
        body: parsed.data,
      });
      // Every older token ended with the change (docs/decisions/0024): this tab keeps the new one.
      return data(
        { intent, savedAt: Date.now() },
        { headers: { 'Set-Cookie': authCookie(answer.access_token) } },
      );
    } else {
      // The avatar file and fields go on as the browser encoded them (raw multipart).
      await api.send(endpoints.updateUser, {
        params: { id: user._id },
        raw: await rawMultipart(args.request),
      });
    }
    return { intent, savedAt: Date.now() };
  } catch (error) {
    return actionError(error, { intent });
  }
}

export default function SettingsProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const error = actionData && 'error' in actionData ? actionData.error : undefined;
  const saved = actionData && 'savedAt' in actionData ? actionData : undefined;
  return (
    <section className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold">{t('meta.settingsProfile.title')}</h1>
      <FormErrorAlert error={error} />
      {saved && (
        <Alert kind="success">
          {t(saved.intent === 'password' ? 'settings.passwordChanged' : 'settings.profileSaved')}
        </Alert>
      )}
      {/* Keyed by user data so the form shows what the server saved after revalidation. */}
      <ProfileForm
        key={`${loaderData.user.avatar ?? ''}|${loaderData.user.username ?? ''}`}
        user={loaderData.user}
      />
      <ChangePasswordForm doneAt={saved?.intent === 'password' ? saved.savedAt : undefined} />
    </section>
  );
}
