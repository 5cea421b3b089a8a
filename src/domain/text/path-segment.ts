/**
 * One URL path segment decoded once, or null when its percent-escapes are malformed (`%ff`, `%E0%A4%A`):
 * such an address names nothing, so callers answer 404 (or 400) instead of throwing a URIError
 * (issue 8, defect 12).
 */
export function decodePathSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

/** True when some escape in the path cannot be decoded (the framework would fail on it). */
export const hasMalformedEscape = (path: string): boolean => path.split('/').some((s) => decodePathSegment(s) === null)
