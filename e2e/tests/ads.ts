import { expect, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { ar, text } from './i18n.ts';
import type { Member } from './members.ts';

type Category = { id: string; isVehicles: boolean };

/**
 * An ad published through the public API with the seller's bearer token; `fields` may name a
 * category by slug (`category`) and add any form field (details, price …).
 */
export async function publish(
  request: APIRequestContext,
  seller: Member,
  title: string,
  fields: Record<string, string> = {},
  /** A JPEG of the caller's (the duplicate guard compares photos); a plain green one by default. */
  picture?: Buffer,
): Promise<string> {
  const login = await request.post('/api/auth/login', {
    data: { email: seller.email, password: seller.password },
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const parents = (await (await request.get('/api/category/parent')).json()) as Category[];
  const parent = parents.find((c) => !c.isVehicles) ?? parents[0]!;
  const children = (await (
    await request.get(`/api/category/children?parentId=${parent.id}`)
  ).json()) as Category[];
  const { category, ...extra } = fields;
  const chosen = category
    ? ((await (await request.get(`/api/category/${category}`)).json()) as Category)
    : (children[0] ?? parent);
  const photo =
    picture ??
    (await sharp({ create: { width: 800, height: 600, channels: 3, background: '#16a085' } })
      .jpeg()
      .toBuffer());
  const res = await request.post('/api/post', {
    headers: { authorization: `Bearer ${access_token}` },
    multipart: {
      title,
      description: 'بحالة ممتازة، مع العلبة.',
      price: '1200',
      currncy: 'SAR',
      categoryId: chosen.id,
      country: 'Saudi Arabia',
      state: 'Riyadh',
      city: 'Riyadh',
      ...extra,
      images: { name: 'item.jpg', mimeType: 'image/jpeg', buffer: photo },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { _id: string })._id;
}

/** Coarse noise from `seed`: a photo the duplicate guard can tell from others (flat ones it never compares). */
export function noisePhoto(seed: number): Promise<Buffer> {
  let x = seed * 2654435761 + 1;
  const next = () => ((x = (x * 1103515245 + 12345) >>> 0), x >>> 24);
  const raw = Buffer.from(Array.from({ length: 16 * 12 * 3 }, next));
  return sharp(raw, { raw: { width: 16, height: 12, channels: 3 } })
    .resize(800, 600, { kernel: 'nearest' })
    .jpeg()
    .toBuffer();
}

/**
 * The Arabic post form, its photos already picked, filled for a Toyota Camry for sale in Riyadh
 * (a description and the city only when given) and published. `price` as typed, digits of either kind.
 */
export async function publishCamryByForm(
  page: Page,
  ad: { title: string; price: string; description?: string; city?: string },
): Promise<void> {
  // Exact where another label holds the same words (the price in "show the price"), as the specs did.
  const field = (key: string, exact = false) => page.getByLabel(text(ar, key), { exact });
  await field('postForm.title').fill(ad.title);
  if (ad.description) await field('postForm.description').fill(ad.description);
  await field('postForm.price', true).fill(ad.price);
  await field('filter.currency').selectOption('SAR');
  await field('postForm.parentCategory').selectOption({ label: 'سيارات ومركبات' });
  await field('postForm.category', true).selectOption({ label: 'سيارات للبيع' });
  await field('postForm.carMake').selectOption({ label: 'تويوتا' });
  await field('postForm.carModel').selectOption({ label: 'كامري' });
  await field('filter.country').selectOption({ label: 'السعودية' });
  await field('filter.state').selectOption({ label: 'الرياض' });
  if (ad.city) await field('filter.city').selectOption({ label: ad.city });
  await page.getByRole('button', { name: text(ar, 'postForm.publish') }).click();
}
