import { useTranslation } from 'react-i18next';
import type { Route } from './+types/settings-main';
import { AccountSummary } from '../features/settings/account-summary.tsx';
import { AccountRights } from '../features/settings/account-rights.tsx';
import { accountRightsAction } from '../features/settings/account-rights.server.ts';
import { ContactChangeForm } from '../features/settings/contact-change-form.tsx';
import { contactChangeAction } from '../features/settings/contact-change.server.ts';
import { apiFor } from '../lib/api.server.ts';
import { formFields, readForm } from '../lib/form-data.ts';
import { localeOf, requireUser } from '../lib/guards.server.ts';
import { pageMeta } from '../i18n/meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'settingsMain');

export function loader(args: Route.LoaderArgs) {
  return { user: requireUser(args) };
}

/**
 * The account's own changes: e-mail or phone, each confirmed by a code to the new address; and the
 * member's rights: sign out of every device, delete the account.
 */
export async function action(args: Route.ActionArgs) {
  requireUser(args);
  const fields = formFields(await readForm(args.request));
  const api = apiFor(args.request, args.context, localeOf(args));
  if (fields.intent === 'revokeAll' || fields.intent === 'deleteAccount')
    return accountRightsAction(api, localeOf(args), fields);
  if (fields.intent !== 'contactRequest' && fields.intent !== 'contactVerify')
    throw new Response(null, { status: 400 });
  return contactChangeAction(api, fields);
}

export default function SettingsMainPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('meta.settingsMain.title')}</h1>
      <AccountSummary user={loaderData.user} />
      {/* Language and theme are on /setting/preferences, with the notification choices. */}
      <ContactChangeForm
        state={actionData && 'contact' in actionData ? actionData.contact : undefined}
        error={actionData && 'contact' in actionData && 'error' in actionData ? actionData.error : undefined}
      />
      <AccountRights
        deleteError={actionData && 'deleteAccount' in actionData ? actionData.error : undefined}
      />
    </section>
  );
}
