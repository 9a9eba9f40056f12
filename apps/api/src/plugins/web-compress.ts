/**
 * Gzips a rendered page or data response when the browser accepts it. HTML here is ~90 KB raw
 * and ~18 KB gzipped; React Router streams it, so compression works on the stream.
 */
export function compressed(response: Response, acceptEncoding: string | undefined): Response {
  const type = response.headers.get('content-type') ?? '';
  const worthIt = /text\/html|application\/json|text\/x-script|text\/xml|text\/plain/.test(type);
  if (!response.body || !worthIt || response.headers.has('content-encoding')) return response;
  if (!/\bgzip\b/.test(acceptEncoding ?? '')) return response;
  const headers = new Headers(response.headers);
  headers.set('content-encoding', 'gzip');
  headers.delete('content-length');
  headers.append('vary', 'Accept-Encoding');
  const body = response.body.pipeThrough(new CompressionStream('gzip'));
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}
