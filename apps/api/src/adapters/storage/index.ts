// Image storage: local disk by default, an S3-compatible bucket when configured
// (docs/decisions/0010-image-storage.md). The only way in for the rest of the API.
import type { Config } from '../../config.ts';
import { localDiskStorage } from './local-disk.ts';
import type { Storage } from './storage.ts';

export { UPLOADS_PREFIX, type Storage } from './storage.ts';
export { localDiskStorage } from './local-disk.ts';

/** The storage the configuration asks for. */
export async function openStorage(config: Pick<Config, 's3' | 'uploadsDir'>): Promise<Storage> {
  if (!config.s3) return localDiskStorage(config.uploadsDir);
  // The S3 SDK costs ~80 ms of start-up that local-disk installs (and every test file) would pay.
  const { s3Storage } = await import('./s3.ts');
  return s3Storage(config.s3);
}
