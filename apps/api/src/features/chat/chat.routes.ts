// Chat: every call needs a session; the writes are rate-limited per member.
import { endpoints } from '@souqna/contracts';
import { SECURITY, type App } from '../../context.ts';
import { route } from '../../plugins/route.ts';
import { WRITE_RATE } from '../../lib/write-limits.ts';
import { collectMultipart } from '../../plugins/uploads.ts';
import { getMessage, listMessages, sendMessage } from './messages.service.ts';
import { deleteRoom, getRoom, listRooms, openRoom, readRoom } from './rooms.service.ts';

const schema = { tags: ['chat'], security: SECURITY };
const read = { config: { auth: 'required' as const }, schema };
const write = { config: { auth: 'required' as const, rateLimit: WRITE_RATE.social }, schema };
// JSON, or multipart with a photo (like an ad's): the text parts become the body the schema checks.
const send = {
  config: { auth: 'required' as const, rateLimit: WRITE_RATE.messages },
  preValidation: collectMultipart,
  schema: {
    ...schema,
    consumes: ['multipart/form-data', 'application/json'],
    description:
      'JSON, or multipart/form-data with the same fields and one photo as the `image` file part ' +
      '(JPEG, PNG, WebP or HEIC, at most 6000 KB); `body` may then be empty.',
  },
};

export default async function chatRoutes(app: App): Promise<void> {
  const { deps } = app;
  route(app, endpoints.openRoom, write, async (req) => openRoom(deps, req.user!, req.body));
  route(app, endpoints.listRooms, read, async (req) => listRooms(deps, req.user!, req.query));
  route(app, endpoints.getRoom, read, async (req) => getRoom(deps, req.user!, req.params.roomId));
  route(app, endpoints.deleteRoom, write, async (req) => deleteRoom(deps, req.user!, req.params.roomId));
  route(app, endpoints.markRoomRead, write, async (req) => readRoom(deps, req.user!, req.params.roomId));
  route(app, endpoints.sendMessage, send, async (req) =>
    sendMessage(deps, req.user!, req.body, req.incomingFiles ?? []),
  );
  route(app, endpoints.listMessages, read, async (req) =>
    listMessages(deps, req.user!, req.params.roomId, req.query),
  );
  route(app, endpoints.getMessage, read, async (req) => getMessage(deps, req.user!, req.params.id));
}
