/** Whether the text holds a control character: no slug or name holds one, and PostgreSQL refuses a NUL in any text. */
const hasControl = (text: string) => [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)

/**
 * One URL path segment decoded once, or null when its percent-escapes are malformed (`%ff`, `%E0%A4%A`)
 * or decode to a control character (`%00`): such an address names nothing, so callers answer 404 (or
 * 400) instead of throwing a URIError or handing the database a NUL it refuses.
 */
export function decodePathSegment(segment: string): string | null {
  try {
    const decoded = decodeURIComponent(segment)
    return hasControl(decoded) ? null : decoded
  } catch {
    return null
  }
}

/** True when some escape in the path cannot be decoded (the framework would fail on it). */
export const hasMalformedEscape = (path: string): boolean => path.split('/').some((s) => decodePathSegment(s) === null)
