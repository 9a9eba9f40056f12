// Multipart parsing with hard limits, and the /uploads/* files served inert (nosniff, generated names only).
import fs from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { IMAGE_MAX_BYTES, MESSAGES, POST_IMAGES_MAX } from '@souqna/contracts';
import { AppError } from '../lib/app-error.ts';
import { UPLOADS_PREFIX } from '../adapters/storage/index.ts';

export type IncomingFile = { field: string; buffer: Buffer };
declare module 'fastify' {
  interface FastifyRequest {
    incomingFiles: IncomingFile[] | null;
  }
}

/**
 * preValidation hook for routes that take JSON or multipart: turns the text parts into request.body
 * (so the route's zod body schema validates them) and buffers the files (each capped by fileSize).
 */
export async function collectMultipart(request: FastifyRequest): Promise<void> {
  request.incomingFiles = [];
  if (!request.isMultipart()) return;
  const fields: Record<string, string> = {};
  try {
    await readParts(request, fields);
  } catch (err) {
    // busboy reports truncated or malformed bodies as plain Errors: they are the client's fault.
    if ((err as { code?: string }).code === 'FST_FILES_LIMIT') {
      // More files than any form takes (10 ad photos): a field error, not a body-size one.
      throw new AppError('ValidationError', {
        field: 'images',
        issues: [{ path: 'images', message: MESSAGES.maxLimit }],
      });
    }
    if (err instanceof AppError || ((err as { statusCode?: number }).statusCode ?? 500) < 500) throw err;
    throw new AppError('ValidationError', { reason: 'multipart' });
  }
  request.body = fields;
}

async function readParts(request: FastifyRequest, fields: Record<string, string>): Promise<void> {
  const files = request.incomingFiles!;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    let buffer: Buffer;
    try {
      buffer = await part.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppError(
          'ValidationError',
          { field: part.fieldname, issues: [{ path: part.fieldname, message: MESSAGES.imageSize }] },
          413,
        );
      }
      throw err;
    }
    if (buffer.length > 0) files.push({ field: part.fieldname, buffer }); // an empty file input sends a 0-byte part
  }
}

export default fp(
  async function uploadsPlugin(app: FastifyInstance) {
    app.decorateRequest('incomingFiles', null);
    await app.register(fastifyMultipart, {
      limits: {
        fileSize: IMAGE_MAX_BYTES,
        files: POST_IMAGES_MAX,
        fields: 40,
        fieldSize: 20_000,
        parts: 60,
        headerPairs: 200,
      },
    });
    const root = app.deps.config.uploadsDir;
    fs.mkdirSync(root, { recursive: true });
    await app.register(fastifyStatic, {
      root,
      prefix: UPLOADS_PREFIX,
      decorateReply: false, // leave reply.sendFile to the web app's own @fastify/static
      index: false,
      list: false,
      dotfiles: 'deny',
      setHeaders(reply) {
        reply.header('x-content-type-options', 'nosniff');
        reply.header('cache-control', 'public, max-age=31536000, immutable'); // names are random and never reused
        reply.header('content-security-policy', "default-src 'none'; sandbox");
      },
    });
  },
  { name: 'souqna-uploads' },
);
