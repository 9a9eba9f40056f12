// Who may manage, publish and see what: owners and admins manage, banned members cannot publish,
// a member's private record is for themselves and admins.
import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../context.ts';
import { assertMayManage, assertMayPost, isAdmin, mayManage, maySeePrivateProfile } from './ownership.ts';

const member = (id: string, over: Partial<AuthUser> = {}): AuthUser => ({
  id,
  role: 'user',
  bannedAt: null,
  ...over,
});
const admin = member('admin', { role: 'admin' });

describe('ownership policy', () => {
  it('the owner or an admin may manage a thing, nobody else', () => {
    expect(mayManage(member('a'), 'a')).toBe(true);
    expect(mayManage(admin, 'a')).toBe(true);
    expect(mayManage(member('b'), 'a')).toBe(false);
    expect(() => assertMayManage(member('b'), 'a')).toThrow(
      expect.objectContaining({ name: 'UnauthorizedError' }),
    );
    expect(() => assertMayManage(member('a'), 'a')).not.toThrow();
  });

  it('a banned member may not publish; others may', () => {
    expect(() => assertMayPost(member('a', { bannedAt: new Date() }))).toThrow(
      expect.objectContaining({ name: 'UnauthorizedError', data: { reason: 'banned' } }),
    );
    expect(() => assertMayPost(member('a'))).not.toThrow();
  });

  it('a private profile is for its member and admins; guests and others see the public card', () => {
    expect(maySeePrivateProfile(member('a'), 'a')).toBe(true);
    expect(maySeePrivateProfile(admin, 'a')).toBe(true);
    expect(maySeePrivateProfile(member('b'), 'a')).toBe(false);
    expect(maySeePrivateProfile(null, 'a')).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });
});
