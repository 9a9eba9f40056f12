import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { urlFilters } from './url-filters.ts';

const schema = z.object({
  status: z.enum(['open', 'closed']).optional(),
  page: z.coerce.number().int().min(1).default(1),
});

describe('urlFilters', () => {
  it('keeps the values the schema accepts, trimmed, and drops the rest and unknown keys', () => {
    const url = new URL('http://x/?status=%20open%20&page=0&other=1');
    expect(urlFilters(url, ['status', 'page'], schema)).toEqual({ status: 'open' });
    expect(urlFilters(new URL('http://x/?status=nope&page=3'), ['status', 'page'], schema)).toEqual({
      page: '3',
    });
  });
});
