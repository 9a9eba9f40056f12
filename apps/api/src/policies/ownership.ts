// Who may write what (docs/product/social.md, docs/product/listings-and-search.md).
import type { AuthUser } from '../context.ts';
import { AppError } from '../lib/app-error.ts';

export const isAdmin = (viewer: AuthUser | null) => viewer?.role === 'admin';

/** The owner of a thing, or an admin, may manage it (edit, delete). */
export const mayManage = (viewer: AuthUser, ownerId: string) => viewer.id === ownerId || isAdmin(viewer);

export function assertMayManage(viewer: AuthUser, ownerId: string): void {
  if (!mayManage(viewer, ownerId)) throw new AppError('UnauthorizedError');
}

/** Banned members keep browsing and signing in but cannot publish ads. */
export function assertMayPost(viewer: AuthUser): void {
  if (viewer.bannedAt) throw new AppError('UnauthorizedError', { reason: 'banned' });
}

/** A member's full record (email, phone, role) is for themselves and admins; others see the public card. */
export const maySeePrivateProfile = (viewer: AuthUser | null, userId: string) =>
  Boolean(viewer && (viewer.id === userId || isAdmin(viewer)));

/** The seller alone, admins neither: their ad's own figures, such as its statistics. */
export function assertOwner(viewer: AuthUser, ownerId: string): void {
  if (viewer.id !== ownerId) throw new AppError('UnauthorizedError');
}
