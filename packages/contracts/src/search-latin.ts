// Arabic typed in Latin letters ("Arabizi") for goods people commonly search that way, as Gulf
// shoppers spell them: 3 = ع, 7 = ح, gh = غ, th = ث, and Gulf ق said and typed g
// (docs/decisions/0046-search-beyond-spelling.md). The Arabic word comes first.
import type { SearchSynonym } from './search-synonyms.ts';

const latin = (what: string) => `${what} typed in Latin letters`;

export const LATIN_ARABIC: readonly SearchSynonym[] = [
  { words: ['جوال', 'jawal', 'jawwal', 'jwal'], reason: latin('a mobile phone') },
  { words: ['سيارة', 'sayara', 'sayyara', 'sayarah', 'syara'], reason: latin('a car') },
  { words: ['شقة', 'shaqa', 'shaqqa', 'shagga', 'shgah'], reason: latin('a flat (Gulf g for ق)') },
  { words: ['ثلاجة', 'thallaja', 'thalaja', 'thalajah', 'tallaja'], reason: latin('a fridge') },
  { words: ['غسالة', 'ghassala', 'ghasala', 'ghasalah'], reason: latin('a washing machine') },
  { words: ['مكيف', 'mukayif', 'mukayef', 'mkayef', 'mkyf'], reason: latin('an air conditioner') },
  { words: ['كنب', 'kanab', 'kanaba'], reason: latin('a sofa') },
  { words: ['بشت', 'bisht'], reason: latin('a bisht') },
  { words: ['ثوب', 'thob', 'thawb'], reason: latin('a thobe') },
  { words: ['بخور', 'bakhoor', 'bukhoor', 'bakhour', 'bukhur'], reason: latin('incense') },
  { words: ['دلة', 'dallah', 'dalla'], reason: latin('a coffee pot') },
  { words: ['مجلس', 'majlis'], reason: latin('a sitting room or its seating') },
  { words: ['خيمة', 'khaima', 'khayma', 'khaimah'], reason: latin('a tent') },
  { words: ['قهوة', 'gahwa', 'qahwa', 'gahwah'], reason: latin('coffee (Gulf g for ق)') },
  { words: ['مستعمل', 'mustamal', 'musta3mal', 'mosta3mal'], reason: latin('second-hand (3 for ع)') },
  { words: ['دباب', 'dabbab', 'dabab'], reason: latin('a motorbike') },
  { words: ['غنم', 'ghanam'], reason: latin('sheep') },
  { words: ['سرير', 'sareer', 'sarir'], reason: latin('a bed') },
  { words: ['مطبخ', 'matbakh', 'matbkh'], reason: latin('a kitchen') },
];
