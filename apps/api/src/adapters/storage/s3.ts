// Images in an S3-compatible bucket (AWS, R2, MinIO…), read by browsers from S3_PUBLIC_URL (the
// bucket's public endpoint or a CDN in front of it); the API only writes and deletes.
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config.ts';
import { checkedKey, keyUnder, type Storage } from './storage.ts';

// Keys are fresh uuids and never rewritten, so browsers and CDNs may keep an object for good.
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function s3Storage(s3: S3Config): Storage {
  const client = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    // The SDK's default CRC checksum headers are refused by several S3-compatible services;
    // AWS itself keeps them.
    ...(s3.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
    // An unreachable bucket must fail the upload, not hold the request open forever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 20_000 },
  });
  const prefix = `${s3.publicUrl}/`;
  return {
    async put(key, data) {
      await client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: checkedKey(key),
          Body: data,
          ContentType: 'image/webp',
          CacheControl: CACHE_CONTROL,
        }),
      );
    },
    async remove(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: checkedKey(key) }));
      } catch (err) {
        // S3 answers 204 for a missing object; some compatible services answer 404 instead.
        if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode !== 404) throw err;
      }
    },
    url: (key) => `${prefix}${key}`,
    keyOf: (url) => keyUnder(prefix, url),
    close: () => client.destroy(),
  };
}
