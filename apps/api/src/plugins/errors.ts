// Every failure leaves as { name, message, data } with a catalogue status; nothing internal leaks.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@souqna/contracts';
import { isDatabaseUnavailable } from '../db/waits.ts';
import { AppError } from '../lib/app-error.ts';
import { requestLocale } from '../lib/locale.ts';
import { ERROR_MESSAGES } from './error-messages.ts';

// Unique index name → the API field named in DuplicationError data.key.
const UNIQUE_KEYS: Record<string, string> = {
  users_email_key: 'email',
  users_phone_number_key: 'phoneNumber',
  users_username_key: 'username',
};
const TOO_LARGE_CODES = new Set([
  'FST_REQ_FILE_TOO_LARGE',
  'FST_FILES_LIMIT',
  'FST_PARTS_LIMIT',
  'FST_FIELDS_LIMIT',
  'FST_ERR_CTP_BODY_TOO_LARGE',
]);

type PgLikeError = { code?: string; constraint?: string; detail?: string };
// Drizzle wraps driver errors (DrizzleQueryError.cause); both pg and PGlite carry SQLSTATE in `code`.
function pgError(err: unknown): PgLikeError | undefined {
  for (
    let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 3;
    e = e.cause as typeof e, i++
  ) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e as PgLikeError;
  }
  return undefined;
}

export function toAppError(err: FastifyError | Error, request: FastifyRequest): AppError {
  if (err instanceof AppError) return err;
  if (hasZodFastifySchemaValidationErrors(err)) {
    if (err.validationContext === 'body' && (request.body === undefined || request.body === null))
      return new AppError('MissingRequestBodyError');
    const issues = err.validation.map((v) => ({
      path: v.instancePath.slice(1).replaceAll('/', '.'),
      message: v.message ?? MESSAGES.required,
    }));
    return new AppError('ValidationError', { field: issues[0]?.path || err.validationContext, issues });
  }
  // A database that is away or too slow: the client may try again (docs/decisions/0016-bounded-waits.md).
  if (isDatabaseUnavailable(err)) return new AppError('ServiceUnavailableError');
  const db = pgError(err);
  if (db?.code === '23505') {
    const key = UNIQUE_KEYS[db.constraint ?? ''] ?? db.constraint ?? 'unknown';
    return new AppError('DuplicationError', { key, field: key });
  }
  if (db?.code === '22P02' || db?.code === '22001' || db?.code === '23514')
    return new AppError('ValidationError');
  const code = (err as FastifyError).code ?? '';
  const status = (err as FastifyError).statusCode ?? 500;
  if (code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return new AppError('MissingRequestBodyError');
  if (status === 413 || TOO_LARGE_CODES.has(code)) {
    return new AppError(
      'ValidationError',
      { issues: [{ path: '', message: MESSAGES.imageSize }], reason: 'tooLarge' },
      413,
    );
  }
  if (status === 429) return new AppError('TooManyRequestsError');
  if (status === 404 || status === 405) return new AppError('NotFoundError');
  // Malformed JSON, wrong content type, broken multipart: the client's fault, from the catalogue.
  if (status >= 400 && status < 500) return new AppError('ValidationError', { reason: code || 'badRequest' });
  return new AppError('InternalError');
}

/** Sets the status and headers of an error answer and returns its body (the reply is not sent). */
export function errorAnswer(error: AppError, request: FastifyRequest, reply: FastifyReply) {
  const retryAfter = error.data.retryAfter;
  if (typeof retryAfter === 'number') void reply.header('retry-after', String(retryAfter));
  void reply.status(error.statusCode).type('application/json; charset=utf-8');
  const message = ERROR_MESSAGES[error.errorName][requestLocale(request)];
  return { name: error.errorName, message, data: error.data, requestId: request.id };
}

export function sendError(error: AppError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.send(errorAnswer(error, request, reply));
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const error = toAppError(err, request);
    if (error.statusCode >= 500) request.log.error({ err }, 'request failed');
    else request.log.debug({ name: error.errorName }, 'request refused');
    return sendError(error, request, reply);
  });
  app.setNotFoundHandler((request, reply) => sendError(new AppError('NotFoundError'), request, reply));
}
