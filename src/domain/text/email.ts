/** RFC 5321 §4.5.3.1.3: a path holds at most 256 octets with its angle brackets, so an address 254. */
export const MAX_EMAIL_LENGTH = 254

export const EMAIL_TOO_LONG = `An email address has at most ${MAX_EMAIL_LENGTH} characters.`

/** Whether an e-mail address is too long to be delivered (RFC 5321). */
export const isEmailTooLong = (value: unknown): boolean => typeof value === 'string' && value.length > MAX_EMAIL_LENGTH
