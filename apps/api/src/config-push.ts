// Web push's variables (docs/decisions/0031-web-push.md): the VAPID key pair that signs every
// push and the contact the push services may write to, with the rules between them. Development
// gets a pair kept in DATA_DIR (dev-secret.ts); production without one sends no push, on purpose.
import type { Env } from './config-env.ts';

const VAPID_VARS = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'] as const;
/** What a push service reads when it must reach the sender; development's is no one's inbox. */
const DEV_SUBJECT = 'mailto:push@souqna.dev';

export function pushProblems(e: Env): string[] {
  const set = VAPID_VARS.filter((n) => e[n] !== undefined);
  if (set.length === 1) return ['VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither'];
  // Push services (Apple's first) refuse a push whose subject is not a real contact.
  if (set.length && e.APP_ENV === 'production' && !e.VAPID_SUBJECT && !e.PUBLIC_URL?.startsWith('https://'))
    return [
      'VAPID_SUBJECT: required when APP_ENV=production (a mailto: or https: contact), or an https PUBLIC_URL',
    ];
  return [];
}

/** The VAPID keys and subject, or undefined: this server sends no web push. */
export function pushConfig(e: Env) {
  if (!e.VAPID_PUBLIC_KEY || !e.VAPID_PRIVATE_KEY) return undefined;
  const publicUrl = e.PUBLIC_URL?.startsWith('https://') ? e.PUBLIC_URL : undefined;
  return {
    publicKey: e.VAPID_PUBLIC_KEY,
    privateKey: e.VAPID_PRIVATE_KEY,
    subject: e.VAPID_SUBJECT ?? publicUrl ?? DEV_SUBJECT,
    /** Production only accepts subscriptions of the browsers' own push services (contracts/push.ts). */
    anyEndpoint: e.APP_ENV !== 'production',
  };
}
export type PushConfig = NonNullable<ReturnType<typeof pushConfig>>;
