// Who a viewer is to a thing, and who may publish: the relations permissions.ts names.
import { describe, expect, it } from 'vitest';
import { assertMayPost, isAdmin, isParty } from './ownership.ts';
import { admin, member } from './test-viewers.ts';

describe('ownership policy', () => {
  it('knows the owner, the owner of the ad a thing is on, and admins', () => {
    const comment = { ownerId: 'author', adOwnerId: 'seller' };
    expect(isParty(member('author'), 'owner', comment)).toBe(true);
    expect(isParty(member('seller'), 'owner', comment)).toBe(false);
    expect(isParty(member('seller'), 'adOwner', comment)).toBe(true);
    expect(isParty(member('author'), 'adOwner', { ownerId: 'author' })).toBe(false);
    expect(isParty(admin, 'admin', comment)).toBe(true);
    expect(isParty(member('author'), 'admin', comment)).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });

  it('a banned member may not publish; others may', () => {
    expect(() => assertMayPost(member('a', { bannedAt: new Date() }))).toThrow(
      expect.objectContaining({ name: 'UnauthorizedError', data: { reason: 'banned' } }),
    );
    expect(() => assertMayPost(member('a'))).not.toThrow();
  });
});
