import { redirect } from 'react-router';
import { useTranslation } from 'react-i18next';
import { blankAttributeForm, endpoints } from '@souqna/contracts';
import type { Route } from './+types/post-edit';
import { PostForm } from '../features/post-form/post-form.tsx';
import { loadFormOptions, savePost } from '../features/post-form/post-form.server.ts';
import { actionError } from '../lib/action-error.server.ts';
import { ApiCallError, apiFor } from '../lib/api.server.ts';
import { localeOf, requireNotBanned } from '../lib/guards.server.ts';
import { localePath } from '../lib/locale.ts';
import { priceToInput } from '../lib/price.ts';
import { pageMeta } from '../i18n/meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'postEdit');

/** Owner only: anyone else goes to the post; a post that cannot be loaded sends home. */
export async function loader(args: Route.LoaderArgs) {
  requireNotBanned(args);
  const locale = localeOf(args);
  const api = apiFor(args.request, args.context, locale);
  const id = encodeURIComponent(args.params.id);
  try {
    const [post, options] = await Promise.all([
      api.call(endpoints.getPostForEdit, { params: { id: args.params.id } }),
      loadFormOptions(api),
    ]);
    return { post, options };
  } catch (error) {
    if (error instanceof ApiCallError && (error.status === 401 || error.status === 403))
      throw redirect(localePath(`/posts/${id}`, locale));
    throw redirect(localePath('/', locale));
  }
}

export async function action(args: Route.ActionArgs) {
  requireNotBanned(args);
  const locale = localeOf(args);
  try {
    await savePost(apiFor(args.request, args.context, locale), args.request, args.params.id);
  } catch (error) {
    return actionError(error);
  }
  throw redirect(localePath(`/posts/${encodeURIComponent(args.params.id)}`, locale));
}

export default function PostEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { post, options } = loaderData;
  const make = options.cars.find((m) => m.models.some((model) => model.slug === post.carModel));
  const defaults = {
    title: post.title,
    description: post.description,
    price: priceToInput(post.price),
    currncy: post.currncy,
    showPrice: post.showPrice ? ('true' as const) : ('false' as const),
    showPhone: post.showPhone ? ('true' as const) : ('false' as const),
    parentCategoryId: post.parentCategoryId,
    categoryId: post.categoryId,
    carMake: make?.slug ?? '',
    carModel: post.carModel ?? '',
    country: post.country,
    state: post.state,
    city: post.city ?? '',
    // Each detail as the form types it; blank where the ad has none.
    ...blankAttributeForm(),
    ...Object.fromEntries(Object.entries(post.attributes).map(([k, v]) => [k, String(v)])),
  };
  const images = post.images.map((i) => ({
    key: i._id,
    kind: 'existing' as const,
    id: i._id,
    url: i.thumbnail,
  }));
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('meta.postEdit.title')}</h1>
      <PostForm
        options={options}
        defaults={defaults}
        images={images}
        postId={post._id}
        serverError={actionData?.error}
      />
    </section>
  );
}
