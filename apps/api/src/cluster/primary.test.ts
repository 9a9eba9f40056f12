import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { portFree } from './primary.ts';

// Workers bind PORT with SO_REUSEPORT (docs/decisions/0059): without the primary's check, a second
// `npm start` on a taken port would share it with the first instead of failing.
const open: Server[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => new Promise((r) => s.close(r))));
});

function listen(reusePort: boolean): Promise<number> {
  const server = createServer();
  open.push(server);
  return new Promise((resolve) =>
    server.listen({ port: 0, host: '127.0.0.1', reusePort }, () =>
      resolve((server.address() as AddressInfo).port),
    ),
  );
}

describe('the primary checks PORT before its workers share it', () => {
  it('refuses a port a running instance holds, even one whose workers share theirs', async () => {
    const port = await listen(true);
    await expect(portFree(port, '127.0.0.1')).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });

  it('lets a free port through and leaves it free', async () => {
    const port = await listen(false);
    await new Promise((r) => open.pop()!.close(r));
    await portFree(port, '127.0.0.1');
    await expect(portFree(port, '127.0.0.1')).resolves.toBeUndefined();
  });
});
