import { describe, expect, it } from 'vitest';
import ar from './ar.json';
import en from './en.json';

// docs/decisions/0038-dates-and-direction.md: each language its own punctuation. The Arabic comma,
// semicolon and question mark (، ؛ ؟) in an English sentence read as stray marks, and Arabic
// letters have no place in English copy but for the name of the Arabic language itself.
type Tree = { [key: string]: string | Tree };
const entries = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[prefix + key, value]] : entries(value, `${prefix}${key}.`),
  );

const ARABIC_PUNCTUATION = /[\u060C\u061B\u061F]/;
const ARABIC_LETTER = /[\u0621-\u064A]/;
/** English messages that name something Arabic on purpose. */
const ARABIC_ON_PURPOSE = new Set(['header.languages.ar']);

describe('English copy', () => {
  it('uses English punctuation only', () => {
    const wrong = entries(en as Tree).filter(([, text]) => ARABIC_PUNCTUATION.test(text));
    expect(wrong).toEqual([]);
  });

  it('has no Arabic words, but for the name of the Arabic language', () => {
    const wrong = entries(en as Tree).filter(
      ([key, text]) => ARABIC_LETTER.test(text) && !ARABIC_ON_PURPOSE.has(key),
    );
    expect(wrong).toEqual([]);
  });
});

describe('Arabic copy', () => {
  it('writes Arabic questions with the Arabic question mark', () => {
    // A Latin '?' right after an Arabic word: the Arabic one (؟) was meant.
    const wrong = entries(ar as Tree).filter(([, text]) => /[\u0621-\u064A]\s*\?/.test(text));
    expect(wrong).toEqual([]);
  });
});
