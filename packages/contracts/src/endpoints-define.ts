// One row of the endpoint table: the API registers it and the web calls it, so the method, the
// path and the answer schema are written once (docs/decisions/0015-endpoint-table.md).
import type { z } from 'zod';
import type { ApiRequest } from './transport.ts';

export type HttpMethod = ApiRequest['method'];

export type Endpoint = {
  readonly method: HttpMethod;
  /** The path as registered and called, '/api' included, with ':name' for each parameter. */
  readonly path: string;
  /** Other spellings the API answers the same way (a client always calls `path`). */
  readonly aliases?: readonly string[];
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The JSON answer on success; absent when the answer is not JSON (`produces` says what it is). */
  readonly answer?: z.ZodType;
  readonly status: 200 | 201;
  readonly produces?: readonly string[];
};

type Definition = Omit<Endpoint, 'status'> & { readonly status?: 200 | 201 };
type StatusOf<D extends Definition> = D['status'] extends 200 | 201 ? D['status'] : 200;

/** An endpoint whose status defaults to 200; `const` keeps the literal method and path in its type. */
export function defineEndpoint<const D extends Definition>(definition: D): D & { status: StatusOf<D> } {
  return { status: 200, ...definition } as D & { status: StatusOf<D> };
}

/** The names of a path's ':name' parameters. */
export function paramNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]!);
}

type Input<S> = S extends z.ZodType ? z.input<S> : never;
type Output<S> = S extends z.ZodType ? z.output<S> : unknown;
/** Required when it has required keys; a ready URLSearchParams is taken as it is. */
type QueryInput<E extends Endpoint> = E['query'] extends z.ZodType
  ? Partial<Input<E['query']>> extends Input<E['query']>
    ? { query?: Input<E['query']> | URLSearchParams }
    : { query: Input<E['query']> | URLSearchParams }
  : { query?: undefined };
type ParamsInput<E extends Endpoint> = E['params'] extends z.ZodType
  ? { params: Input<E['params']> }
  : { params?: undefined };

/** What a caller fills in to address an endpoint. */
export type PathInput<E extends Endpoint> = ParamsInput<E> & QueryInput<E>;
/** The query a caller sends (before the API's parsing). */
export type QueryOf<E extends Endpoint> = Input<E['query']>;
/**
 * A query as an address holds it: any of its keys, each a string the schema takes (a page or a
 * day as typed, one of an enum's words). What a list page reads from its URL and sends on.
 */
export type TextQuery<S> = { [K in keyof Input<S>]?: string & Input<S>[K] };
export type TextQueryOf<E extends Endpoint> = TextQuery<E['query']>;
/** An endpoint that takes a query and answers JSON: a list. */
export type ListEndpoint = Endpoint & { readonly query: z.ZodType; readonly answer: z.ZodType };
/** The body a caller sends (before the API's parsing). */
export type BodyOf<E extends Endpoint> = Input<E['body']>;
/** What the endpoint answers on success, after parsing. */
export type AnswerOf<E extends Endpoint> = Output<E['answer']>;
