import { siteOriginOf } from '@/data/sites/request-origin'
import { carPath } from '@/domain/links/car-path'
import type { OriginSite } from '@tenants/public-origin'

/**
 * spec: finance §3 payload extras url and user_agent. The url is the page the form was sent from
 * (Referer) when that page is on the site's public origin (tenants/public-origin.ts), else the
 * car's own page (or the form's page) there — never a host the client made up.
 */
export async function requestUrlFacts(
  request: Request,
  site: OriginSite,
  carSlug: string | null,
  formPath = '/',
): Promise<{ url: string; user_agent: string; page_id: string }> {
  const origin = await siteOriginOf(request, site)
  const referer = request.headers.get('referer')
  const page_id = carSlug ? carPath(carSlug) : formPath
  let url = `${origin}${page_id}`
  if (referer) {
    try {
      if (new URL(referer).origin === origin) url = referer
    } catch {
      // a malformed Referer is ignored
    }
  }
  return { url, user_agent: request.headers.get('user-agent') ?? '', page_id }
}
