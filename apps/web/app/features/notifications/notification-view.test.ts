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
