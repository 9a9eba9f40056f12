import { describe, expect, it } from 'vitest';
import { splitTypedPrefix } from './suggest-prefix.ts';

describe('splitTypedPrefix', () => {
  it('separates the typed start of an Arabic name', () => {
    expect(splitTypedPrefix('تويوتا', 'تو')).toEqual(['تو', 'يوتا']);
  });

  it('keeps the suggestion’s own capitals whatever case was typed', () => {
    expect(splitTypedPrefix('Toyota', 'toy')).toEqual(['Toy', 'ota']);
  });

  it('leaves a suggestion whole when it does not start with what was typed', () => {
    expect(splitTypedPrefix('كامري', 'كامرى')).toEqual(['', 'كامري']);
    expect(splitTypedPrefix('تويوتا كامري 2020', 'كامري')).toEqual(['', 'تويوتا كامري 2020']);
    expect(splitTypedPrefix('Toyota', '')).toEqual(['', 'Toyota']);
  });
});
