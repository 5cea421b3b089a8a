import { SEARCH_BASE, USED_CAR_BASE } from './paths'

/** How long a search address may be: far past any real one (every facet value at once). */
export const MAX_SEARCH_ADDRESS_LENGTH = 2048

/**
 * A same-site results page address (`/search/used-cars?page=2`, `/used-car/toyota`) as its path
 * segments after the base and its query, or null when it is not one: another path, an absolute URL,
 * a bad %-escape. Used to read the address a browser reports (the search-view beacon).
 */
export function searchAddressParts(address: string): { segments: string[]; params: URLSearchParams } | null {
  if (!address.startsWith('/') || address.startsWith('//') || address.length > MAX_SEARCH_ADDRESS_LENGTH) return null
  let url: URL
  try {
    url = new URL(address, 'http://search.invalid')
  } catch {
    return null
  }
  const base = [SEARCH_BASE, USED_CAR_BASE].find((b) => url.pathname === b || url.pathname.startsWith(`${b}/`))
  if (!base) return null
  try {
    const segments = url.pathname.slice(base.length).split('/').filter(Boolean).map(decodeURIComponent)
    return { segments, params: url.searchParams }
  } catch {
    return null
  }
}
