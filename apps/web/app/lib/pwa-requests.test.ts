import { describe, expect, it } from 'vitest';
import { isKeptPath, offlinePageFor, pageOfData, requestKind } from './pwa-requests.ts';

const ORIGIN = 'https://souqna.example';
const kind = (path: string, init: { method?: string; mode?: string; accept?: string } = {}) =>
  requestKind(
    {
      method: init.method ?? 'GET',
      url: `${ORIGIN}${path}`,
      mode: init.mode ?? 'cors',
      headers: new Headers(init.accept ? { accept: init.accept } : {}),
    },
    ORIGIN,
  );

describe('what the service worker does with a request', () => {
  it('never touches the API, the socket, posts, the worker scripts or other origins', () => {
    expect(kind('/api/post', { mode: 'navigate' })).toBe('network');
    expect(kind('/api/favorite', { method: 'POST' })).toBe('network');
    expect(kind('/socket.io/?EIO=4')).toBe('network');
    expect(kind('/posts/1', { method: 'POST', mode: 'navigate' })).toBe('network');
    expect(kind('/sw.js')).toBe('network');
    expect(requestKind({ method: 'GET', url: 'https://cdn.example/a.js' }, ORIGIN)).toBe('network');
  });

  it('serves hashed assets from the cache and photos from the kept copies', () => {
    expect(kind('/assets/entry.client-abc.js')).toBe('asset');
    expect(kind('/uploads/x.webp')).toBe('photo');
    for (const path of ['/icons/icon-192.png', '/favicon.svg', '/en/manifest.webmanifest', '/offline.html'])
      expect([path, kind(path)]).toEqual([path, 'shell']);
    expect(kind('/icons/../api/x')).toBe('network');
  });

  it('keeps ad pages, the favourites and the new-ad form in both languages, and only those', () => {
    for (const path of [
      '/posts/1',
      '/en/posts/1',
      '/favorites',
      '/en/favorites',
      '/posts/new',
      '/en/posts/new',
    ])
      expect([path, kind(path, { mode: 'navigate' })]).toEqual([path, 'kept-page']);
    for (const path of ['/', '/en', '/chats', '/setting/profile', '/posts/edit/1', '/posts/category/3'])
      expect([path, kind(path, { mode: 'navigate' })]).toEqual([path, 'page']);
    expect(isKeptPath('/english/posts/1')).toBe(false);
  });

  it('treats React Router data requests apart, and sees the sign-out post', () => {
    expect(kind('/posts/1.data?_routes=x')).toBe('page-data');
    expect(kind('/logout.data', { method: 'POST' })).toBe('sign-out');
    expect(kind('/logout', { method: 'POST', mode: 'navigate' })).toBe('sign-out');
  });

  it('knows an HTML request that is not a navigation', () => {
    expect(kind('/favorites', { accept: 'text/html' })).toBe('kept-page');
    expect(kind('/robots.txt')).toBe('network');
  });
});

describe('the page of a data request and the offline page', () => {
  it('maps React Router data URLs back to their page', () => {
    expect(pageOfData(new URL(`${ORIGIN}/_.data`))).toBe('/');
    expect(pageOfData(new URL(`${ORIGIN}/en/_.data?_routes=root`))).toBe('/en/');
    expect(pageOfData(new URL(`${ORIGIN}/en/posts/9.data?_routes=a,b&view=agenda`))).toBe(
      '/en/posts/9?view=agenda',
    );
  });

  it('answers in the language of the address', () => {
    expect(offlinePageFor('/help')).toBe('/offline.html');
    expect(offlinePageFor('/en')).toBe('/en/offline.html');
    expect(offlinePageFor('/en/help')).toBe('/en/offline.html');
    expect(offlinePageFor('/english')).toBe('/offline.html');
  });
});
