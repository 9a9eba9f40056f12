// Photo messages (docs/product/conversations-and-notifications.md#messages, docs/decisions/0022):
// one photo per message through the image pipeline, with or without text; refused files write
// nothing; a retried send stores one photo; only the two members read it; the socket carries it;
// a deleted member's photos leave the storage.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SOCKET_EVENTS } from '@souqna/contracts';
import { createAdmin, createUser } from '../db/factories/index.ts';
import { sweepOrphanFiles } from '../src/jobs/orphan-files.ts';
import { bearer, client, expectError, multipart, tokenFor } from './harness.ts';
import { jpeg, photo, type FormFile } from './support/posts.ts';
import { nextEvent, socketTestApp } from './support/sockets.ts';

const t = socketTestApp();

type Headers = Record<string, string>;
const req = (opts: Parameters<ReturnType<typeof client>>[0]) => client(t.app)(opts);
async function member() {
  const user = await createUser(t.db);
  const token = await tokenFor(user.id);
  return { user, token, auth: bearer(token) as Headers };
}
async function roomOf(a: Headers, b: { user: { id: string } }) {
  const res = await req({ method: 'POST', url: '/api/rooms', payload: { userId: b.user.id }, headers: a });
  return res.json().roomId as string;
}
const sendPhoto = (auth: Headers, fields: Record<string, string>, files: FormFile[]) => {
  const form = multipart({ clientId: randomUUID(), ...fields }, files);
  return req({
    method: 'POST',
    url: '/api/message',
    payload: form.payload,
    headers: { ...form.headers, ...auth },
  });
};
const image = async () => jpeg(await photo(), 'image');
const heic = (): FormFile => ({
  field: 'image',
  filename: 'IMG_0001.HEIC',
  type: 'image/heic',
  data: fs.readFileSync(path.join(import.meta.dirname, 'fixtures/iphone-photo.heic')),
});
const chatDir = () => path.join(t.config.uploadsDir, 'chat');
const storedFiles = () => (fs.existsSync(chatDir()) ? fs.readdirSync(chatDir()).sort() : []);
const fileOf = (u: string) => path.join(t.config.uploadsDir, u.replace(/^\/uploads\//, ''));
async function messagesIn(roomId: string) {
  const rows = await t.db.query<{ n: number }>('select count(*)::int as n from messages where room_id = $1', [
    roomId,
  ]);
  return rows[0]!.n;
}
const PHOTO = {
  thumbnail: expect.stringMatching(/^\/uploads\/chat\/[0-9a-f-]{36}-480\.webp$/),
  full: expect.stringMatching(/^\/uploads\/chat\/[0-9a-f-]{36}-1600\.webp$/),
  width: 800,
  height: 600,
};

describe('photo messages', () => {
  it('sends a photo with text and without: WebP without metadata, proportions kept, body optional', async () => {
    const [a, b] = [await member(), await member()];
    const roomId = await roomOf(a.auth, b);
    const withText = await sendPhoto(a.auth, { roomId, body: '  هل ما زال متاحا؟ ' }, [await image()]);
    expect(withText.statusCode, withText.body).toBe(201);
    expect(withText.json()).toMatchObject({
      roomId,
      senderId: a.user.id,
      body: 'هل ما زال متاحا؟',
      image: PHOTO,
    });
    const alone = await sendPhoto(a.auth, { roomId }, [await image()]);
    expect(alone.statusCode, alone.body).toBe(201);
    expect(alone.json()).toMatchObject({ body: '', image: PHOTO });
    const { thumbnail, full } = alone.json().image;
    for (const [u, width, height] of [
      [thumbnail, 480, 360],
      [full, 800, 600], // never enlarged
    ] as const) {
      const served = await req({ method: 'GET', url: u });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height });
      expect(meta.exif).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('SouqnaGpsMarker'))).toBe(false);
    }
    // An iPhone's HEIC is taken as well; a text message still has no photo.
    expect((await sendPhoto(a.auth, { roomId }, [heic()])).json().image).toMatchObject({ full: PHOTO.full });
    const text = await req({
      method: 'POST',
      url: '/api/message',
      payload: { roomId, body: 'نص', clientId: randomUUID() },
      headers: a.auth,
    });
    expect(text.json()).toMatchObject({ body: 'نص', image: null });
    const page = await req({ method: 'GET', url: `/api/message/room/${roomId}`, headers: b.auth });
    expect(page.json().items).toEqual([withText.json(), alone.json(), expect.anything(), text.json()]);
  });

  it('refuses a non-image, a too-big file, two photos, an empty text without photo; writes nothing', async () => {
    const [a, b, stranger] = [await member(), await member(), await member()];
    const roomId = await roomOf(a.auth, b);
    const before = storedFiles();
    const text = await sendPhoto(a.auth, { roomId, body: 'hi' }, [
      jpeg(Buffer.from('<?php system($_GET[1]); ?>'), 'image'),
    ]);
    expect(text.json()).toMatchObject({
      name: 'ValidationError',
      data: { field: 'image', issues: [{ path: 'image', message: 'validations.fileType' }] },
    });
    expectError(text, 'ValidationError');
    const img = await photo();
    const big = await sendPhoto(a.auth, { roomId }, [
      jpeg(Buffer.concat([img, Buffer.alloc(7 * 1024 * 1024)]), 'image'),
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({
      name: 'ValidationError',
      data: { field: 'image', issues: [{ message: 'validations.imageSize' }] },
    });
    const two = await sendPhoto(a.auth, { roomId }, [await image(), await image()]);
    expectError(two, 'ValidationError');
    expect(two.json().data).toMatchObject({ field: 'image', issues: [{ message: 'validations.maxLimit' }] });
    for (const fields of [{ roomId }, { roomId, body: '   ' }] as Record<string, string>[]) {
      const empty = await sendPhoto(a.auth, fields, []);
      expectError(empty, 'ValidationError');
      expect(empty.json().data).toMatchObject({
        field: 'body',
        issues: [{ message: 'validations.required' }],
      });
    }
    const long = await sendPhoto(a.auth, { roomId, body: 'x'.repeat(2001) }, [await image()]);
    expectError(long, 'ValidationError');
    expect(long.json().data.field).toBe('body');
    expectError(await sendPhoto(stranger.auth, { roomId }, [await image()]), 'NotFoundError');
    expectError(await sendPhoto({}, { roomId }, [await image()]), 'UnauthenticatedError');
    expect(await messagesIn(roomId)).toBe(0);
    expect(storedFiles()).toEqual(before);
    expect((await sendPhoto(a.auth, { roomId, body: 'x'.repeat(2000) }, [await image()])).statusCode).toBe(
      201,
    );
  });

  it('a retried send with the same clientId answers the first message and stores one photo, also at once', async () => {
    const [a, b] = [await member(), await member()];
    const roomId = await roomOf(a.auth, b);
    const before = storedFiles().length;
    t.events.clear();
    const clientId = randomUUID();
    const first = await sendPhoto(a.auth, { roomId, clientId }, [await image()]);
    const retry = await sendPhoto(a.auth, { roomId, clientId }, [await image()]);
    expect([first.statusCode, retry.statusCode]).toEqual([201, 201]);
    expect(retry.json()).toEqual(first.json());
    expect(t.events.named('message.created')).toHaveLength(1);
    expect(storedFiles().length).toBe(before + 2);
    // Both sends pass the replay check before either writes: the loser removes its photo.
    const raced = randomUUID();
    const both = await Promise.all(
      [1, 2].map(async () => sendPhoto(a.auth, { roomId, clientId: raced }, [await image()])),
    );
    expect(both.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(both[1]!.json()).toEqual(both[0]!.json());
    expect(await messagesIn(roomId)).toBe(2);
    expect(storedFiles().length).toBe(before + 4);
  });

  it('without a clientId (optional, decisions §8) every send is a new message with its own photo', async () => {
    const [a, b] = [await member(), await member()];
    const roomId = await roomOf(a.auth, b);
    const before = storedFiles().length;
    const send = async () => {
      const form = multipart({ roomId }, [await image()]);
      return req({
        method: 'POST',
        url: '/api/message',
        payload: form.payload,
        headers: { ...form.headers, ...a.auth },
      });
    };
    const [one, two] = [await send(), await send()];
    expect([one.statusCode, two.statusCode], two.body).toEqual([201, 201]);
    expect(two.json().id).not.toBe(one.json().id);
    expect(two.json().clientId).not.toBe(one.json().clientId);
    expect(await messagesIn(roomId)).toBe(2);
    expect(storedFiles().length).toBe(before + 4);
  });

  it('only the two members read it; the room list says hasImage; delete-for-me keeps it for the other', async () => {
    const [a, b, stranger] = [await member(), await member(), await member()];
    const admin = await createAdmin(t.db);
    const roomId = await roomOf(a.auth, b);
    const sent = (await sendPhoto(a.auth, { roomId }, [await image()])).json();
    for (const auth of [stranger.auth, bearer(await tokenFor(admin.id))]) {
      expectError(
        await req({ method: 'GET', url: `/api/message/${sent.id}`, headers: auth }),
        'NotFoundError',
      );
      expectError(
        await req({ method: 'GET', url: `/api/message/room/${roomId}`, headers: auth }),
        'NotFoundError',
      );
    }
    const lastOf = async (auth: Headers) =>
      (await req({ method: 'GET', url: '/api/rooms', headers: auth })).json().rooms[0].lastMessage;
    for (const auth of [a.auth, b.auth])
      expect(await lastOf(auth)).toEqual({
        body: '',
        hasImage: true,
        senderId: a.user.id,
        createdAt: sent.createdAt,
      });
    expect(
      (await req({ method: 'GET', url: `/api/rooms/${roomId}`, headers: b.auth })).json().lastMessage,
    ).toMatchObject({ hasImage: true });
    await req({
      method: 'POST',
      url: '/api/message',
      payload: { roomId, body: 'ok', clientId: randomUUID() },
      headers: b.auth,
    });
    expect(await lastOf(a.auth)).toMatchObject({ body: 'ok', hasImage: false });

    await req({ method: 'POST', url: `/api/rooms/deleteRoom/${roomId}`, headers: a.auth });
    expectError(
      await req({ method: 'GET', url: `/api/message/${sent.id}`, headers: a.auth }),
      'NotFoundError',
    );
    expect((await req({ method: 'GET', url: `/api/message/${sent.id}`, headers: b.auth })).json()).toEqual(
      sent,
    );
    expect(fs.existsSync(fileOf(sent.image.full))).toBe(true);
  });

  it('message:new carries the photo to both members', async () => {
    const [a, b] = [await member(), await member()];
    const roomId = await roomOf(a.auth, b);
    const [sa, sb] = [await t.connect(a.token), await t.connect(b.token)];
    const pushed = Promise.all([
      nextEvent(sa, SOCKET_EVENTS.messageNew),
      nextEvent(sb, SOCKET_EVENTS.messageNew),
    ]);
    const sent = await sendPhoto(a.auth, { roomId, body: 'صورة' }, [await image()]);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await pushed).toEqual([sent.json(), sent.json()]);
    expect(sent.json().image).toMatchObject(PHOTO);
  });

  it("a deleted member's photos leave the storage by the sweep; the other member's stay until then", async () => {
    const [a, b] = [await member(), await member()];
    const admin = await createAdmin(t.db);
    const roomId = await roomOf(a.auth, b);
    const mine = (await sendPhoto(a.auth, { roomId }, [await image()])).json().image;
    const theirs = (await sendPhoto(b.auth, { roomId }, [await image()])).json().image;
    const files = [mine.thumbnail, mine.full, theirs.thumbnail, theirs.full].map(fileOf);
    const gone = await req({
      method: 'DELETE',
      url: `/api/users/${a.user.id}`,
      headers: bearer(await tokenFor(admin.id)),
    });
    expect(gone.statusCode, gone.body).toBe(200);
    // The room went with the member (both members' messages, by cascade); the files wait for the sweep.
    expect(await messagesIn(roomId)).toBe(0);
    expect(files.map((f) => fs.existsSync(f))).toEqual([true, true, true, true]);
    expect(await sweepOrphanFiles(t.app.deps)).toBeGreaterThanOrEqual(4);
    expect(files.map((f) => fs.existsSync(f))).toEqual([false, false, false, false]);
    const keys = files.map((f) => path.relative(t.config.uploadsDir, f));
    const left = await t.db.query('select key from orphan_files where key = any($1)', [keys]);
    expect(left).toEqual([]);
  });
});
