import { describe, expect, it } from 'vitest';
import { missedTargets, type PageResult } from './lighthouse-targets.ts';

const page = (o: Partial<PageResult>): PageResult => ({
  name: 'home',
  path: '/',
  indexable: true,
  performance: 96,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcp: 2,
  fcp: 2,
  tbt: 0,
  cls: 0,
  si: 2,
  load: 1,
  failed: [],
  ...o,
});

describe('missedTargets', () => {
  it('holds an indexable page to 95 / 100 / 100 / 100', () => {
    expect(missedTargets([page({ performance: 94, seo: 92 })])).toEqual([
      'home: performance 94 < 95',
      'home: SEO 92 < 100',
    ]);
    expect(missedTargets([page({})])).toEqual([]);
  });

  it('holds a page crawlers are kept out of to accessibility and best practices only', () => {
    const signIn = { name: 'sign-in', indexable: false, performance: 94, seo: 66 };
    expect(missedTargets([page(signIn)])).toEqual([]);
    expect(missedTargets([page({ ...signIn, accessibility: 98 })])).toEqual([
      'sign-in: accessibility 98 < 100',
    ]);
  });
});
