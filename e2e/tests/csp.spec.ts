// The Content-Security-Policy (docs/decisions/0050-csp-nonce-and-retried-sends.md): no inline
// script runs unless the server vouched for it (a nonce fresh per response, or the hashes of a
// guest's kept page), and every page still works under it: nothing refused, every page hydrates.
import { expect, test, type Page, type Response } from '@playwright/test';
import { live, memberPage, scene } from './chat-scene.ts';
import { hydrated } from './support.ts';

/** The script-src of a page's answer; fails unless it names no 'unsafe-inline' and a nonce or hashes. */
function scriptSrc(res: Response | null): string {
  const policy = res?.headers()['content-security-policy'] ?? '';
  const directive = policy.split(';').find((d) => d.trim().startsWith('script-src ')) ?? '';
  expect(directive, policy).not.toBe('');
  expect(directive).not.toContain("'unsafe-inline'");
  expect(directive).toMatch(/'(nonce-[A-Za-z0-9+/=]{22,}|sha256-[A-Za-z0-9+/=]{44})'/);
  return directive.trim();
}

/** Every refusal the page reports: the DOM's event (set up before any script) and the console's. */
async function watchRefusals(page: Page): Promise<() => Promise<string[]>> {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => seen.push(`pageerror: ${e.message}`));
  await page.addInitScript(() => {
    const w = window as unknown as { cspRefusals: string[] };
    w.cspRefusals = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.cspRefusals.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
    );
  });
  return async () => [
    ...seen,
    ...(await page.evaluate(() => (window as unknown as { cspRefusals: string[] }).cspRefusals)),
  ];
}

async function visit(page: Page, path: string) {
  const res = await page.goto(path, { waitUntil: 'networkidle' });
  expect(res?.status(), path).toBe(200);
  await hydrated(page);
  return res;
}

test("guest pages run under a script-src without 'unsafe-inline', kept pages too, and nothing is refused", async ({
  page,
  request,
}) => {
  const refusals = await watchRefusals(page);
  const cards = (await (await request.get('/api/post/cursor')).json()) as { items: { _id: string }[] };
  for (const path of ['/', '/en', `/posts/${cards.items[0]!._id}`, '/auth/login', '/en/auth/register']) {
    const first = await visit(page, path);
    scriptSrc(first);
    // The same page again within the page cache's seconds: a guest's kept page is replayed whole,
    // and its scripts must still run (decision 0035).
    const again = await visit(page, path);
    scriptSrc(again);
    expect(await refusals(), path).toEqual([]);
  }
  // A kept page (the cache is on in these tests), replayed: its policy names the hashes of its
  // scripts, never a nonce every guest would see, and it still hydrates.
  await visit(page, '/');
  const kept = await visit(page, '/');
  expect(kept?.headers()['x-page-cache']).toBe('hit');
  expect(scriptSrc(kept)).not.toContain("'nonce-");
  expect(await refusals()).toEqual([]);
});

test("a member's chat page runs under a fresh nonce per answer, and nothing is refused", async ({
  browser,
  request,
}) => {
  const { buyer, roomId } = await scene(request, ['بائع السياسة', 'مشتري السياسة']);
  const page = await memberPage(browser, buyer);
  const refusals = await watchRefusals(page);
  const nonces: (string | undefined)[] = [];
  for (const path of [`/chats?room=${roomId}`, `/chats?room=${roomId}`, '/', '/posts/new']) {
    const res = await visit(page, path);
    nonces.push(scriptSrc(res).match(/'nonce-([^']+)'/)?.[1]);
    // The socket connects under the policy too.
    await live(page);
    expect(await refusals(), path).toEqual([]);
  }
  expect(nonces.every(Boolean)).toBe(true);
  expect(new Set(nonces).size).toBe(nonces.length);
  await page.context().close();
});

test('an inline script the server did not vouch for does not run, and the refusal is seen', async ({
  page,
}) => {
  const refusals = await watchRefusals(page);
  await visit(page, '/en/auth/login');
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
    return (window as unknown as { injected?: boolean }).injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(async () => (await refusals()).some((r) => /^script-src/.test(r))).toBe(true);
});
