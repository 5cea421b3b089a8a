import { originFromHeaders } from '@/http/origin'

/**
 * spec: finance §3 payload extras url and user_agent. The url is the page the form was sent from
 * (Referer) when that page is on this site, else the car's own page.
 */
export function requestUrlFacts(request: Request, carSlug: string): { url: string; user_agent: string } {
  const origin = originFromHeaders(request.headers)
  const referer = request.headers.get('referer')
  let url = `${origin}/cars/${encodeURIComponent(carSlug)}`
  if (referer) {
    try {
      if (new URL(referer).host === new URL(origin).host) url = referer
    } catch {
      // a malformed Referer is ignored
    }
  }
  return { url, user_agent: request.headers.get('user-agent') ?? '' }
}
