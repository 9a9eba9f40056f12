// What `npm start` says once the product answers (README "Quick start"): where it is, how to sign
// in to the demo, where the codes of a sign-up go. Plain text for the person who just ran it; not
// in production, whose stdout is JSON lines for machines, nor below LOG_LEVEL info (tests, CI).
import type { Config } from './config.ts';

export type DemoAccount = { email: string; phoneNumber: string; password: string };

type ReadyInfo = {
  url: string;
  appEnv: Config['appEnv'];
  adminEmail?: string;
  demo: readonly DemoAccount[];
};

export { serverUrl } from './config-url.ts';

/** E.164 digits (971501234567) as people write them: +971 50 123 4567. */
export function spacedPhone(digits: string): string {
  const m = /^(966|971)(\d{2})(\d{3})(\d{4})$/.exec(digits);
  return m ? `+${m[1]} ${m[2]} ${m[3]} ${m[4]}` : `+${digits}`;
}

export function shouldSayReady(config: Pick<Config, 'appEnv' | 'logLevel'>): boolean {
  return config.appEnv !== 'production' && ['info', 'debug', 'trace'].includes(config.logLevel);
}

/** The block printed once the server listens. */
export function readyMessage({ url, appEnv, adminEmail, demo }: ReadyInfo): string {
  const lines = ['', `  Souqna is ready:  ${url}   (English: ${url}/en)`, ''];
  if (demo.length > 0) {
    lines.push('  Demo sign-ins (e-mail or phone, then the password):');
    const width = Math.max(...demo.map((d) => d.email.length));
    for (const d of demo)
      lines.push(`    ${d.email.padEnd(width)}   ${spacedPhone(d.phoneNumber)}   ${d.password}`);
  }
  lines.push(
    adminEmail
      ? `  Admin: ${adminEmail} with your ADMIN_PASSWORD, back office at ${url}/admin`
      : "  Admin: none yet. Start with ADMIN_EMAIL=you@example.com ADMIN_PASSWORD='Str0ng-pass' npm start",
  );
  if (appEnv === 'development')
    lines.push(`  Sign-up and password-reset codes (development outbox): ${url}/dev/outbox`);
  lines.push(`  API docs: ${url}/api/docs    Stop: Ctrl-C`, '');
  return lines.join('\n');
}
