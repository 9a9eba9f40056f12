// IBANs of the two markets (ISO 13616): SA + 22 digits (24 characters), AE + 21 digits (23).
export const IBAN_DIGITS = { sa: 22, ae: 21 } as const;

/** The ISO 7064 mod-97 check: the country and check digits moved to the end, letters as 10–35. */
export function ibanChecksumHolds(iban: string): boolean {
  const s = iban.replace(/[\s-]/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(s)) return false;
  const moved = s.slice(4) + s.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const n = ch >= 'A' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of n) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1;
}

/** A Saudi or Emirati IBAN of the right length whose checksum holds (spaces and dashes allowed). */
export function isMarketIban(text: string): boolean {
  const s = text.replace(/[\s-]/g, '').toLowerCase();
  const country = s.slice(0, 2);
  if (country !== 'sa' && country !== 'ae') return false;
  return s.length === 2 + IBAN_DIGITS[country] && /^\d+$/.test(s.slice(2)) && ibanChecksumHolds(s);
}
