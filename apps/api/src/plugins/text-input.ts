// PostgreSQL text cannot hold a NUL character (\u0000): a value carrying one would reach the
// database and come back as a 500. Every validated part of every request (JSON, form parts, query
// string, path) is checked for it before its own schema, in the validator compiler, so all routes
// answer 400 ValidationError naming the field, with nothing to remember per route.
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { MESSAGES } from '@souqna/contracts';
import { AppError } from '../lib/app-error.ts';

/** The dotted path of the first string or key holding a NUL ('' for the value itself), or null. */
export function nulPath(value: unknown): string | null {
  // A walk with its own stack: a deeply nested body must not overflow the call stack.
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return path;
    } else if (v && typeof v === 'object') {
      for (const [key, child] of Object.entries(v)) {
        const at = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return at;
        stack.push([child, at]);
      }
    }
  }
  return null;
}

export const textInputValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data: unknown) => {
    const path = nulPath(data);
    if (path === null) return validate(data);
    const field = path || route.httpPart || 'body';
    const issues = [{ path: field, message: MESSAGES.invalidCharacter }];
    return { error: new AppError('ValidationError', { field, issues }) };
  };
};
