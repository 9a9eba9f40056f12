import { describe, expect, it } from 'vitest';
import type { PostCard } from '@souqna/contracts';
import { cardData, cardsPage } from './card-data.ts';

const post: PostCard = {
  _id: 'p1',
  title: 'Toyota Camry 2020',
  country: 'السعودية',
  en_country: 'Saudi Arabia',
  ar_country: 'السعودية',
  en_state: 'Riyadh',
  ar_state: 'الرياض',
  en_city: 'Al Kharj',
  ar_city: 'الخرج',
  images: { thumbnail: '/t.webp', card: '/c.webp' },
  price: 55000,
  currncy: 'SAR',
  showPrice: true,
  createdAt: '2026-11-24T10:00:00.000Z',
  user: { _id: 'u1', avatar: null, fullname: 'Reem' },
  userId: 'u1',
  categoryId: 'c1',
  carModel: 'toyota-camry',
  attributes: { year: 2020, mileage: 85000, fuel: 'petrol' },
  soldAt: null,
  listedAt: '2026-11-25T08:00:00.000Z',
  expiresAt: '2026-12-25T08:00:00.000Z',
  expiredAt: null,
};

describe('cardData', () => {
  it('keeps what a card shows: the place in the page’s language, the flag, one picture', () => {
    expect(cardData(post, 'ar')).toEqual({
      _id: 'p1',
      title: 'Toyota Camry 2020',
      image: '/c.webp',
      price: 55000,
      currncy: 'SAR',
      showPrice: true,
      createdAt: '2026-11-24T10:00:00.000Z',
      listedAt: '2026-11-25T08:00:00.000Z',
      userId: 'u1',
      seller: 'Reem',
      avatar: null,
      attributes: { year: 2020, mileage: 85000 },
      place: 'الخرج',
      flag: 'SA',
      soldAt: null,
      expiredAt: null,
    });
    expect(cardData(post, 'en').place).toBe('Al Kharj');
  });

  it('takes the thumbnail without a card picture, the region without a city, and a viewer’s heart', () => {
    const card = cardData(
      {
        ...post,
        images: { thumbnail: '/t.webp', card: null },
        en_city: null,
        ar_city: null,
        isFavorite: true,
      },
      'en',
    );
    expect(card).toMatchObject({ image: '/t.webp', place: 'Riyadh', isFavorite: true });
  });

  it('carries the seller’s stars once rated, and nothing before', () => {
    expect(cardData({ ...post, sellerRating: { average: 4.3, count: 12 } }, 'ar').rating).toEqual({
      average: 4.3,
      count: 12,
    });
    expect(cardData(post, 'ar')).not.toHaveProperty('rating');
  });

  it('carries a rent’s period for its price, and nothing on other ads', () => {
    const rent = cardData({ ...post, attributes: { area: 120, rooms: 3, rentPeriod: 'yearly' } }, 'ar');
    expect(rent).toMatchObject({ rentPeriod: 'yearly', attributes: { area: 120, rooms: 3 } });
    expect(cardData({ ...post, attributes: { rentPeriod: 'hourly' } }, 'ar')).not.toHaveProperty(
      'rentPeriod',
    );
    expect(cardData(post, 'ar')).not.toHaveProperty('rentPeriod');
  });

  it('leaves a page’s cursor and counts as they are', () => {
    const page = cardsPage({ items: [post], nextCursor: 'next', found: { count: 1, more: false } }, 'ar');
    expect(page).toMatchObject({ nextCursor: 'next', found: { count: 1, more: false } });
    expect(page.items.map((c) => c._id)).toEqual(['p1']);
  });
});
