/**
 * spec: finance §5 "Phone numbers are converted for sending by removing non-digits; a leading 61 becomes 0."
 * 61 is read as the country code only before a 9-digit national number (11 digits in all), so an
 * 8-digit local number that happens to start with 61 keeps its digits.
 */
export function normalisePhone(raw: string): string {
  const digits = raw.replace(/\D/g, '')
  return digits.length === 11 && digits.startsWith('61') ? `0${digits.slice(2)}` : digits
}

/** Separators a shopper may type: spaces, brackets, dashes and a plus. Anything else is not a phone number. */
const SEPARATORS = /[\s()\-+]/g

/** Australian: 10 digits starting 0 (mobile or landline with area code), or an 8-digit local landline. */
export function isAustralianPhone(raw: string): boolean {
  const stripped = raw.replace(SEPARATORS, '')
  if (!/^\d+$/.test(stripped)) return false
  const national = normalisePhone(stripped)
  return /^0\d{9}$/.test(national) || /^[1-9]\d{7}$/.test(national)
}
