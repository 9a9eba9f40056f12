/** Reads one cookie from a request (names here are ours, values URI-encoded). */
export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get('cookie');
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

type CookieOptions = {
  maxAge?: number;
  httpOnly?: boolean;
  secure?: boolean;
  path?: string;
  sameSite?: 'lax' | 'strict' | 'none';
};
const SAME_SITE = { lax: 'Lax', strict: 'Strict', none: 'None' } as const;

/** Site-wide and SameSite=Lax unless told otherwise (the attributes the API's cookies have too). */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const { path = '/', sameSite = 'lax' } = options;
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${path}`, `SameSite=${SAME_SITE[sameSite]}`];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${options.maxAge}`);
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
