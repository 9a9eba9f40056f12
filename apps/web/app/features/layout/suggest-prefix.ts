/**
 * Splits a suggestion into the part the visitor typed and the rest, when it plainly starts with it
 * (case aside). Matches the server found through spelling folds (ى/ي, digits) stay whole: no guess.
 */
export function splitTypedPrefix(text: string, typed: string): [string, string] {
  const head = text.slice(0, typed.length);
  if (!typed || head.toLocaleLowerCase() !== typed.toLocaleLowerCase()) return ['', text];
  return [head, text.slice(typed.length)];
}
