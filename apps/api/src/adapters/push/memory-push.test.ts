import { describe, expect, it } from 'vitest';
import { memoryPush, type PushSender } from './index.ts';

describe('memoryPush', () => {
  it('records each notice with its subscription, in order, and reports it sent', async () => {
    const push = memoryPush();
    const sender: PushSender = push;
    const base = { url: '/', tag: 't', lang: 'en', dir: 'ltr' } as const;
    const subscription = { endpoint: 'https://push.example/abc', keys: { p256dh: 'p', auth: 'a' } };
    expect(
      await sender.send(subscription, { ...base, title: 'New message', body: 'Hi', url: '/chat/1' }),
    ).toBe('sent');
    await sender.send(subscription, { ...base, title: 'Second', body: '' });
    expect(push.sent.map((s) => s.payload.title)).toEqual(['New message', 'Second']);
    expect(push.sent[0]).toMatchObject({ subscription, payload: { url: '/chat/1' } });
  });
});
