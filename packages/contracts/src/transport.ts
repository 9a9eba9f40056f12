// The in-process API call the web app's loaders make and the hosting server answers
// (apps/web/app/lib/api-context.ts ↔ apps/api/src/plugins/web-transport.ts).

export type ApiRequest = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  /** A raw body (multipart) with its content type; used instead of `body`. */
  raw?: { payload: Uint8Array; contentType: string };
  token?: string | null;
  locale?: string;
};

export type ApiResponse = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
};

export type ApiTransport = (request: ApiRequest) => Promise<ApiResponse>;
