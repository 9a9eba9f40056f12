// Who a viewer is to a thing (docs/product/social.md, docs/product/listings-and-search.md): its
// owner, the owner of the ad it hangs on, an admin. What each of them may do is permissions.ts.
import type { AuthUser } from '../context.ts';
import { AppError } from '../lib/app-error.ts';

export const isAdmin = (viewer: AuthUser | null) => viewer?.role === 'admin';

/**
 * A thing as the permissions see it. `ownerId`: an ad's seller, a comment's author, a payment's
 * payer (null once their account is gone), a profile's member. `adOwnerId`: the seller of the ad a
 * comment is on.
 */
export type Owned = { ownerId: string | null; adOwnerId?: string | undefined };

/** The relations a permission can name (permissions.ts). */
export type Party = 'owner' | 'adOwner' | 'admin';

const IS: Record<Party, (viewer: AuthUser, thing: Owned) => boolean> = {
  owner: (viewer, thing) => viewer.id === thing.ownerId,
  adOwner: (viewer, thing) => thing.adOwnerId !== undefined && viewer.id === thing.adOwnerId,
  admin: (viewer) => isAdmin(viewer),
};

export const isParty = (viewer: AuthUser, party: Party, thing: Owned) => IS[party](viewer, thing);

/**
 * Banned members cannot publish ads. plugins/auth.ts already refuses a banned member's tokens;
 * this second lock keeps the rule beside the publishing services, whatever let the request in.
 */
export function assertMayPost(viewer: AuthUser): void {
  if (viewer.bannedAt) throw new AppError('UnauthorizedError', { reason: 'banned' });
}
