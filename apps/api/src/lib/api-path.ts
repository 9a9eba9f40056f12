/**
 * Whether a request's URL is the API's (`/api` and below) rather than a page or a static file: the
 * web app answers everything else (plugins/web.ts), and overload judges the two apart (overload.ts).
 */
export const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/');
