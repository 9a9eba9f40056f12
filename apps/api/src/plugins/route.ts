// Registers one route of the contracts endpoint table: method, path (and its other spellings),
// params, query, body, answer schema and success status all come from the table, so they are written
// once (docs/decisions/0015-endpoint-table.md). A routes file adds what only the API knows: who may
// call (config.auth), rate limits, hooks such as multipart parsing, and the OpenAPI tags.
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Endpoint } from '@souqna/contracts';
import type { App } from '../context.ts';

/** The Fastify schema of an endpoint, typed so handlers get typed params, query, body and answer. */
export type SchemaOf<E extends Endpoint> = {
  params: E['params'];
  querystring: E['query'];
  body: E['body'];
  response: E['answer'] extends z.ZodType ? { [S in E['status']]: E['answer'] } : undefined;
};

export type EndpointHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/** Documentation only: what the table does not say. `response` adds answers besides the success. */
type Docs = Pick<FastifySchema, 'hide'> & {
  tags?: string[];
  security?: Record<string, string[]>[];
  consumes?: string[];
  summary?: string;
  description?: string;
  response?: Record<number, z.ZodType>;
};
type Options<E extends Endpoint> = RouteShorthandOptions<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E>,
  ZodTypeProvider,
  FastifyBaseLogger
>;
export type RouteExtras<E extends Endpoint> = Omit<Options<E>, 'schema'> & {
  schema?: Docs;
};

/** '/api/post/:id' inside the '/api' scope → '/post/:id' (the table's path is the whole path). */
function relative(prefix: string, path: string): string {
  const rest = path.slice(prefix.length);
  if (!path.startsWith(prefix) || (rest !== '' && !rest.startsWith('/')))
    throw new Error(`${path} cannot be registered inside ${prefix || '/'}`);
  return rest || '/';
}

export function route<E extends Endpoint>(
  app: App,
  endpoint: E,
  extras: RouteExtras<E>,
  handler: EndpointHandler<E>,
): void {
  const { schema: docs, ...options } = extras;
  const { response: otherAnswers, ...docsRest } = docs ?? {};
  const response = endpoint.answer ? { [endpoint.status]: endpoint.answer, ...otherAnswers } : otherAnswers;
  const schema = {
    ...docsRest,
    ...(endpoint.params && { params: endpoint.params }),
    ...(endpoint.query && { querystring: endpoint.query }),
    ...(endpoint.body && { body: endpoint.body }),
    ...(endpoint.produces && { produces: [...endpoint.produces] }),
    ...(response && { response }),
  } as FastifySchema as SchemaOf<E>;
  // The success status is the table's; a handler may still set another (an error answers its own).
  const status = endpoint.status;
  const answer: EndpointHandler<E> = function (request, reply) {
    if (status !== 200) reply.code(status as never);
    return handler.call(this, request, reply);
  };
  for (const path of [endpoint.path, ...(endpoint.aliases ?? [])]) {
    app.route({
      ...options,
      method: endpoint.method,
      url: relative(app.prefix, path),
      schema,
      handler: answer,
    });
  }
}
