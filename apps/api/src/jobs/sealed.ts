// Job data that must not sit readable in the database (an address, a one-time code) is sealed
// with the server secret: JWE (dir + A256GCM) through jose, with a key of its own derived for
// this use so a token signature key is never used for encryption.
import { createHash } from 'node:crypto';
import { CompactEncrypt, compactDecrypt } from 'jose';

const keyOf = (secret: string) => createHash('sha256').update(`souqna:sealed-jobs:${secret}`).digest();

export async function seal(secret: string, value: unknown): Promise<string> {
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(value)))
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .encrypt(keyOf(secret));
}

export async function unseal<T>(secret: string, sealed: string): Promise<T> {
  const { plaintext } = await compactDecrypt(sealed, keyOf(secret));
  return JSON.parse(new TextDecoder().decode(plaintext)) as T;
}
