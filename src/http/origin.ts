/**
 * The origin a shopper used (scheme + host, no trailing slash), from request headers: the site base
 * address of shared and printed links (stock §2 "site base address, trailing slash removed").
 * Behind a proxy the forwarded host and scheme win; *.localhost and localhost are plain http.
 */
export function originFromHeaders(headers: Headers): string {
  const first = (v: string | null) => v?.split(',')[0].trim() || null
  const host = first(headers.get('x-forwarded-host')) ?? first(headers.get('host')) ?? 'localhost'
  const local = /^(localhost|127\.0\.0\.1|[^/]+\.localhost)(:\d+)?$/i.test(host)
  const proto = first(headers.get('x-forwarded-proto')) ?? (local ? 'http' : 'https')
  return `${proto}://${host}`
}
