// The permissions table: each action's parties, and the exact error a refusal throws (the services
// throw these names and the API tests assert them).
import { describe, expect, it } from 'vitest';
import { ACTIONS, authorize, can, type Action } from './permissions.ts';
import { admin, member } from './test-viewers.ts';

const ad = { ownerId: 'a' };
const comment = { ownerId: 'author', adOwnerId: 'seller' };

/** Who may, among the owner, the ad's owner, an admin, another member and a guest. */
function whoMay(action: Action, thing: { ownerId: string; adOwnerId?: string }) {
  const viewers = { owner: member(thing.ownerId), adOwner: member('seller'), admin, other: member('x') };
  const allowed = Object.entries(viewers).filter(([, viewer]) => can(viewer, action, thing));
  return [...allowed.map(([name]) => name), ...(can(null, action, thing) ? ['guest'] : [])];
}

describe('permissions table', () => {
  it('the seller alone edits, marks sold, reads the statistics and pays the commission of an ad', () => {
    for (const action of ['ad.edit', 'ad.markSold', 'ad.seeStats', 'ad.payCommission'] as const)
      expect(whoMay(action, ad), action).toEqual(['owner']);
  });

  it('the owner or an admin deletes an ad, nobody else', () => {
    expect(whoMay('ad.delete', ad)).toEqual(['owner', 'admin']);
    expect(can(member('a'), 'ad.delete', ad)).toBe(true);
    expect(can(admin, 'ad.delete', ad)).toBe(true);
    expect(can(member('b'), 'ad.delete', ad)).toBe(false);
    expect(() => authorize(member('b'), 'ad.delete', ad)).toThrow(
      expect.objectContaining({ name: 'UnauthorizedError' }),
    );
    expect(() => authorize(member('a'), 'ad.delete', ad)).not.toThrow();
  });

  it('the author edits a comment; the author, the ad owner or an admin deletes it', () => {
    expect(whoMay('comment.edit', comment)).toEqual(['owner']);
    expect(whoMay('comment.delete', comment)).toEqual(['owner', 'adOwner', 'admin']);
  });

  it('the payer or an admin sees a payment; another member is told it does not exist', () => {
    expect(whoMay('payment.see', { ownerId: 'payer' })).toEqual(['owner', 'admin']);
    expect(() => authorize(member('x'), 'payment.see', { ownerId: 'payer' })).toThrow(
      expect.objectContaining({ name: 'NotFoundError', data: {} }),
    );
  });

  it('a member manages their own profile; the private record is for them and admins, not guests', () => {
    expect(whoMay('profile.manage', { ownerId: 'a' })).toEqual(['owner']);
    expect(whoMay('profile.seePrivate', { ownerId: 'a' })).toEqual(['owner', 'admin']);
    expect(can(member('a'), 'profile.seePrivate', { ownerId: 'a' })).toBe(true);
    expect(can(admin, 'profile.seePrivate', { ownerId: 'a' })).toBe(true);
    expect(can(member('b'), 'profile.seePrivate', { ownerId: 'a' })).toBe(false);
    expect(can(null, 'profile.seePrivate', { ownerId: 'a' })).toBe(false);
  });

  it('throws each refusal with its exact name and data', () => {
    expect(() => authorize(member('x'), 'ad.payCommission', ad)).toThrow(
      expect.objectContaining({ name: 'UnauthorizedError', data: { reason: 'notOwner', field: 'postId' } }),
    );
    for (const action of ['ad.edit', 'ad.markSold', 'comment.edit', 'profile.manage'] as const)
      expect(() => authorize(admin, action, ad), action).toThrow(
        expect.objectContaining({ name: 'UnauthorizedError', data: {} }),
      );
  });

  it('lets no guest do anything', () => {
    for (const action of ACTIONS)
      expect(can(null, action, { ownerId: 'a', adOwnerId: 'a' }), action).toBe(false);
  });
});
