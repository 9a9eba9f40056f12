// Arabic-Indic (٠-٩) and extended Arabic-Indic / Persian (۰-۹) digits are accepted wherever digits are typed.
const ARABIC_INDIC_ZERO = 0x0660;
const PERSIAN_ZERO = 0x06f0;

export function toAsciiDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (ch) => {
    const code = ch.charCodeAt(0);
    const zero = code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_INDIC_ZERO;
    return String(code - zero);
  });
}

/** What the phone key input keeps: ASCII digits only, without a leading 0 (docs/product/accounts-and-sign-in.md#phone-numbers-and-digits). */
export function cleanPhoneInput(value: string): string {
  return toAsciiDigits(value).replace(/\D/g, '').replace(/^0+/, '');
}
