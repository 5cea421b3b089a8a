import { robotsTxt } from '@/domain/seo/robots'
import { absoluteUrl } from '@/domain/seo/sitemap'

import { textResponse, withSiteOrigin } from '../_seo/respond'

/**
 * GET /robots.txt — the site's crawl rules and its sitemap on its primary domain (docs/features/seo.md "Search
 * engines: robots.txt, sitemaps and vehicle feeds").
 */
export const GET = (request: Request) =>
  withSiteOrigin(request, async (_site, origin) =>
    textResponse(robotsTxt(absoluteUrl(origin, '/sitemap.xml')), 'text/plain; charset=utf-8'),
  )
