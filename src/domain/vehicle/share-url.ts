/**
 * The shared link of a page (stock §2 "/cars/{slug} … also the shared link (site base address,
 * trailing slash removed)"): origin + path with trailing slashes removed from both, so
 * shareUrl('https://dealer.com.au/', '/cars/x/') → 'https://dealer.com.au/cars/x'.
 */
export function shareUrl(origin: string, path: string): string {
  const base = origin.trim().replace(/\/+$/, '')
  const rest = path.trim().replace(/\/+$/, '')
  if (!rest) return base
  return `${base}${rest.startsWith('/') ? rest : `/${rest}`}`
}
