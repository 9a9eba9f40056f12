import { useTranslation } from 'react-i18next';
import { endpoints, SupportMessageInputSchema } from '@souqna/contracts';
import type { Route } from './+types/settings-support';
import { ContactCard } from '../features/settings/contact-card.tsx';
import { QuestionsList } from '../features/settings/questions-list.tsx';
import { loadSettings } from '../features/settings/settings.server.ts';
import { SupportForm } from '../features/settings/support-form.tsx';
import { actionError } from '../lib/action-error.server.ts';
import { apiFor } from '../lib/api.server.ts';
import { formFields, readForm } from '../lib/form-data.ts';
import { localeOf, requireUser } from '../lib/guards.server.ts';
import { pageMeta } from '../i18n/meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'settingsSupport');

export function loader(args: Route.LoaderArgs) {
  requireUser(args);
  return loadSettings(args, ['email', 'phoneNumber', 'supportQuestions']);
}

/** The contact form: a message the admins read in the back office (docs/product/admin.md#support). */
export async function action(args: Route.ActionArgs) {
  requireUser(args);
  const fields = formFields(await readForm(args.request));
  const parsed = SupportMessageInputSchema.safeParse(fields);
  if (!parsed.success) return { error: { errorKey: 'errors.ValidationError' }, kept: fields };
  try {
    await apiFor(args.request, args.context, localeOf(args)).send(endpoints.sendSupportMessage, {
      body: parsed.data,
    });
    return { sent: true as const };
  } catch (error) {
    return actionError(error, { kept: fields });
  }
}

export default function SettingsSupportPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('meta.settingsSupport.title')}</h1>
      <ContactCard email={loaderData.email} phoneNumber={loaderData.phoneNumber} />
      <SupportForm
        sent={actionData && 'sent' in actionData}
        error={actionData && 'error' in actionData ? actionData.error : undefined}
        kept={actionData && 'kept' in actionData ? actionData.kept : undefined}
      />
      <QuestionsList items={loaderData.supportQuestions ?? []} />
    </section>
  );
}
