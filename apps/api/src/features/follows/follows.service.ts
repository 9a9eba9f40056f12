// Following (docs/product/social.md#following): follow / unfollow are idempotent; a member who blocked you cannot be followed.
import { assertNotBlockedBy, hasBlocked } from '../../policies/blocks.ts';
import { FOLLOW_LIST_MAX } from '@souqna/contracts';
import type { AuthUser, Deps } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { toPublicUser } from '../../domain/user-answers.ts';
import { findUserRow } from '../../domain/lookups.ts';
import { readsFor } from '../../policies/read-routing.ts';
import type { Reads } from '../../db/client.ts';
import { follow, followCounts, followList, unfollow, type FollowUserRow } from './follows.queries.ts';

async function existingUser(deps: Deps, id: string, db: Pick<Reads, 'orm'> = deps) {
  const row = await findUserRow(db.orm, id);
  if (!row) throw new AppError('NotFoundError');
  return row;
}

async function answer(deps: Deps, viewer: AuthUser, userId: string) {
  const c = await followCounts(deps.sql, userId, viewer.id);
  return {
    isFollowing: Boolean(c.isFollowing),
    followersCount: c.followersCount,
    followingCount: c.followingCount,
  };
}

export async function followUser(deps: Deps, viewer: AuthUser, userId: string) {
  const target = await existingUser(deps, userId);
  if (target.id === viewer.id) throw new AppError('ValidationError', { field: 'userId', reason: 'self' });
  await assertNotBlockedBy(deps.sql, target.id, viewer.id);
  // The follow and its notification's job commit together (compose/subscriptions.ts).
  await deps.sql.transaction(async (tx) => {
    if (await follow(tx, viewer.id, target.id))
      await deps.events.publish('follow.created', { followerId: viewer.id, followeeId: target.id }, tx);
  });
  return answer(deps, viewer, target.id);
}

export async function unfollowUser(deps: Deps, viewer: AuthUser, userId: string) {
  const target = await existingUser(deps, userId);
  await unfollow(deps.sql, viewer.id, target.id);
  deps.events.publish('follow.deleted', { followerId: viewer.id, followeeId: target.id });
  return answer(deps, viewer, target.id);
}

const toFollowUser = (u: FollowUserRow) => ({
  _id: u.id,
  username: u.username,
  fullname: u.fullname,
  avatar: u.avatar,
});

export async function followLists(deps: Deps, viewer: AuthUser | null, userId: string) {
  const user = await existingUser(deps, userId);
  const [followers, following, counts] = await Promise.all([
    followList(deps.sql, 'followers', user.id, viewer?.id, FOLLOW_LIST_MAX),
    followList(deps.sql, 'following', user.id, viewer?.id, FOLLOW_LIST_MAX),
    followCounts(deps.sql, user.id, undefined),
  ]);
  return {
    followers: followers.map(toFollowUser),
    following: following.map(toFollowUser),
    followersCount: counts.followersCount,
    followingCount: counts.followingCount,
  };
}

export async function profile(deps: Deps, viewer: AuthUser | null, userId: string) {
  // A guest's from the replica when there is one; a member may just have followed or blocked (0064).
  const db = readsFor(deps, viewer);
  const user = await existingUser(deps, userId, db);
  const [counts, isBlocked] = await Promise.all([
    followCounts(db, user.id, viewer?.id),
    viewer ? hasBlocked(deps.sql, viewer.id, user.id) : null,
  ]);
  return { ...toPublicUser(user), ...counts, isBlocked, isMe: viewer?.id === user.id };
}
