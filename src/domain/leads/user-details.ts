/** spec: finance §3 "Stored user details: name, last_name, email, phone, postcode". */
export const STORED_USER_DETAIL_KEYS = ['name', 'last_name', 'email', 'phone', 'postcode'] as const
export type StoredUserDetails = Record<(typeof STORED_USER_DETAIL_KEYS)[number], string>

/**
 * spec: finance §5 "Stored user details are saved only when name, email and phone are all present;
 * only name, last_name, email, phone and postcode are kept." Null means: save nothing.
 */
export function storableUserDetails(values: Partial<Record<string, unknown>>): StoredUserDetails | null {
  const text = (k: string) => (typeof values[k] === 'string' ? (values[k] as string).trim() : '')
  if (!text('name') || !text('email') || !text('phone')) return null
  return Object.fromEntries(STORED_USER_DETAIL_KEYS.map((k) => [k, text(k)])) as StoredUserDetails
}

/** Stored details read back from the browser: anything not a string is dropped. */
export function readStoredUserDetails(raw: string | null): Partial<StoredUserDetails> {
  if (!raw) return {}
  try {
    const parsed: unknown = JSON.parse(raw)
    if (!parsed || typeof parsed !== 'object') return {}
    const out: Partial<StoredUserDetails> = {}
    for (const k of STORED_USER_DETAIL_KEYS) {
      const v = (parsed as Record<string, unknown>)[k]
      if (typeof v === 'string' && v.length <= 254) out[k] = v
    }
    return out
  } catch {
    return {}
  }
}
