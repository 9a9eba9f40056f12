// Written into sw.js by the build (apps/web/scripts/pwa/service-worker.ts).
type OfflineText = {
  recent: string;
  favorites: string;
  favoritesLink: string;
  draft: string;
  draftLink: string;
  SAR: string;
  AED: string;
};

declare const __SW_BUILD__: {
  /** A hash of the build's files: a new build is a new worker, which the page offers to load. */
  version: string;
  /** The build's shell: offline pages, icons, manifests (versioned cache). */
  shell: string[];
  /** The hashed files every page needs (entry, root, styles, both languages' messages). */
  assets: string[];
  text: { ar: OfflineText; en: OfflineText };
};
