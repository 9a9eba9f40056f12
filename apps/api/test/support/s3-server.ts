// A real S3-compatible server (s3rver) in this process, on a free port, over a temporary directory:
// the storage code talks HTTP and SigV4 to it exactly as it would to AWS, R2 or MinIO.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

// s3rver accepts only its own fixed key pair (and refuses any other signature).
const KEY = 'S3RVER';

export type S3TestServer = {
  endpoint: string;
  bucket: string;
  /** The S3_* variables that point the app at this server. */
  env: Record<string, string>;
  /** Content type and bytes of an object, or null when it does not exist. */
  object(key: string): Promise<{ contentType: string; cacheControl: string; body: Buffer } | null>;
  exists(key: string): Promise<boolean>;
  close(): Promise<void>;
};

export async function startS3Server(bucket = 'souqna-test'): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'souqna-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const reader = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: KEY, secretAccessKey: KEY },
  });
  const missing = (err: unknown) =>
    (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
      S3_PUBLIC_URL: `${endpoint}/${bucket}`,
    },
    async object(key) {
      try {
        const res = await reader.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        const body = Buffer.from(await res.Body!.transformToByteArray());
        return { contentType: res.ContentType ?? '', cacheControl: res.CacheControl ?? '', body };
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async exists(key) {
      try {
        await reader.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (err) {
        if (missing(err)) return false;
        throw err;
      }
    },
    async close() {
      reader.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
