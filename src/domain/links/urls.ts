/**
 * The one owner of which link targets staff may store (docs/features/security.md "Walls", "Links"). Menu and footer
 * links point to a page of the same site or to an outside https:// address; a dealership's website
 * and a location's map link are outside addresses only.
 */

/** Control characters, whitespace and backslashes: browsers drop or rewrite them, which hides the real target. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it looks for
const UNSAFE_CHARS = /[\u0000-\u0020\u007f\\]/

/**
 * A path on the same site: one slash, then not another slash. `//evil.example` and `/\evil.example`
 * are read by browsers as another host (a backslash counts as a slash), so neither is a site path.
 */
export const isSitePath = (value: string): boolean => /^\/(?!\/)/.test(value) && !UNSAFE_CHARS.test(value)

/** An absolute https:// address with a host and no user name or password in it. */
export function isHttpsUrl(value: string): boolean {
  if (UNSAFE_CHARS.test(value)) return false
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  return (
    url.protocol === 'https:' &&
    url.hostname !== '' &&
    url.username === '' &&
    url.password === '' &&
    /^https:\/\/[^/]/i.test(value)
  )
}

/** A menu or footer link: a site path, an anchor, an https:// address, or a tel: or mailto: link. */
export function isLinkTarget(value: string): boolean {
  if (isSitePath(value) || isHttpsUrl(value)) return true
  if (UNSAFE_CHARS.test(value.replace(/ /g, ''))) return false
  return (
    /^#[\w-]*$/.test(value) || /^tel:\+?[\d ()-]{3,20}$/.test(value) || /^mailto:[^\s@/\\]+@[^\s@/\\]+$/.test(value)
  )
}

/** A page address: a site path or an outside https:// address (a finance link, a redirect's target). */
export const isPageAddress = (value: string): boolean => isSitePath(value) || isHttpsUrl(value)

/**
 * A link in staff-written rich text (docs/features/security.md "Security"): a site path, an anchor, an http(s)://
 * address, or a tel: or mailto: link. No `data:`, `javascript:`, `vbscript:` or `//host`.
 */
export function isContentLink(value: string): boolean {
  return isLinkTarget(value) || (/^http:\/\//i.test(value) && isHttpsUrl(value.replace(/^http:/i, 'https:')))
}

export const LINK_TARGET_HINT = 'Start with / (a page of this site), #, https://, tel: or mailto:.'
export const HTTPS_URL_HINT = 'Enter a full https:// address.'
export const PAGE_ADDRESS_HINT = 'Start with / (a page of this site) or https:// (another address).'
export const CONTENT_LINK_HINT = 'Start with / (a page of this site), #, https://, http://, tel: or mailto:.'
