import { expect, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import type { Member } from './members.ts';

type Category = { id: string; isVehicles: boolean };

/** An ad published through the public API with the seller's bearer token. */
export async function publish(request: APIRequestContext, seller: Member, title: string): Promise<string> {
  const login = await request.post('/api/auth/login', {
    data: { email: seller.email, password: seller.password },
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const parents = (await (await request.get('/api/category/parent')).json()) as Category[];
  const parent = parents.find((c) => !c.isVehicles) ?? parents[0]!;
  const children = (await (
    await request.get(`/api/category/children?parentId=${parent.id}`)
  ).json()) as Category[];
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#16a085' } })
    .jpeg()
    .toBuffer();
  const res = await request.post('/api/post', {
    headers: { authorization: `Bearer ${access_token}` },
    multipart: {
      title,
      description: 'بحالة ممتازة، مع العلبة.',
      price: '1200',
      currncy: 'SAR',
      categoryId: (children[0] ?? parent).id,
      country: 'Saudi Arabia',
      state: 'Riyadh',
      city: 'Riyadh',
      images: { name: 'item.jpg', mimeType: 'image/jpeg', buffer: photo },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { _id: string })._id;
}
