// The one error type services throw; the error handler turns it into { name, message, data }.
import { ERROR_STATUS, type ErrorName } from '@souqna/contracts';

export type ErrorData = Record<string, unknown>;

export class AppError extends Error {
  errorName: ErrorName;
  data: ErrorData;
  statusCode: number;
  constructor(name: ErrorName, data: ErrorData = {}, statusCode?: number) {
    super(name);
    this.name = name;
    this.errorName = name;
    this.data = data;
    this.statusCode = statusCode ?? ERROR_STATUS[name];
  }
}

export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
