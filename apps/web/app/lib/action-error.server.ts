import { data } from 'react-router';
import { errorAnswerKey } from '@souqna/contracts';
import { ApiCallError } from './api.server.ts';

export type ActionError = { errorKey: string; field?: string; retryAfter?: number };

/**
 * An API error becomes the i18n key of its name (docs/product/errors-and-limits.md#how-the-web-app-shows-errors) for the form's red alert; anything that is not
 * an API answer (a bug, the API down) is rethrown to reach the error page.
 */
export function actionError<E extends object = object>(error: unknown, extra?: E) {
  if (!(error instanceof ApiCallError) || error.status >= 500) throw error;
  const body: ActionError = { errorKey: errorAnswerKey(error.error.name, error.error.data.reason) };
  const field = error.error.data.key ?? error.error.data.field;
  if (field) body.field = field;
  if (error.error.data.retryAfter) body.retryAfter = error.error.data.retryAfter;
  return data({ ...(extra as E), error: body }, { status: error.status });
}
