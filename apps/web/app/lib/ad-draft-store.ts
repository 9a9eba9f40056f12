import { createStore, del, get, set } from 'idb-keyval';
import { DRAFT_KEY, OFFLINE_DB } from './pwa-caches.ts';
import { readDraft, type AdDraft } from './ad-draft.ts';

// One draft per device (the member's unfinished new ad), in IndexedDB: photos are Blobs, too big
// for localStorage. Cleared on publish, on discard and on sign-out (the worker, docs/decisions/0030).
let opened: ReturnType<typeof createStore> | undefined;
const store = () => (opened ??= createStore(OFFLINE_DB.name, OFFLINE_DB.store));

export async function loadDraft(): Promise<AdDraft | null> {
  try {
    return readDraft(await get(DRAFT_KEY, store()));
  } catch {
    return null;
  }
}

export function saveDraft(draft: AdDraft): Promise<void> {
  return set(DRAFT_KEY, draft, store());
}

export function dropDraft(): Promise<void> {
  return del(DRAFT_KEY, store()).catch(() => undefined);
}
