// SMS through a small HTTP contract: POST {to, body} as JSON to SMS_PROVIDER_URL; any gateway can
// sit behind it.
import type { MessageSender } from './messenger.ts';

export function httpSms(url: string): MessageSender {
  return async (m) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: `+${m.to}`, body: m.body }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`SMS provider answered ${res.status}`);
  };
}
