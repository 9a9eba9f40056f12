import { readFileSync } from 'node:fs';
import path from 'node:path';

export type Messages = Record<string, Record<string, string | Record<string, string>>>;
const load = (locale: string) =>
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, `../../apps/web/app/i18n/${locale}.json`), 'utf8'),
  ) as Messages;

/** The UI's own strings, so the tests read the page as a person in that language would. */
export const ar = load('ar');
export const en = load('en');
export const text = (messages: Messages, key: string): string => {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages);
  if (typeof value !== 'string') throw new Error(`no message ${key}`);
  return value;
};
