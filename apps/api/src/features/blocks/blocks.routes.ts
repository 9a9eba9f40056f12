// The block list: the signed-in member's own, so every call needs a session.
import { endpoints } from '@souqna/contracts';
import { SECURITY, type App } from '../../context.ts';
import { route } from '../../plugins/route.ts';
import { WRITE_RATE } from '../../lib/write-limits.ts';
import { blockUser, listBlocks, unblockUser } from './blocks.service.ts';

const tags = ['blocks'];
const schema = { tags, security: SECURITY };
const write = { config: { auth: 'required' as const, rateLimit: WRITE_RATE.social }, schema };

export default async function blocksRoutes(app: App): Promise<void> {
  const { deps } = app;
  route(app, endpoints.blockUser, write, async (req) => blockUser(deps, req.user!, req.params.userId));
  route(app, endpoints.unblockUser, write, async (req) => unblockUser(deps, req.user!, req.params.userId));
  route(app, endpoints.listBlocks, { config: { auth: 'required' }, schema }, async (req) =>
    listBlocks(deps, req.user!, req.query),
  );
}
