import { blankAttributeForm } from '@souqna/contracts';
import { redirect } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/post-new';
import { PostForm } from '../features/post-form/post-form.tsx';
import { duplicateOf, loadFormOptions, savePost } from '../features/post-form/post-form.server.ts';
import { actionError } from '../lib/action-error.server.ts';
import { apiFor } from '../lib/api.server.ts';
import { localeOf, requireNotBanned } from '../lib/guards.server.ts';
import { localePath } from '../lib/locale.ts';
import { useKeepOffline } from '../lib/use-offline-copy.ts';
import { useVisitorCountry } from '../lib/use-visitor-country.ts';
import { useViewer } from '../lib/use-viewer.ts';
import { pageMeta } from '../i18n/meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'postNew');

export async function loader(args: Route.LoaderArgs) {
  requireNotBanned(args);
  return { options: await loadFormOptions(apiFor(args.request, args.context, localeOf(args))) };
}

/** Without JS the form posts here; with JS it goes by XHR to /post-upload (progress bar). */
export async function action(args: Route.ActionArgs) {
  requireNotBanned(args);
  try {
    const id = await savePost(apiFor(args.request, args.context, localeOf(args)), args.request);
    // "Your ad is live" first (a one-time note, routes/post.tsx).
    throw redirect(localePath(`/posts/${id}?published`, localeOf(args)));
  } catch (error) {
    if (error instanceof Response) throw error;
    // The same item live already: the form offers its refresh (docs/decisions/0058-duplicate-guard.md).
    return actionError(error, { duplicate: duplicateOf(error) });
  }
}

export default function PostNewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  // The form opens offline too, with the draft kept on the device (docs/product/platform.md#drafts-of-a-new-ad).
  useKeepOffline();
  // The visitor's country and its currency; with no signal, no country and AED (docs/decisions/0048-visitor-country.md).
  const visitor = useVisitorCountry();
  // A proved number is offered by default (docs/decisions/0053-ad-lifecycle-and-contact-bar.md).
  const verified = useViewer()?.phoneVerified ?? false;
  const country = loaderData.options.countries.find((c) => c.code === visitor.country)?.en_name ?? '';
  const defaults = {
    title: '',
    description: '',
    price: '',
    currncy: visitor.currency,
    showPrice: 'true' as const,
    showPhone: verified ? ('true' as const) : ('false' as const),
    parentCategoryId: '',
    categoryId: '',
    carMake: '',
    carModel: '',
    country,
    state: '',
    city: '',
    ...blankAttributeForm(),
  };
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('meta.postNew.title')}</h1>
      <PostForm
        options={loaderData.options}
        defaults={defaults}
        images={[]}
        serverError={actionData?.error}
        serverDuplicate={actionData?.duplicate}
      />
    </section>
  );
}
