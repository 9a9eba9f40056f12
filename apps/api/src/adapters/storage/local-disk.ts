// Images on this machine's disk under UPLOADS_DIR, served at /uploads/ (plugins/uploads.ts): the
// default, and what development and the tests use.
import fs from 'node:fs/promises';
import path from 'node:path';
import { checkedKey, keyUnder, UPLOADS_PREFIX, type Storage } from './storage.ts';

export function localDiskStorage(root: string): Storage {
  const file = (key: string) => path.join(root, checkedKey(key));
  return {
    async put(key, data) {
      await fs.mkdir(path.dirname(file(key)), { recursive: true });
      await fs.writeFile(file(key), data);
    },
    async remove(key) {
      await fs.rm(file(key), { force: true });
    },
    url: (key) => `${UPLOADS_PREFIX}${key}`,
    keyOf: (url) => keyUnder(UPLOADS_PREFIX, url),
  };
}
