import { describe, expect, it } from 'vitest';
import type { Release } from '../lib/adaptive-limit.ts';
import type { PageAdmission } from './overload.ts';
import { createPageCache } from './page-cache.ts';
import { createLastCopies } from './web-last-copy.ts';

const html = (text: string) =>
  new Response(text, { headers: { 'content-type': 'text/html; charset=utf-8' } });
const KEY = 'light|grid|180||-:all|/en';

/** Admission as the overload plugin's: busy or not, and letting the refresh in or refusing it. */
function admissionWith(state: { busy: boolean; admits: boolean; released: number }): PageAdmission {
  const release: Release = () => void state.released++;
  return {
    admit: () => (state.admits ? release : null),
    busy: () => state.busy,
    retryAfterSeconds: 2,
    state: () => null,
  };
}

async function setUp() {
  const pages = createPageCache(5);
  await pages.get(KEY, async () => html('<p>first</p>'));
  // Emptied by a change (a domain event), as an edit or a new ad empties it.
  pages.clear();
  const state = { busy: true, admits: true, released: 0 };
  const errors: unknown[] = [];
  const copies = createLastCopies(pages, admissionWith(state), (e) => errors.push(e));
  return { pages, state, errors, copies };
}
const settle = () => new Promise((r) => setTimeout(r, 5));

describe('a page’s last copy while renders wait', () => {
  it('is not used when renders do not wait: the asker gets a render of their own', async () => {
    const { copies, state } = await setUp();
    state.busy = false;
    expect(copies.whileBusy(KEY, async () => html('<p>second</p>'))).toBeNull();
  });

  it('stands in at once, and one render for many askers keeps the page fresh again', async () => {
    const { copies, pages, state } = await setUp();
    let renders = 0;
    const render = async () => (renders++, html('<p>second</p>'));
    const sent = [copies.whileBusy(KEY, render), copies.whileBusy(KEY, render)];
    expect(sent.map((p) => p?.body.toString())).toEqual(['<p>first</p>', '<p>first</p>']);
    await settle();
    expect(renders).toBe(1);
    expect(state.released).toBe(1);
    expect((await pages.kept(KEY))?.body.toString()).toBe('<p>second</p>');
    expect(pages.last(KEY)?.body.toString()).toBe('<p>second</p>');
  });

  it('keeps standing in when its render is refused, and the next asker tries again', async () => {
    const { copies, pages, state } = await setUp();
    state.admits = false;
    let renders = 0;
    const render = async () => (renders++, html('<p>second</p>'));
    expect(copies.whileBusy(KEY, render)?.body.toString()).toBe('<p>first</p>');
    await settle();
    expect(renders).toBe(0);
    expect(await pages.kept(KEY)).toBeNull();
    state.admits = true;
    expect(copies.whileBusy(KEY, render)?.body.toString()).toBe('<p>first</p>');
    await settle();
    expect(renders).toBe(1);
  });

  it('never stands in for a page no guest was served (an address never asked before)', async () => {
    const { copies } = await setUp();
    expect(copies.whileBusy('light|grid|180||-:all|/en?x=1', async () => html('x'))).toBeNull();
  });

  it('a failed render is reported and frees its slot; the copy still stands in', async () => {
    const { copies, errors, state } = await setUp();
    expect(copies.whileBusy(KEY, () => Promise.reject(new Error('database silent')))).not.toBeNull();
    await settle();
    expect(errors).toHaveLength(1);
    expect(state.released).toBe(1);
    expect(copies.whileBusy(KEY, async () => html('<p>third</p>'))?.body.toString()).toBe('<p>first</p>');
  });
});
