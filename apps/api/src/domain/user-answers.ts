// Rows → answers. Built field by field so no internal column (password_hash, tokens_valid_after…) can leave.
import type { PublicUser, User } from '@souqna/contracts';
import type { UserRow } from '../db/schema.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toPublicUser(r: UserRow): PublicUser {
  return {
    _id: r.id,
    username: r.username,
    fullname: r.fullname,
    description: r.description,
    avatar: r.avatar,
    bannedAt: iso(r.bannedAt),
    createdAt: r.createdAt.toISOString(),
    posts: r.postsCount,
  };
}

export function toUser(r: UserRow): User {
  return {
    ...toPublicUser(r),
    email: r.email,
    phoneNumber: r.phoneNumber,
    role: r.role,
    locale: r.locale,
    unseenMessagesCount: r.unseenMessagesCount,
    phoneVerified: r.phoneVerifiedAt !== null,
  };
}
