import { describe, expect, it } from 'vitest';
import type { Notification } from '@souqna/contracts';
import { tabOf, viewOf } from './notification-view.ts';

const base: Notification = {
  _id: 'n1',
  type: 'follow',
  kind: 'general',
  senderRole: 'user',
  en_title: null,
  ar_title: null,
  en_message: null,
  ar_message: null,
  userFrom: { _id: 'u1', fullname: 'Sara', avatar: null },
  entityId: { _id: 'u1', fullname: 'Sara' },
  createdAt: '2026-11-23T10:00:00.000Z',
};

describe('viewOf', () => {
  it('links a follow to the follower, a comment to its ad, a new ad to the ad', () => {
    expect(viewOf(base, 'ar')).toEqual({ kind: 'follow', name: 'Sara', subject: '', href: '/profile/u1' });
    const comment = { _id: 'c1', body: 'Hi', postId: 'p1', postTitle: 'Bike' };
    expect(viewOf({ ...base, type: 'comment', entityId: comment }, 'en')).toEqual({
      kind: 'comment',
      name: 'Sara',
      subject: 'Bike',
      href: '/posts/p1',
    });
    const post = { _id: 'p2', title: 'Table' };
    expect(viewOf({ ...base, type: 'post', kind: 'following', entityId: post }, 'en').href).toBe('/posts/p2');
  });

  it("links the member's own expiring ad to its page, where it is renewed", () => {
    const ad = { ...base, type: 'expiring' as const, userFrom: null, entityId: { _id: 'p3', title: 'Sofa' } };
    expect(viewOf(ad, 'ar')).toEqual({ kind: 'expiring', name: '', subject: 'Sofa', href: '/posts/p3' });
  });

  it('names the buyer who rated a deal and links the ad it was about', () => {
    const rated = { ...base, type: 'review' as const, entityId: { _id: 'p4', title: 'Lamp' } };
    expect(viewOf(rated, 'en')).toEqual({ kind: 'review', name: 'Sara', subject: 'Lamp', href: '/posts/p4' });
  });

  it("words a favourite's price drop with its old and new price; a sale and a return link to the ad", () => {
    const drop = { _id: 'p4', title: 'Camry', oldPrice: 15500, price: 12000, currncy: 'SAR' as const };
    expect(viewOf({ ...base, type: 'price-drop', entityId: drop }, 'en')).toEqual({
      kind: 'price-drop',
      name: 'Sara',
      subject: 'Camry',
      href: '/posts/p4',
      prices: { from: 15500, to: 12000, currency: 'SAR' },
    });
    const ad = { _id: 'p5', title: 'Sofa' };
    expect(viewOf({ ...base, type: 'favorite-sold', entityId: ad }, 'ar')).toMatchObject({
      kind: 'favorite-sold',
      href: '/posts/p5',
    });
    expect(viewOf({ ...base, type: 'favorite-back', entityId: ad }, 'ar').kind).toBe('favorite-back');
  });

  it('links a saved search’s alert to its listing, with its name and how many new ads', () => {
    const search = {
      _id: 's1',
      name: 'Camry',
      query: { categoryId: 'cars-for-sale', search: 'camry' },
      count: 3,
    };
    const alert = { ...base, type: 'saved-search' as const, userFrom: null, entityId: search };
    expect(viewOf(alert, 'ar')).toEqual({
      kind: 'savedSearch',
      name: 'Camry',
      subject: '',
      count: 3,
      href: '/posts/category/cars-for-sale?search=camry',
    });
  });

  it("shows an admin broadcast's own text in the reader's language, with no link", () => {
    const admin: Notification = {
      ...base,
      type: 'admin',
      senderRole: 'admin',
      userFrom: null,
      entityId: null,
      en_title: 'Update',
      ar_title: 'تحديث',
      en_message: 'New rules',
      ar_message: 'قواعد جديدة',
    };
    expect(viewOf(admin, 'ar')).toEqual({
      kind: 'admin',
      title: 'تحديث',
      message: 'قواعد جديدة',
      href: null,
    });
    expect(viewOf(admin, 'en')).toEqual({ kind: 'admin', title: 'Update', message: 'New rules', href: null });
  });
});

describe('tabOf', () => {
  it('reads following, and anything else as general', () => {
    expect(tabOf('following')).toBe('following');
    expect(tabOf('other')).toBe('general');
    expect(tabOf(null)).toBe('general');
  });
});
