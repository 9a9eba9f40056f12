// Model numbers and sizes written together or apart (S24 / S 24, iPhone15 / iPhone 15, 65inch /
// 65 inch / 65") — docs/decisions/0046-search-beyond-spelling.md. Normalisation has already
// folded Arabic-Indic digits, so ١٥ and 15 are one number in either script.

/** A word of letters (Latin or Arabic) and a number, joined, in either order. */
const LETTERS_NUMBER = /^([a-z\u0620-\u064A]+)(\d{1,5})$/;
const NUMBER_LETTERS = /^(\d{1,5})([a-z\u0620-\u064A]+)$/;

/** The letters and the number of a joined word ("s24" → ["s", "24"]), or null. */
export function splitModelWord(word: string): [string, string] | null {
  const m = LETTERS_NUMBER.exec(word) ?? NUMBER_LETTERS.exec(word);
  return m ? [m[1]!, m[2]!] : null;
}

/**
 * The ad's side: a joined word is also indexed by its two parts, so a search typed apart
 * ("s 24", "iphone 15", "256 gb") finds the ad that wrote it together.
 */
export function modelWordParts(word: string): string[] {
  return splitModelWord(word) ?? [];
}

/**
 * An inch mark after a number is a word: 65" and 65″ read as "65 inch" (the mark itself is
 * punctuation to normalisation and would vanish). Applied to raw text, before normalisation.
 */
export function markInches(text: string): string {
  return text.replace(/(\d)\s*(?:"|''|″|”|“)/g, '$1 inch ');
}
