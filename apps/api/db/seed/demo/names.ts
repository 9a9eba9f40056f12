// Demo sellers' names: Gulf first and family names (Arabic, with the Latin spelling a member would
// pick for a username), and a few expatriates who write in English.
const FIRST = [
  ['محمد', 'mohammed'],
  ['فهد', 'fahad'],
  ['نورة', 'noura'],
  ['عبدالله', 'abdullah'],
  ['سارة', 'sara'],
  ['خالد', 'khalid'],
  ['ريم', 'reem'],
  ['سلطان', 'sultan'],
  ['أحمد', 'ahmed'],
  ['مريم', 'maryam'],
  ['ماجد', 'majed'],
  ['هند', 'hind'],
  ['تركي', 'turki'],
] as const;
const FAMILY = [
  ['العتيبي', 'alotaibi'],
  ['القحطاني', 'alqahtani'],
  ['الشمري', 'alshammari'],
  ['الدوسري', 'aldosari'],
  ['الحربي', 'alharbi'],
  ['المطيري', 'almutairi'],
  ['الزهراني', 'alzahrani'],
  ['الغامدي', 'alghamdi'],
  ['المنصوري', 'almansoori'],
  ['الكعبي', 'alkaabi'],
  ['النعيمي', 'alnuaimi'],
] as const;
const EXPATS = [
  ['Omar Haddad', 'omar.haddad'],
  ['Layla Nasser', 'layla.nasser'],
  ['Yousef Khan', 'yousef.khan'],
  ['Aisha Rahman', 'aisha.rahman'],
  ['Hassan Ali', 'hassan.ali'],
  ['Priya Menon', 'priya.menon'],
] as const;

/** The i-th demo seller: every fourth writes in English; usernames never repeat. */
export function sellerName(i: number): { fullname: string; username: string } {
  if (i % 4 === 3) {
    const [fullname, username] = EXPATS[Math.floor(i / 4) % EXPATS.length]!;
    return { fullname, username: i < 4 * EXPATS.length ? username : `${username}${i}` };
  }
  // 13 first names against 11 families (coprime): 143 distinct pairs before any repeats.
  const [first, firstLatin] = FIRST[i % FIRST.length]!;
  const [family, familyLatin] = FAMILY[i % FAMILY.length]!;
  return { fullname: `${first} ${family}`, username: `${firstLatin}.${familyLatin}` };
}
