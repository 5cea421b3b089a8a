/** spec: stock §4 "masked after the first 5 characters until clicked", §9 "Phone masked after 5 characters". */
export const PHONE_VISIBLE_CHARS = 5

/** The character that stands in for each hidden digit. */
export const PHONE_MASK_CHAR = 'X'
