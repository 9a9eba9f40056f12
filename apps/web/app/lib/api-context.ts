import { createContext } from 'react-router';

/** One call to the API, made in-process by the server that hosts both (never over the network). */
export type ApiRequest = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  /** A raw body (multipart) with its content type; used instead of `body`. */
  raw?: { payload: Buffer; contentType: string };
  token?: string | null;
  locale?: string;
};
export type ApiResponse = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
};
export type ApiTransport = (request: ApiRequest) => Promise<ApiResponse>;

export const apiContext = createContext<ApiTransport>();
