/** spec: stock §4 "masked after the first 5 characters until clicked", §9 "Phone masked after 5 characters". */
export const PHONE_VISIBLE_CHARS = 5

/** The character that stands in for each hidden digit. */
export const PHONE_MASK_CHAR = 'X'

/**
 * A phone number masked after its first `visible` characters (spec: stock §4, §9): later digits
 * become 'X', spaces and punctuation stay so the number keeps its shape.
 * maskPhone('02 4229 1234') → '02 42XX XXXX'.
 */
export function maskPhone(phone: string, visible: number = PHONE_VISIBLE_CHARS): string {
  const kept = phone.slice(0, visible)
  const hidden = phone.slice(visible).replace(/\d/g, PHONE_MASK_CHAR)
  return kept + hidden
}
