// The site's address as configuration names it, never a request's Host (docs/decisions/0014-one-config.md):
// the ready message says it, and links that leave the site (an e-mail's unsubscribe link) carry it.
import type { Config } from './config.ts';

/** The address to open: PUBLIC_URL, else this machine on PORT ("localhost" for every interface). */
export function serverUrl(config: Pick<Config, 'publicUrl' | 'host' | 'port'>): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  const any = ['0.0.0.0', '::', ''].includes(config.host);
  const host = any ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${config.port}`;
}
