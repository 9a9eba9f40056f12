import { endpoints } from '@souqna/contracts';
import type { apiFor } from '../../lib/api.server.ts';
import { cachedCountries } from '../../lib/reference-data.server.ts';
import { rawMultipart } from '../../lib/raw-body.server.ts';

type Api = ReturnType<typeof apiFor>;

/** What the form's selects offer: the category tree, car makes with models, countries. */
export async function loadFormOptions(api: Api) {
  const [categories, cars, countries] = await Promise.all([
    api.call(endpoints.categoryTree),
    api.call(endpoints.carMakes),
    cachedCountries(api),
  ]);
  return { categories, cars, countries };
}

/** The browser's multipart goes on to the API untouched (images included); answers the post id. */
export async function savePost(api: Api, request: Request, postId?: string): Promise<string> {
  const raw = await rawMultipart(request);
  const saved = postId
    ? await api.call(endpoints.updatePost, { params: { id: postId }, raw })
    : await api.call(endpoints.createPost, { raw });
  return saved._id;
}
