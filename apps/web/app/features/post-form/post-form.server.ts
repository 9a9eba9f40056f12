import { endpoints, type DuplicatePostData } from '@souqna/contracts';
import { ApiCallError, type apiFor } from '../../lib/api.server.ts';
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

/** The seller's live ad a DuplicatePostError names (docs/product/listings-and-search.md#duplicate-guard). */
export function duplicateOf(error: unknown): DuplicatePostData | undefined {
  if (!(error instanceof ApiCallError) || error.error.name !== 'DuplicatePostError') return undefined;
  const d = error.error.data as Partial<DuplicatePostData>;
  if (typeof d.postId !== 'string') return undefined;
  return { postId: d.postId, title: String(d.title ?? ''), match: d.match === 'photo' ? 'photo' : 'text' };
}
