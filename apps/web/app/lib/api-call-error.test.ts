import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiCallError } from './api.server.ts';

// docs/product/screens-and-routes.md#error-pages: a refusal a loader lets through gives the page the
// API's status (a silent database 503, a refused query value 400), not the server build's 500.
describe('ApiCallError', () => {
  it.each([400, 403, 404, 503])('is the router’s error response with status %i', (status) => {
    const error = new ApiCallError(status, {
      name: 'ServiceUnavailableError',
      message: 'secret detail',
      data: { x: 1 },
    });
    expect(isRouteErrorResponse(error)).toBe(true);
    expect(error.status).toBe(status);
    // The server build replaces any Error subclass with "Unexpected Server Error" (500).
    expect(error instanceof Error).toBe(false);
    // The page sees the error's name only.
    expect(error.data).toEqual({ name: 'ServiceUnavailableError' });
  });
});
