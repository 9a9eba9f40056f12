const HERE = 'http://same-site.invalid';

/**
 * Only same-site paths are followed after sign-in or a language switch (no open redirect). The
 * path is read with the URL parser browsers use, which drops tabs and line breaks and reads '\'
 * as '/': '/<TAB>/evil.example' is '//evil.example' to a browser, so it is judged as that. The
 * answer is that parse's own path, query and fragment, percent-encoded as a Location header needs.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof to !== 'string' || !to.startsWith('/')) return fallback;
  let url: URL;
  try {
    url = new URL(to, HERE);
  } catch {
    return fallback;
  }
  if (url.origin !== HERE) return fallback;
  // Dot segments are resolved by the parse: '/.//evil.example' has the path '//evil.example', which a
  // browser would read as another host once sent back in a Location header.
  if (url.pathname.startsWith('//')) return fallback;
  return url.pathname + url.search + url.hash;
}
