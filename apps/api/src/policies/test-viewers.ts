// Viewers for the policies' unit tests: no database, just who is asking.
import type { AuthUser } from '../context.ts';

export const member = (id: string, over: Partial<AuthUser> = {}): AuthUser => ({
  id,
  role: 'user',
  bannedAt: null,
  ...over,
});
export const admin = member('admin', { role: 'admin' });
