// The nginx the two-instance test puts in front of the app (e2e/instances/), found or installed the
// way browser.ts finds Chromium: NGINX_PATH, else Debian's package, installed now when this
// process may (root with apt-get); otherwise the one line that says how.
import { existsSync } from 'node:fs';
import { aptInstall } from './apt.ts';

export const DEBIAN_NGINX = '/usr/sbin/nginx';

export const NO_NGINX =
  "No nginx for the two-instance test: install Debian's (sudo apt-get install nginx) or set NGINX_PATH to an nginx binary.";

/** NGINX_PATH when set, else Debian's nginx; null when none is there. */
export function findNginx(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.NGINX_PATH) return existsSync(env.NGINX_PATH) ? env.NGINX_PATH : null;
  return existsSync(DEBIAN_NGINX) ? DEBIAN_NGINX : null;
}

/** The nginx found, or Debian's installed now when this process may; null when none can be had. */
export function ensureNginx(log: (line: string) => void = console.log): string | null {
  const found = findNginx();
  if (found || process.env.NGINX_PATH) return found;
  // The package's own service is never started here: the test runs its own nginx in the foreground.
  return aptInstall('nginx', 'nginx', log) ? findNginx() : null;
}
