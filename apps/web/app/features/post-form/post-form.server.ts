import { z } from 'zod';
import { CarMakeListSchema, CategoryDetailSchema, CategoryListSchema } from '@souqna/contracts';
import type { apiFor } from '../../lib/api.server.ts';
import { cachedCountries } from '../../lib/reference-data.server.ts';
import { rawMultipart } from '../../lib/raw-body.server.ts';

type Api = ReturnType<typeof apiFor>;

/** What the form's selects offer: the category tree, car makes with models, countries. */
export async function loadFormOptions(api: Api) {
  const get = <T extends z.ZodType>(schema: T, url: string) => api.call(schema, { method: 'GET', url });
  const [parents, cars, countries] = await Promise.all([
    get(CategoryListSchema, '/api/category/parent'),
    get(CarMakeListSchema, '/api/category/cars'),
    cachedCountries(api),
  ]);
  const categories = await Promise.all(
    parents.map((p) => get(CategoryDetailSchema, `/api/category/${p.id}`)),
  );
  return { categories, cars, countries };
}

const SavedSchema = z.looseObject({ _id: z.string() });

/** The browser's multipart goes on to the API untouched (images included); answers the post id. */
export async function savePost(api: Api, request: Request, postId?: string): Promise<string> {
  const raw = await rawMultipart(request);
  const saved = postId
    ? await api.call(SavedSchema, { method: 'PUT', url: `/api/post/${encodeURIComponent(postId)}`, raw })
    : await api.call(SavedSchema, { method: 'POST', url: '/api/post', raw });
  return saved._id;
}
