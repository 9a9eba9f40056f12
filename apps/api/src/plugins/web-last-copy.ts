// While renders wait for admission, a guest asking for a page whose kept copy has expired (or was
// emptied by a change) gets the page's last copy at once, and the page is rendered again behind the
// waiting renders, through the same admission (docs/decisions/0069-admission-sees-the-queue.md): a
// page guests saw in the last minute is never refused, and a burst of guests costs one render.
import type { PageAdmission } from './overload.ts';
import type { CachedPage, PageCache } from './page-cache.ts';
import { whenAdmitted } from './web-admission.ts';

export type LastCopies = {
  /** The last copy to send now (a fresh render of it started), or null: render for the asker. */
  whileBusy(key: string, render: () => Promise<Response>): CachedPage | null;
};

export function createLastCopies(
  pages: PageCache,
  admission: PageAdmission,
  onError: (error: unknown) => void,
): LastCopies {
  const refreshing = new Set<string>();
  return {
    whileBusy(key, render) {
      if (!admission.busy()) return null;
      const last = pages.last(key);
      if (!last) return null;
      if (!refreshing.has(key)) {
        refreshing.add(key);
        // Refused, the copy stays, and the next guest to ask tries again.
        void whenAdmitted(admission, () => pages.get(key, render))
          .catch(onError)
          .finally(() => refreshing.delete(key));
      }
      return last;
    },
  };
}
