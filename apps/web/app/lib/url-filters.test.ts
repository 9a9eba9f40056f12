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

describe('urlFilters on days', () => {
  const days = z.object({ dateFrom: z.coerce.date().optional(), dateTo: z.coerce.date().optional() });
  const read = (query: string) => urlFilters(new URL(`http://x/?${query}`), ['dateFrom', 'dateTo'], days);

  it('reads days typed without JavaScript (DD/MM/YYYY, any digits) as YYYY-MM-DD', () => {
    expect(
      read('dateFrom=15%2F03%2F2026&dateTo=%D9%A1%D9%A5%2F%D9%A0%D9%A4%2F%D9%A2%D9%A0%D9%A2%D9%A6'),
    ).toEqual({
      dateFrom: '2026-03-15',
      dateTo: '2026-04-15',
    });
    expect(read('dateFrom=2026-03-15&dateTo=2026-03-20T10:00:00Z')).toEqual({
      dateFrom: '2026-03-15',
      dateTo: '2026-03-20T10:00:00Z',
    });
  });

  it('drops what is no day, never reading 03/04 the American way', () => {
    expect(read('dateFrom=31%2F02%2F2026&dateTo=March+3')).toEqual({});
    expect(read('dateFrom=03%2F04%2F2026')).toEqual({ dateFrom: '2026-04-03' });
  });
});
