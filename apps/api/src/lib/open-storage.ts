// The image storage the configuration asks for. The S3 SDK is imported only when a bucket is
// configured: it costs ~80 ms of start-up that local-disk installs (and every test file) would pay.
import type { Config } from '../config.ts';
import { localDiskStorage, type Storage } from './storage.ts';

export async function openStorage(config: Pick<Config, 's3' | 'uploadsDir'>): Promise<Storage> {
  if (!config.s3) return localDiskStorage(config.uploadsDir);
  const { s3Storage } = await import('./s3-storage.ts');
  return s3Storage(config.s3);
}
