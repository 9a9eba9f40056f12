// Word forms found by rule rather than by table (docs/decisions/0046-search-beyond-spelling.md):
// the Arabic feminine noun before a suffix or in the dual (سيارة ↔ سيارتين, سيارتي), and English
// plurals (phone ↔ phones, battery ↔ batteries, watch ↔ watches). On normalised words, typed side only:
// the ad keeps its own words, and the search asks for their other forms.

const ARABIC = /^[\u0620-\u064A\u066E-\u06D3]+$/;
const MIN_STEM = 3;

/**
 * A feminine noun's ة (normalised ه) becomes ت before a suffix: سيارة → سيارتين (two cars),
 * سيارتي (my car), whose light stem is سيارت. So the singular also asks for سيارت, and a dual
 * also asks for its singular and that singular's stem.
 */
function arabicForms(word: string): string[] {
  if (!ARABIC.test(word)) return [];
  // Two letters may remain (شقة → شقت, of شقتين); a dual needs three (بيتين is not بيه + تين).
  if (word.endsWith('ه') && word.length >= 3) return [`${word.slice(0, -1)}ت`];
  const dual = /^(.+)ت(?:ين|ان)$/.exec(word);
  if (dual && dual[1]!.length >= MIN_STEM) return [`${dual[1]}ه`, dual[1]!];
  return [];
}

/** Irregular or misleading English forms: matched as listed, never by the rules below. */
const ENGLISH_IRREGULAR: readonly (readonly string[])[] = [
  ['man', 'men'],
  ['woman', 'women'],
  ['child', 'children'],
  ['knife', 'knives'],
  ['shelf', 'shelves'],
  ['mouse', 'mice'],
  // Glasses (to wear) are not glass (a table top): neither turns into the other.
  ['glasses'],
  ['glass'],
  ['news'],
  ['series'],
  ['lens'],
];
const IRREGULAR = new Map(ENGLISH_IRREGULAR.flatMap((g) => g.map((w) => [w, g.filter((x) => x !== w)])));
const SIBILANT = /(?:s|x|z|ch|sh)$/;

function englishForms(word: string): string[] {
  const irregular = IRREGULAR.get(word);
  if (irregular) return [...irregular];
  // Short words (bus, gas, tv, ps) and anything with digits are left as typed.
  if (!/^[a-z]{4,}$/.test(word)) return [];
  if (word.endsWith('ies')) return [`${word.slice(0, -3)}y`];
  if (word.endsWith('es') && SIBILANT.test(word.slice(0, -2))) return [word.slice(0, -2)];
  if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return [word.slice(0, -1)];
  if (/[^aeiou]y$/.test(word)) return [`${word.slice(0, -1)}ies`];
  if (SIBILANT.test(word)) return [`${word}es`];
  return [`${word}s`];
}

/** The other forms of a typed (normalised) word that the rules give, without the word itself. */
export function ruleWordForms(word: string): string[] {
  return [...arabicForms(word), ...englishForms(word)].filter((f) => f !== word);
}
