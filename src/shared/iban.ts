/**
 * Saudi IBANs: "SA", two check digits, then 22 digits (2 for the bank, 18 for the account), 24
 * characters in all, valid when the ISO 13616 mod-97 check gives 1.
 */

/** The IBAN without spaces or dashes, upper-case, if it is a valid Saudi IBAN; else null. */
export function normalizeIban(text: string): string | null {
  const iban = text.replace(/[\s-]/g, '').toUpperCase();
  if (!/^SA\d{22}$/.test(iban)) return null;
  return mod97(`${iban.slice(4)}${iban.slice(0, 4)}`) === 1 ? iban : null;
}

/** The remainder of a long number (letters as 10–35) by 97, piece by piece. */
function mod97(text: string): number {
  let remainder = 0;
  for (const char of text) {
    const value = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** "SA03 8000 0000 6080 1016 7519": the IBAN in groups of four, as banks print it. */
export function formatIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}

/** All but the last four digits hidden. */
export function maskIban(iban: string): string {
  return `SA•• •••• •••• •••• •••• ${iban.slice(-4)}`;
}
